import { businessListPage } from '@/components/business/businessListPage';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default businessListPage(false);

export const getServerSideProps = loadPage(pageTable['/nearby_store/[id]/list']);
