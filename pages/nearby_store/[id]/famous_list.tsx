import { businessListPage, businessListServerSideProps } from '@/components/business/businessListPage';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

export default businessListPage(true);

export const getServerSideProps = businessListServerSideProps(true, { prepareShell, pageCacheKey, withAnonymousPageCache });
