import { storeListPage, storeListServerSideProps } from '@/components/store/storeListPage';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

export default storeListPage(true);

export const getServerSideProps = storeListServerSideProps(true, { prepareShell, pageCacheKey, withAnonymousPageCache });
