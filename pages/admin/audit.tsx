import { AdminAuditScreen } from '@/components/admin/AdminAuditScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminAuditPage() {
  return <AdminAuditScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/audit']);
