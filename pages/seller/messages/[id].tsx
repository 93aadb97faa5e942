import { SellerThreadScreen } from '@/components/seller/messages/SellerThreadScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerMessageThreadPage() {
  return <SellerThreadScreen />;
}

export const getServerSideProps = loadPage(pageTable['/seller/messages/[id]']);
