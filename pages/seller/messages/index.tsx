import { SellerMessagesScreen } from '@/components/seller/messages/SellerMessagesScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerMessagesPage() {
  return <SellerMessagesScreen />;
}

export const getServerSideProps = loadPage(pageTable['/seller/messages']);
