import { CustomerThreadScreen } from '@/components/messages/CustomerThreadScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function MessageThreadPage() {
  return <CustomerThreadScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/messages/[id]']);
