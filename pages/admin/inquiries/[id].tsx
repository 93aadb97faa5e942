import { AdminInquiryScreen } from '@/components/admin/inquiries/AdminInquiryScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function AdminInquiryPage() {
  return <AdminInquiryScreen />;
}

export const getServerSideProps = loadPage(pageTable['/admin/inquiries/[id]']);
