import { Seo } from '@/components/layout/Seo';
import { useShell } from '@/components/shell/ShellContext';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectPromotionGuide, type PromotionGuideKey } from '@/store/promotionGuideSlice';
import { PromotionGuideScreen } from './PromotionGuideScreen';

type Props = { guideKey: PromotionGuideKey; fallbackTitle: string; description: string };

/** The route body of a payment guide: its SEO (from the operator's title and summary) and its screen. */
export function PromotionGuideRoute({ guideKey, fallbackTitle, description }: Props) {
  const shell = useShell();
  const guide = useAppSelector(selectPromotionGuide);
  const page = guide.key === guideKey ? guide.page : null;
  const url = canonicalUrl(shell, `/promotions/${guideKey}`);
  const title = page?.title ?? fallbackTitle;
  return (
    <>
      <Seo
        title={`${title} | 라이드마켓`}
        description={page ? `${page.summary} ${description}` : description}
        canonical={url}
        type="article"
        jsonLd={[
          breadcrumbJsonLd([
            { name: '홈', url: canonicalUrl(shell, '/') },
            { name: title, url },
          ]),
        ]}
      />
      <PromotionGuideScreen guideKey={guideKey} />
    </>
  );
}
