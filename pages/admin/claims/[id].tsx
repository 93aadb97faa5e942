import { AdminClaimScreen } from '@/components/admin/claims/AdminClaimScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminClaimPage() {
  return <AdminClaimScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/claims/[id]']);
