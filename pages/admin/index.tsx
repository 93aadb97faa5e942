import { AdminHomeScreen } from '@/components/admin/AdminHomeScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminHomePage() {
  return <AdminHomeScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin']);
