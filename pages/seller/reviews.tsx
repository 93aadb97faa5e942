import { SellerReviewsScreen } from '@/components/seller/reviews/SellerReviewsScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerReviewsPage() {
  return <SellerReviewsScreen />;
}

export const getServerSideProps = loadPage(pageTable['/seller/reviews']);
