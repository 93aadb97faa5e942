import { CheckoutScreen } from '@/components/checkout/CheckoutScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function PaymentPage({ itemId }: { itemId: number }) {
  return <CheckoutScreen itemId={itemId} />;
}

export const getServerSideProps = loadPage(pageTable['/services/[id]/payment']);
