import { PromotionGuideRoute } from '@/components/promotion/PromotionGuideRoute';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function LitePayPage() {
  return (
    <PromotionGuideRoute
      guideKey="lite_pay"
      fallbackTitle="라이트페이 안내"
      description="카드 할부, 리스와 무엇이 다른지 한눈에 비교해 보세요."
    />
  );
}

export const getServerSideProps = loadPage(pageTable['/promotions/lite_pay']);
