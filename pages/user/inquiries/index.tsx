import { InquiriesScreen } from '@/components/inquiries/InquiriesScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function InquiriesPage() {
  return <InquiriesScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/inquiries']);
