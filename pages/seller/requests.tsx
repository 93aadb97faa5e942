import { SellerRequestsScreen } from '@/components/seller/requests/SellerRequestsScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerRequestsPage() {
  return <SellerRequestsScreen />;
}

export const getServerSideProps = loadPage(pageTable['/seller/requests']);
