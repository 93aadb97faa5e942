import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { BusinessProfileScreen } from '@/components/business/BusinessProfileScreen';
import { businessDescription, businessJsonLd, businessTitle } from '@/components/business/businessSeo';
import { useShell } from '@/components/shell/ShellContext';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectNearbyStoreDetail } from '@/store/nearbyStoreDetailSlice';
import { loadNearbyStore } from '@/store/nearbyStoreDetailThunks';
import { wrapper } from '@/store/wrapper';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

type Props = { storeId: number };

export default function NearbyStorePage({ storeId }: Props) {
  const shell = useShell();
  const state = useAppSelector(selectNearbyStoreDetail);
  const url = canonicalUrl(shell, `/nearby_store/${storeId}`);
  const detail = state.detail && state.storeId === storeId
    ? { ...state.detail, businessReviews: state.businessReviews.items, reviewSearchAfter: null }
    : null;
  return (
    <>
      {detail ? (
        <Seo title={businessTitle(detail)} description={businessDescription(detail)} canonical={url}
          jsonLd={businessJsonLd(detail, url, (path) => canonicalUrl(shell, path))} />
      ) : (
        <Seo title="매장 정보 | 라이드마켓" description="라이드마켓 렌탈·판매 매장의 위치, 영업시간, 리뷰를 확인하세요." canonical={url} />
      )}
      <BusinessProfileScreen storeId={storeId} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  // Only a plain positive id names a store; anything else (abc, 0, 007) is not a page.
  const raw = String(context.params?.id ?? '');
  if (!/^[1-9]\d{0,8}$/.test(raw)) return { notFound: true };
  const shell = await prepareShell(context, store);
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    const storeId = Number(raw);
    await store.dispatch(loadNearbyStore(storeId));
    const { status, error } = store.getState().nearbyStoreDetail;
    if (status === 'failed') {
      if (error?.code === 'NOT_FOUND' || error?.code === 'INVALID_INPUT') return { notFound: true };
      // A failed load still renders (with 다시 시도), but tells crawlers not to keep this copy.
      context.res.statusCode = 503;
    }
    return { props: { shell, storeId } };
  });
});
