import { useEffect } from 'react';
import Link from '@/components/ui/AppLink';
import { rangeLabel } from '@/lib/rentalRange/rentalRange';
import { RentalRangePicker } from '../calendar/RentalRangePicker';
import { RangeRefusalNote } from '../calendar/RangeRefusalNote';
import { useRentalRangeQuery } from '../calendar/useRentalRangeQuery';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCategoryRecommendation, selectHasMoreRecommendations } from '@/store/categoryRecommendationSlice';
import { loadCategoryRecommendation, loadMoreCategoryRecommendation } from '@/store/categoryRecommendationThunks';
import { AppShell } from '../layout/AppShell';
import { ErrorState } from '../ui/ErrorState';
import { LoadMore } from '../search/LoadMore';
import { SearchResultGrid } from '../search/SearchResultGrid';
import { ToastProvider } from '../ui/Toast';
import { useExperimentExposure } from '../shell/useExperimentExposure';
import styles from './RecommendationScreen.module.css';
import { groupDigits } from '@/lib/digits';

/**
 * /recommendations/{category}: up to 30 items ranked for this visitor (related to what they viewed
 * recently, or popular now), in the product grid, paged by the list's cursor; hearts toast in its ToastProvider.
 */
export function RecommendationScreen({ categoryKey }: { categoryKey: string }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCategoryRecommendation);
  const hasMore = useAppSelector(selectHasMoreRecommendations);
  // The recommender experiment decided this ranking on the server; the exposure is recorded here.
  useExperimentExposure('recommender');
  const items = state.recommendationItemList.items;
  const title = state.categoryName ? `${state.categoryName} 추천` : '추천 상품';
  // The dates live in the URL (?start=&end=); a change there (the picker, back) loads the list on them.
  const [range, setRange] = useRentalRangeQuery();
  const category = state.categoryKey ?? categoryKey;
  const shown = state.range ? `${state.range.start}~${state.range.end}` : '';
  const wanted = range ? `${range.start}~${range.end}` : '';
  useEffect(() => {
    if (state.status === 'succeeded' && shown !== wanted)
      void dispatch(loadCategoryRecommendation({ category, range }));
  }, [dispatch, category, range, shown, wanted, state.status]);

  return (
    <ToastProvider>
      <AppShell title={title} showBack>
        <header className={styles.intro}>
          <div className={styles.dates}>
            <RentalRangePicker value={range} onChange={setRange} />
            <RangeRefusalNote />
          </div>
          {state.status === 'succeeded' ? (
            <p className={styles.lede}>
              {state.isPersonalized
                ? '최근 본 상품과 함께 많이 본 상품을 골랐어요.'
                : '요즘 많이 찾는 상품을 모았어요.'}
              {state.totalCount > 0 ? <span className={styles.count}> {groupDigits(state.totalCount)}개</span> : null}
            </p>
          ) : null}
        </header>
        {state.status === 'failed' ? (
          <ErrorState
            message={state.error?.message ?? '추천 상품을 불러오지 못했어요.'}
            onRetry={() => void dispatch(loadCategoryRecommendation({ category, range }))}
          />
        ) : items.length === 0 && state.status === 'succeeded' ? (
          <div className={styles.empty}>
            <p>
              {state.range
                ? `${rangeLabel(state.range)}에 빌릴 수 있는 추천 상품이 없어요.`
                : '지금은 추천할 상품이 없어요.'}
            </p>
            <Link href={`/search?keyword=${encodeURIComponent(state.categoryName)}`} className={styles.emptyAction}>
              {state.categoryName} 검색하기
            </Link>
          </div>
        ) : (
          <>
            {/* The cards' names are h3: a section heading keeps the outline h1 > h2 > h3 (heading-order). */}
            <h2 className="visually-hidden">{title} 목록</h2>
            <SearchResultGrid items={items} label={title} range={state.range} quotes={state.rangeQuotes} />
            <LoadMore
              hasMore={hasMore}
              loading={state.moreStatus === 'loading'}
              failed={state.moreStatus === 'failed'}
              shownCount={items.length}
              totalCount={state.totalCount}
              onLoadMore={() => void dispatch(loadMoreCategoryRecommendation())}
            />
          </>
        )}
      </AppShell>
    </ToastProvider>
  );
}
