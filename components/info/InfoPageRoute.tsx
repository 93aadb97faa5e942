import { Seo } from '@/components/layout/Seo';
import { useShell } from '@/components/shell/ShellContext';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectInfoPage } from '@/store/infoPageSlice';
import { InfoPageScreen } from './InfoPageScreen';

type Props = { pageKey: string; title: string };

/** The route body of an information page (/call_info …): its SEO and its screen. */
export function InfoPageRoute({ pageKey, title }: Props) {
  const shell = useShell();
  const page = useAppSelector((state) => selectInfoPage(state, pageKey));
  const url = canonicalUrl(shell, `/${pageKey}`);
  const name = page?.title ?? title;
  return (
    <>
      <Seo
        title={`${name} | 라이드마켓`}
        description={page?.summary ?? `라이드마켓 ${title}`}
        canonical={url}
        jsonLd={[
          breadcrumbJsonLd([
            { name: '라이드마켓', url: canonicalUrl(shell, '/') },
            { name, url },
          ]),
        ]}
      />
      <InfoPageScreen pageKey={pageKey} title={title} />
    </>
  );
}
