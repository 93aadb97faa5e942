import { useCallback, useEffect, useRef } from 'react';
import { FilterBar } from '@/components/filters/FilterBar';
import { useExperimentExposure } from '@/components/shell/useExperimentExposure';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { commerceQueryOf, selectBikeCommerceFilter } from '@/store/bikeCommerceFilterSlice';
import { selectCommerceList, setSubCategoryTitleHeight } from '@/store/commerceListSlice';
import { loadCommercePage } from '@/store/commerceThunks';
import { AppShell } from '../layout/AppShell';
import { ErrorState } from '../ui/ErrorState';
import { CategoryChips } from './CategoryChips';
import { CategoryGroupTabs } from './CategoryGroupTabs';
import { ListFooter } from './ListFooter';
import { ModelGrid, ModelGridSkeleton } from './ModelGrid';
import { SortSelect } from './SortSelect';
import { useCommerceActions } from './useCommerceActions';
import { useInfiniteScroll } from './useInfiniteScroll';
import { useKeepListPosition } from './useKeepListPosition';
import styles from './CommerceScreen.module.css';
import { groupDigits } from '@/lib/digits';

/** /bikes/commerce: group tabs, category chips, sort and filters over a grid of models at their lowest price. */
export function CommerceScreen() {
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectBikeCommerceFilter);
  const list = useAppSelector(selectCommerceList);
  const stickyRef = useRef<HTMLDivElement>(null);
  const listTopRef = useRef<HTMLDivElement>(null);
  useExperimentExposure('modelList');
  const keepPosition = useKeepListPosition();

  // The sticky bar's height is measured (it wraps when filters are chosen) so a new list can be
  // scrolled to just below it rather than under it.
  useEffect(() => {
    const bar = stickyRef.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => dispatch(setSubCategoryTitleHeight(bar.offsetHeight)));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [dispatch]);

  // A new list starts at its first card: when the shopper had scrolled down, bring the top of the
  // list back to just below the header and the sticky bar.
  const toListTop = useCallback(() => {
    const top = listTopRef.current?.getBoundingClientRect().top;
    const headerHeight = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h')) || 0;
    const covered = headerHeight + list.subCategoryTitleHeight;
    if (top === undefined || top >= covered) return;
    window.scrollTo({ top: window.scrollY + top - covered });
  }, [list.subCategoryTitleHeight]);

  const actions = useCommerceActions(toListTop);
  const hasMore = list.models.searchAfter !== null;
  const sentinelRef = useInfiniteScroll<HTMLDivElement>(
    actions.more,
    hasMore && list.status === 'succeeded' && list.moreStatus !== 'failed'
  );

  if (filter.status === 'failed') {
    return (
      <AppShell title={list.headerTitle}>
        <ErrorState
          message={filter.error?.message ?? '카테고리를 불러오지 못했어요.'}
          onRetry={() => void dispatch(loadCommercePage(filter.requested ?? commerceQueryOf(filter)))}
        />
      </AppShell>
    );
  }

  const models = list.models.items;
  const totalCount = list.models.totalCount ?? 0;
  return (
    <AppShell title={list.headerTitle}>
      <h2 className={styles.srOnly}>자전거 구매: 매장별 최저가 비교</h2>
      <CategoryGroupTabs
        groups={filter.categoryGroups}
        selected={filter.selectedCategoryGroup?.name ?? null}
        onSelect={actions.changeGroup}
      />
      <div className={styles.sticky} ref={stickyRef}>
        <CategoryChips
          categories={filter.categories}
          selected={filter.selectedCategory?.key ?? null}
          onSelect={actions.changeCategory}
        />
        <div className={styles.tools}>
          <SortSelect sorts={filter.originSorts} value={filter.sort} onChange={actions.changeSort} />
          <div className={styles.filterBar}>
            <FilterBar
              components={filter.selectedCategoryFilterComponents}
              values={filter.filters}
              onChange={actions.changeFilters}
            />
          </div>
        </div>
      </div>
      <div ref={listTopRef} className={styles.summary} aria-live="polite">
        {list.status === 'succeeded' ? (
          <p>
            모델 <strong>{groupDigits(totalCount)}</strong>개
          </p>
        ) : null}
      </div>
      {list.status === 'failed' ? (
        <ErrorState message={list.error?.message ?? '모델 목록을 불러오지 못했어요.'} onRetry={actions.retry} />
      ) : list.status === 'loading' && models.length === 0 ? (
        <ModelGridSkeleton />
      ) : list.status === 'succeeded' && models.length === 0 ? (
        <div className={styles.empty}>
          <p>조건에 맞는 모델이 없어요.</p>
          {filter.filters.length > 0 ? (
            <button type="button" className={styles.emptyAction} onClick={() => actions.changeFilters([])}>
              필터 초기화
            </button>
          ) : null}
        </div>
      ) : (
        <>
          <ModelGrid models={models} onOpen={keepPosition} busy={list.status === 'loading'} />
          <ListFooter
            hasMore={hasMore}
            loading={list.moreStatus === 'loading'}
            failed={list.moreStatus === 'failed'}
            onMore={actions.more}
            nounWithParticle="모델을"
            sentinelRef={sentinelRef}
          />
        </>
      )}
    </AppShell>
  );
}
