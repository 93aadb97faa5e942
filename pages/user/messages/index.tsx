import { CustomerMessagesScreen } from '@/components/messages/CustomerMessagesScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function MessagesPage() {
  return <CustomerMessagesScreen />;
}

export const getServerSideProps = loadPage(pageTable['/user/messages']);
