import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { BusinessReviewScreen } from '@/components/business/BusinessReviewScreen';
import { useShell } from '@/components/shell/ShellContext';
import { firstParam } from '@/components/commerce/listQuery';
import { canonicalUrl } from '@/lib/shell';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessReviews } from '@/store/businessReviewSlice';
import { loadBusinessReviews } from '@/store/businessReviewThunks';
import { wrapper } from '@/store/wrapper';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

type Props = { storeId: number };

const SORTS = ['NEWEST', 'RATING_DESC', 'RATING_ASC'] as const;

export default function BusinessReviewsPage({ storeId }: Props) {
  const shell = useShell();
  const { businessName, reviewHeader } = useAppSelector(selectBusinessReviews);
  const url = canonicalUrl(shell, `/businesses/${storeId}/reviews`);
  const name = businessName || '매장';
  const rating = reviewHeader.avgRating !== null ? ` 평점 ${reviewHeader.avgRating.toFixed(1)},` : '';
  return (
    <>
      <Seo title={`${name} 리뷰 ${reviewHeader.reviewCount.toLocaleString('ko-KR')}개 | 라이드마켓`} canonical={url}
        description={`${name}을 이용한 분들의 리뷰예요.${rating} 사진 리뷰와 별점 분포를 확인하세요.`}
        jsonLd={[breadcrumbJsonLd([
          { name: '홈', url: canonicalUrl(shell, '/') },
          { name, url: canonicalUrl(shell, `/nearby_store/${storeId}`) },
          { name: '리뷰', url },
        ])]} />
      <BusinessReviewScreen storeId={storeId} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const raw = String(context.params?.businessId ?? '');
  if (!/^[1-9]\d{0,8}$/.test(raw)) return { notFound: true };
  const sortParam = firstParam(context.query, 'sort') ?? 'NEWEST';
  const sort = SORTS.find((s) => s === sortParam);
  if (!sort) return { notFound: true };
  const shell = await prepareShell(context, store);
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    const storeId = Number(raw);
    await store.dispatch(loadBusinessReviews({ storeId, sort, photoOnly: firstParam(context.query, 'photo') === '1' }));
    const { status, error } = store.getState().businessReview;
    if (status === 'failed') {
      if (error?.code === 'NOT_FOUND' || error?.code === 'INVALID_INPUT') return { notFound: true };
      context.res.statusCode = 503;
    }
    return { props: { shell, storeId } };
  });
});
