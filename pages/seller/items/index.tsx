import { SellerItemsScreen } from '@/components/seller/items/SellerItemsScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerItemsPage({ keyword }: { keyword: string }) {
  return <SellerItemsScreen keyword={keyword} />;
}

export const getServerSideProps = loadPage(pageTable['/seller/items']);
