import { OrderDetailScreen } from '@/components/order/OrderDetailScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function ReservationDetailPage({ orderId }: { orderId: number }) {
  return <OrderDetailScreen orderId={orderId} />;
}

export const getServerSideProps = loadPage(pageTable['/user/reservations/[id]']);
