import { SellerJoinScreen } from '@/components/seller/join/SellerJoinScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerJoinPage() {
  return <SellerJoinScreen />;
}

export const getServerSideProps = loadPage(pageTable['/seller/join']);
