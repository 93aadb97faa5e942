import { SellerOrderScreen } from '@/components/seller/orders/SellerOrderScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerOrderPage() {
  return <SellerOrderScreen section="orders" />;
}

export const getServerSideProps = loadPage(pageTable['/seller/orders/[id]']);
