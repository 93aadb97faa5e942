import { AdminBusinessScreen } from '@/components/admin/businesses/AdminBusinessScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminBusinessPage() {
  return <AdminBusinessScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/businesses/[id]']);
