import { SellerSettlementScreen } from '@/components/seller/settlements/SellerSettlementScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerSettlementPage() {
  return <SellerSettlementScreen />;
}

export const getServerSideProps = loadPage(pageTable['/seller/settlements/[id]']);
