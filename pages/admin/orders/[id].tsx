import { AdminOrderScreen } from '@/components/admin/orders/AdminOrderScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminOrderPage() {
  return <AdminOrderScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/orders/[id]']);
