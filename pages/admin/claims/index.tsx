import { AdminClaimsScreen } from '@/components/admin/claims/AdminClaimsScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminClaimsPage() {
  return <AdminClaimsScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/claims']);
