import { SellerOrderListScreen } from '@/components/seller/orders/SellerOrderListScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerOrdersPage() {
  return <SellerOrderListScreen />;
}

export const getServerSideProps = loadPage(pageTable['/seller/orders']);
