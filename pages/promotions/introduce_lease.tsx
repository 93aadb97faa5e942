import { PromotionGuideRoute } from '@/components/promotion/PromotionGuideRoute';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function IntroduceLeasePage() {
  return (
    <PromotionGuideRoute
      guideKey="introduce_lease"
      fallbackTitle="소유권 이전형 렌탈(리스) 안내"
      description="12·24·36개월 월 납입금 예시로 리스 비용을 미리 확인하세요."
    />
  );
}

export const getServerSideProps = loadPage(pageTable['/promotions/introduce_lease']);
