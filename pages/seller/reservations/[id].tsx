import { SellerOrderScreen } from '@/components/seller/orders/SellerOrderScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerReservationPage() {
  return <SellerOrderScreen section="requests" />;
}

export const getServerSideProps = loadPage(pageTable['/seller/reservations/[id]']);
