import { InquiryScreen } from '@/components/inquiries/InquiryScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function InquiryPage() {
  return <InquiryScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/inquiries/[id]']);
