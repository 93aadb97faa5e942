import Link from '@/components/ui/AppLink';
import { FilterBar } from '@/components/filters/FilterBar';
import { useAppSelector } from '@/store/hooks';
import { selectNearbyBusinessList } from '@/store/nearbyBusinessListSlice';
import { AppShell } from '../layout/AppShell';
import { ErrorState } from '../ui/ErrorState';
import { ListFooter } from '../commerce/ListFooter';
import { SortSelect } from '../commerce/SortSelect';
import { useInfiniteScroll } from '../commerce/useInfiniteScroll';
import { useListTop } from '../commerce/useListTop';
import { RentalRangePicker } from '../calendar/RentalRangePicker';
import { RangeRefusalNote } from '../calendar/RangeRefusalNote';
import { UsedCategoryTabs } from '../used/UsedCategoryTabs';
import { BusinessItemGrid, BusinessItemGridSkeleton } from './BusinessItemGrid';
import { useBusinessListActions } from './useBusinessListActions';
import styles from './BusinessItemListScreen.module.css';
import { groupDigits } from '@/lib/digits';

/**
 * /nearby_store/{id}/list and /famous_list: header (business, count), category tabs, sort, filters, grid.
 * The full list also takes dates (issue 31 §1): only the items free on every day, with their totals.
 */
export function BusinessItemListScreen({ businessId, famousOnly }: { businessId: number; famousOnly: boolean }) {
  const state = useAppSelector(selectNearbyBusinessList);
  const { stickyRef, listTopRef, toListTop } = useListTop();
  const actions = useBusinessListActions(toListTop);
  const items = state.businessItems.items;
  const hasMore = state.businessItems.searchAfter !== null;
  const sentinelRef = useInfiniteScroll<HTMLDivElement>(
    actions.more,
    hasMore && state.status === 'succeeded' && state.moreStatus !== 'failed'
  );
  const query = state.query;
  const title = famousOnly ? '대표 상품' : '전체 상품';

  return (
    <AppShell title={state.header.businessName || title} showBack showTabBar={false}>
      <div className={styles.header}>
        <p className={styles.business}>
          <Link href={`/nearby_store/${businessId}`}>{state.header.businessName}</Link>
        </p>
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.countRow}>
          <p className={styles.count} aria-live="polite">
            {state.status === 'loading' ? (
              '불러오는 중…'
            ) : (
              <>
                총 <strong>{groupDigits(state.header.itemCount)}</strong>개
              </>
            )}
          </p>
          {famousOnly ? null : (
            <SortSelect sorts={state.sorts} value={query?.sort ?? 'RECOMMEND'} onChange={actions.changeSort} />
          )}
        </div>
        {famousOnly ? null : (
          <div className={styles.picker}>
            <RentalRangePicker value={query?.range ?? null} onChange={actions.changeRange} />
            <RangeRefusalNote />
          </div>
        )}
      </div>
      <div className={styles.sticky} ref={stickyRef}>
        <UsedCategoryTabs
          templates={state.categoryTemplates}
          selected={query?.categoryKey ?? 'all'}
          onSelect={actions.changeCategory}
        />
        <FilterBar components={state.filterComponents} values={query?.filters ?? []} onChange={actions.changeFilters} />
      </div>
      <div ref={listTopRef} />
      {state.status === 'failed' ? (
        <ErrorState message={state.error?.message ?? '상품을 불러오지 못했어요.'} onRetry={actions.retry} />
      ) : state.status === 'loading' && items.length === 0 ? (
        <BusinessItemGridSkeleton />
      ) : state.status === 'succeeded' && items.length === 0 ? (
        <div className={styles.empty}>
          <p>
            {famousOnly
              ? '아직 대표 상품이 없어요.'
              : query?.range
                ? '이 날짜에 빌릴 수 있는 상품이 없어요.'
                : '조건에 맞는 상품이 없어요.'}
          </p>
          {query && query.filters.length > 0 ? (
            <button type="button" className={styles.emptyAction} onClick={() => actions.changeFilters([])}>
              필터 초기화
            </button>
          ) : (
            <Link href={`/nearby_store/${businessId}`} className={styles.emptyAction}>
              매장 정보로 돌아가기
            </Link>
          )}
        </div>
      ) : (
        <>
          <BusinessItemGrid
            items={items}
            busy={state.status === 'loading'}
            dated={state.range ? { range: state.range, facts: state.rangeFacts } : null}
          />
          <ListFooter
            hasMore={hasMore}
            loading={state.moreStatus === 'loading'}
            failed={state.moreStatus === 'failed'}
            onMore={actions.more}
            nounWithParticle="상품을"
            sentinelRef={sentinelRef}
          />
        </>
      )}
    </AppShell>
  );
}
