import { SellerBusinessScreen } from '@/components/seller/business/SellerBusinessScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerBusinessPage() {
  return <SellerBusinessScreen />;
}

export const getServerSideProps = loadPage(pageTable['/seller/store']);
