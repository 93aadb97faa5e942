import { SellerStoreScreen } from '@/components/seller/store/SellerStoreScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerStorePage() {
  return <SellerStoreScreen />;
}

export const getServerSideProps = loadPage(pageTable['/seller/store']);
