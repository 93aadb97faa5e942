import { SellerItemEditScreen } from '@/components/seller/items/SellerItemEditScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerItemPage({ itemId }: { itemId: number }) {
  return <SellerItemEditScreen itemId={itemId} />;
}

export const getServerSideProps = loadPage(pageTable['/seller/items/[id]']);
