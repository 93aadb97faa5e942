import { AdminMessageReportsScreen } from '@/components/admin/messageReports/AdminMessageReportsScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminMessageReportsPage() {
  return <AdminMessageReportsScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/message-reports']);
