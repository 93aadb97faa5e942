import { ListingImportScreen } from '@/components/seller/listingImport/ListingImportScreen';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SellerListingImportPage() {
  return <ListingImportScreen />;
}

export const getServerSideProps = loadPage(pageTable['/seller/items/import']);
