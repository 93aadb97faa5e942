import { SellerToolScreen } from '@/components/dev/SellerToolScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function DevSellerPage() {
  return <SellerToolScreen />;
}

export const getServerSideProps = loadPage(pageTable['/dev/seller']);
