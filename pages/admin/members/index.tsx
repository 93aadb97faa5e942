import { AdminMembersScreen } from '@/components/admin/members/AdminMembersScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminMembersPage() {
  return <AdminMembersScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/members']);
