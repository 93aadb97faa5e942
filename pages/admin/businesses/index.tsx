import { AdminBusinessesScreen } from '@/components/admin/businesses/AdminBusinessesScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminBusinessesPage() {
  return <AdminBusinessesScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/businesses']);
