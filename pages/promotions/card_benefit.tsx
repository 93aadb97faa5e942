import { Seo } from '@/components/layout/Seo';
import { CardBenefitScreen } from '@/components/promotion/CardBenefitScreen';
import { useShell } from '@/components/shell/ShellContext';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

/**
 * /promotions/card_benefit, also served at /card_benefit (pages/card_benefit.tsx re-exports this
 * page). One screen, one canonical URL: the promotions one, beside the other payment guides.
 */
export default function CardBenefitPage() {
  const shell = useShell();
  const url = canonicalUrl(shell, '/promotions/card_benefit');
  return (
    <>
      <Seo
        title="카드 무이자 할부 혜택 | 라이드마켓"
        description="신한·삼성·현대·KB국민·롯데·하나·우리·NH농협·BC카드의 이번 달 무이자·부분 무이자 할부 개월과 최소 결제 금액을 한눈에 확인하세요."
        canonical={url}
        jsonLd={[
          breadcrumbJsonLd([
            { name: '홈', url: canonicalUrl(shell, '/') },
            { name: '카드 무이자 혜택', url },
          ]),
        ]}
      />
      <CardBenefitScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/promotions/card_benefit']);
