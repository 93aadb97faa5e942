import { PaymentPendingScreen } from '@/components/checkout/PaymentPendingScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function ResultPendingPage({ paymentId }: { paymentId: string }) {
  return <PaymentPendingScreen paymentId={paymentId} />;
}

export const getServerSideProps = loadPage(pageTable['/result_pending']);
