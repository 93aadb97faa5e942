import { PopularRecommendationScreen } from '@/components/order/PopularRecommendationScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function PopularRecommendationPage({ paymentId }: { paymentId: number }) {
  return <PopularRecommendationScreen paymentId={paymentId} />;
}

export const getServerSideProps = loadPage(pageTable['/recommendations/popular/[paymentId]']);
