import { ListingFormScreen } from '@/components/seller/listing/ListingFormScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerListingNewPage() {
  return <ListingFormScreen itemId={null} />;
}

export const getServerSideProps = loadPage(pageTable['/seller/items/new']);
