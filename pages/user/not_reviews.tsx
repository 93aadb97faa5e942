import { NotReviewsScreen } from '@/components/review/NotReviewsScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function NotReviewsPage() {
  return <NotReviewsScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/not_reviews']);
