import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { useShell } from '@/components/shell/ShellContext';
import { filtersFromQuery, firstParam } from '@/components/commerce/listQuery';
import { canonicalUrl } from '@/lib/shell';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { useAppSelector } from '@/store/hooks';
import { selectNearbyStoreList } from '@/store/nearbyStoreListSlice';
import { loadStoreItems } from '@/store/nearbyStoreListThunks';
import { wrapper } from '@/store/wrapper';
import { BusinessItemListScreen } from './BusinessItemListScreen';
import { DEFAULT_BUSINESS_SORT } from './useBusinessListActions';

type Props = { storeId: number };

type SsrHelpers = {
  prepareShell: typeof import('@/server/ssr/shell').prepareShell;
  pageCacheKey: typeof import('@/server/ssr/anonymousPageCache').pageCacheKey;
  withAnonymousPageCache: typeof import('@/server/ssr/anonymousPageCache').withAnonymousPageCache;
};

/** The page component of /nearby_store/{id}/list and /famous_list (one screen, two scopes). */
export function businessListPage(famousOnly: boolean) {
  const suffix = famousOnly ? 'famous_list' : 'list';
  const label = famousOnly ? '대표 상품' : '전체 상품';
  return function StoreListPage({ storeId }: Props) {
    const shell = useShell();
    const { header } = useAppSelector(selectNearbyStoreList);
    const url = canonicalUrl(shell, `/nearby_store/${storeId}/${suffix}`);
    const name = header.businessName || '매장';
    return (
      <>
        <Seo title={`${name} ${label} ${header.itemCount.toLocaleString('ko-KR')}개 | 라이드마켓`} canonical={url}
          description={`${name}에서 렌탈·구매할 수 있는 ${label}을 카테고리와 가격으로 골라 보세요.`}
          jsonLd={[breadcrumbJsonLd([
            { name: '홈', url: canonicalUrl(shell, '/') },
            { name, url: canonicalUrl(shell, `/nearby_store/${storeId}`) },
            { name: label, url },
          ])]} />
        <BusinessItemListScreen storeId={storeId} famousOnly={famousOnly} />
      </>
    );
  };
}

/**
 * The loader of both list pages. The server-only helpers are passed in by the page file, which
 * Next strips from the browser bundle together with getServerSideProps.
 */
export function businessListServerSideProps(famousOnly: boolean, ssr: SsrHelpers): GetServerSideProps {
  return wrapper.getServerSideProps((store) => async (context) => {
    const raw = String(context.params?.id ?? '');
    if (!/^[1-9]\d{0,8}$/.test(raw)) return { notFound: true };
    const shell = await ssr.prepareShell(context, store);
    return ssr.withAnonymousPageCache(context, ssr.pageCacheKey(context, shell), async () => {
      const storeId = Number(raw);
      await store.dispatch(loadStoreItems({
        storeId, famousOnly,
        categoryKey: firstParam(context.query, 'category') ?? 'all',
        sort: firstParam(context.query, 'sort') ?? DEFAULT_BUSINESS_SORT,
        filters: filtersFromQuery(context.query),
      }));
      const { status, error } = store.getState().nearbyStoreList;
      if (status === 'failed') {
        // An unknown store, or a hand-made link with an unknown category, sort or filter: no such list.
        if (error?.code === 'NOT_FOUND' || error?.code === 'INVALID_INPUT') return { notFound: true };
        context.res.statusCode = 503;
      }
      return { props: { shell, storeId } };
    });
  });
}
