import { NewInquiryScreen } from '@/components/inquiries/NewInquiryScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function NewInquiryPage() {
  return <NewInquiryScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/inquiries/new']);
