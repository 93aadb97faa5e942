import { OrderCompleteScreen } from '@/components/order/OrderCompleteScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function OrderCompletePage({ orderId }: { orderId: number }) {
  return <OrderCompleteScreen orderId={orderId} />;
}

export const getServerSideProps = loadPage(pageTable['/order/complete/[id]']);
