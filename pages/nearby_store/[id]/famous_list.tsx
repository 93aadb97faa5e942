import { businessListPage } from '@/components/business/businessListPage';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default businessListPage(true);

export const getServerSideProps = loadPage(pageTable['/nearby_store/[id]/famous_list']);
