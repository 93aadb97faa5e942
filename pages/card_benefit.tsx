import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

// docs/product.md §2 Promotions and content lists /card_benefit beside /promotions/card_benefit: the same page, whose canonical URL is the latter.
export { default } from './promotions/card_benefit';

export const getServerSideProps = loadPage(pageTable['/card_benefit']);
