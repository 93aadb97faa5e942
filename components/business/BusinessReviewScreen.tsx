import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import { BUSINESS_REVIEW_SORTS, type BusinessReviewSort } from '@/api/item/businessReviews';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessReviews, type BusinessReviewQuery } from '@/store/businessReviewSlice';
import { loadBusinessReviews, loadMoreBusinessReviews } from '@/store/businessReviewThunks';
import { AppShell } from '../layout/AppShell';
import { ToastProvider } from '../ui/Toast';
import { ErrorState } from '../ui/ErrorState';
import { SortSelect } from '../commerce/SortSelect';
import { ReviewHeaderSummary } from '../review/ReviewHeaderSummary';
import { BusinessReviewList } from './BusinessReviewList';
import styles from './BusinessReviewScreen.module.css';
import { groupDigits } from '@/lib/digits';

/** /businesses/{businessId}/reviews: header (count, average, distribution), order, photo filter, reviews. */
export function BusinessReviewScreen({ businessId }: { businessId: number }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const state = useAppSelector(selectBusinessReviews);
  const query: BusinessReviewQuery = state.query ?? { businessId, sort: 'NEWEST', photoOnly: false };

  const change = (next: BusinessReviewQuery) => {
    const url: Record<string, string> = { businessId: String(businessId) };
    if (next.sort !== 'NEWEST') url.sort = next.sort;
    if (next.photoOnly) url.photo = '1';
    void router.replace({ pathname: router.pathname, query: url }, undefined, { shallow: true, scroll: false });
    void dispatch(loadBusinessReviews(next));
  };
  const reviews = state.businessReviews.items;

  // One toast for the screen: 도움이 돼요 (components/review) speaks through it.
  return (
    <ToastProvider>
      <AppShell title={state.businessName ? `${state.businessName} 리뷰` : '매장 리뷰'} showBack showTabBar={false}>
        <div className={styles.header}>
          <p className={styles.business}>
            <Link href={`/nearby_store/${businessId}`}>{state.businessName || '매장 정보'}</Link>
          </p>
          <h2 className={styles.title}>매장 리뷰</h2>
          {state.status !== 'failed' ? <ReviewHeaderSummary header={state.reviewHeader} /> : null}
        </div>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={query.photoOnly}
            onClick={() => change({ ...query, photoOnly: !query.photoOnly })}
          >
            <Icon name="camera" size={16} />
            사진 리뷰만<span className={styles.chipCount}>{groupDigits(state.photoReviewCount)}</span>
          </button>
          <SortSelect
            sorts={[...BUSINESS_REVIEW_SORTS]}
            value={query.sort}
            onChange={(sort) => change({ ...query, sort: sort as BusinessReviewSort })}
          />
        </div>
        {state.status === 'failed' ? (
          <ErrorState
            message={state.error?.message ?? '리뷰를 불러오지 못했어요.'}
            onRetry={() => void dispatch(loadBusinessReviews(query))}
          />
        ) : state.status === 'loading' && reviews.length === 0 ? (
          <div className={styles.skeleton} role="status" aria-busy="true">
            <span className="visually-hidden">리뷰를 불러오는 중</span>
          </div>
        ) : reviews.length === 0 ? (
          <p className={styles.empty}>{query.photoOnly ? '사진이 있는 리뷰가 아직 없어요.' : '아직 리뷰가 없어요.'}</p>
        ) : (
          <BusinessReviewList
            reviews={reviews}
            totalCount={query.photoOnly ? state.photoReviewCount : state.reviewHeader.reviewCount}
            hasMore={state.businessReviews.searchAfter !== null}
            loading={state.moreStatus === 'loading'}
            failed={state.moreStatus === 'failed'}
            onMore={() => void dispatch(loadMoreBusinessReviews())}
          />
        )}
      </AppShell>
    </ToastProvider>
  );
}
