import { SellerSettlementListScreen } from '@/components/seller/settlements/SellerSettlementListScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerSettlementsPage() {
  return <SellerSettlementListScreen />;
}

export const getServerSideProps = loadPage(pageTable['/seller/settlements']);
