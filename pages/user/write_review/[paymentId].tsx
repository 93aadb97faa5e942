import { ReviewWriteScreen } from '@/components/review/ReviewWriteScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function WriteReviewPage() {
  return <ReviewWriteScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/write_review/[paymentId]']);
