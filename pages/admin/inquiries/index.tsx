import { AdminInquiriesScreen } from '@/components/admin/inquiries/AdminInquiriesScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminInquiriesPage() {
  return <AdminInquiriesScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/inquiries']);
