import { Seo } from '@/components/layout/Seo';
import { PROVISION_LABELS } from '@/components/provision/labels';
import { ProvisionScreen } from '@/components/provision/ProvisionScreen';
import { useShell } from '@/components/shell/ShellContext';
import { provisionPath, type ProvisionCategory } from '@/api/item/provisions';
import { formatDate } from '@/lib/dates';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectProvisionPage } from '@/store/provisionPageSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

type Props = { category: ProvisionCategory };

export default function ProvisionPage({ category }: Props) {
  const shell = useShell();
  const page = useAppSelector(selectProvisionPage);
  const name = PROVISION_LABELS[category].name;
  // Every version shares the current version's URL as canonical: that is the page to index.
  const url = canonicalUrl(shell, provisionPath(category));
  const shown = page?.category === category ? page : null;
  const title =
    shown && !shown.isCurrent ? `${name} v${shown.version} (지난 버전) | 라이드마켓` : `${name} | 라이드마켓`;
  const description = shown
    ? `라이드마켓 ${shown.title} v${shown.version}, ${formatDate(shown.effectiveAt)} 시행. ${PROVISION_LABELS[category].about}.`
    : `라이드마켓 ${name}`;
  return (
    <>
      <Seo
        title={title}
        description={description}
        canonical={url}
        jsonLd={[
          breadcrumbJsonLd([
            { name: '라이드마켓', url: canonicalUrl(shell, '/') },
            { name: '약관 및 정책', url: canonicalUrl(shell, '/provisions') },
            { name, url },
          ]),
        ]}
      />
      <ProvisionScreen category={category} />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/provisions/[category]']);
