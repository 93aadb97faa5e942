import { AdminSettlementsScreen } from '@/components/admin/settlements/AdminSettlementsScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminSettlementsPage() {
  return <AdminSettlementsScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/settlements']);
