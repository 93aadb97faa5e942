import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectHasMorePopular, selectPopularRecommendation } from '@/store/popularRecommendationSlice';
import { loadMorePopularRecommendation, loadPopularRecommendationPage } from '@/store/orderThunks';
import { MemberFrame } from '../member/MemberFrame';
import { LoadMore } from '../search/LoadMore';
import { SearchResultGrid } from '../search/SearchResultGrid';
import { ErrorState } from '../ui/ErrorState';
import { ToastProvider } from '../ui/Toast';
import styles from './PopularRecommendationScreen.module.css';

/**
 * /recommendations/popular/{paymentId}: what others bought and viewed around this purchase (at most
 * 200), in the product grid, paged by the list's cursor as the category recommendations are.
 */
export function PopularRecommendationScreen({ paymentId }: { paymentId: number }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPopularRecommendation);
  const hasMore = useAppSelector(selectHasMorePopular);
  const items = state.recommendationItemList.items;
  return (
    <ToastProvider>
      <MemberFrame title="함께 많이 찾는 상품">
        {state.status === 'failed' ? (
          <ErrorState
            message={state.error?.message ?? '추천 상품을 불러오지 못했어요.'}
            onRetry={() => void dispatch(loadPopularRecommendationPage(paymentId))}
          />
        ) : (
          <>
            <p className={styles.lede}>
              {state.itemName ? (
                <>
                  <strong>{state.itemName}</strong>을(를) 산 분들이 함께 많이 보고 산 상품이에요.
                </>
              ) : null}
            </p>
            {items.length === 0 && state.status === 'succeeded' ? (
              <p className={styles.empty}>아직 함께 찾은 상품이 없어요.</p>
            ) : (
              <>
                <SearchResultGrid items={items} label="함께 많이 찾는 상품" />
                <LoadMore
                  hasMore={hasMore}
                  loading={state.moreStatus === 'loading'}
                  failed={state.moreStatus === 'failed'}
                  shownCount={items.length}
                  totalCount={state.totalCount}
                  onLoadMore={() => void dispatch(loadMorePopularRecommendation())}
                />
              </>
            )}
          </>
        )}
      </MemberFrame>
    </ToastProvider>
  );
}
