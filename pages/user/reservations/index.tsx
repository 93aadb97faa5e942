import { OrderListScreen } from '@/components/order/OrderListScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function ReservationsPage() {
  return <OrderListScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/reservations']);
