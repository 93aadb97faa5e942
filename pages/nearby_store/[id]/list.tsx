import { businessListPage, businessListServerSideProps } from '@/components/business/businessListPage';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

export default businessListPage(false);

export const getServerSideProps = businessListServerSideProps(false, { prepareShell, pageCacheKey, withAnonymousPageCache });
