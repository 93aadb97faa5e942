import { AdminReturnsScreen } from '@/components/admin/returns/AdminReturnsScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminReturnsPage() {
  return <AdminReturnsScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/returns']);
