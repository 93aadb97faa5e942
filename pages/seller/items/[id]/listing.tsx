import { ListingFormScreen } from '@/components/seller/listing/ListingFormScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerListingEditPage({ itemId }: { itemId: number }) {
  return <ListingFormScreen itemId={itemId} />;
}

export const getServerSideProps = loadPage(pageTable['/seller/items/[id]/listing']);
