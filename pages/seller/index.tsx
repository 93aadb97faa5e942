import { SellerTodayScreen } from '@/components/seller/today/SellerTodayScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerTodayPage() {
  return <SellerTodayScreen />;
}

export const getServerSideProps = loadPage(pageTable['/seller']);
