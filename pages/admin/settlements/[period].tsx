import { AdminSettlementPeriodScreen } from '@/components/admin/settlements/AdminSettlementPeriodScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminSettlementPeriodPage() {
  return <AdminSettlementPeriodScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/settlements/[period]']);
