import { AdminModelRequestsScreen } from '@/components/admin/modelRequests/AdminModelRequestsScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminModelRequestsPage() {
  return <AdminModelRequestsScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/model-requests']);
