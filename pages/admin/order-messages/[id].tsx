import { AdminDisputeThreadsScreen } from '@/components/admin/messageReports/AdminDisputeThreadsScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminOrderMessagesPage() {
  return <AdminDisputeThreadsScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/order-messages/[id]']);
