import { AdminMemberScreen } from '@/components/admin/members/AdminMemberScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminMemberPage() {
  return <AdminMemberScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/members/[id]']);
