import { AdminOrdersScreen } from '@/components/admin/orders/AdminOrdersScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminOrdersPage() {
  return <AdminOrdersScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/orders']);
