import { FilterBar } from '@/components/filters/FilterBar';
import { useAppSelector } from '@/store/hooks';
import { selectUsedItemState } from '@/store/usedItemSlice';
import { AppShell } from '../layout/AppShell';
import { ErrorState } from '../ui/ErrorState';
import { ListFooter } from '../commerce/ListFooter';
import { useInfiniteScroll } from '../commerce/useInfiniteScroll';
import { useListTop } from '../commerce/useListTop';
import { UsedCategoryTabs } from './UsedCategoryTabs';
import { UsedItemList, UsedItemListSkeleton } from './UsedItemList';
import { useUsedItemActions } from './useUsedItemActions';
import styles from './UsedItemScreen.module.css';
import { groupDigits } from '@/lib/digits';

/** /used_item/list: header with the count, category tabs, filters (grade included) and the rows. */
export function UsedItemScreen() {
  const state = useAppSelector(selectUsedItemState);
  const { stickyRef, listTopRef, toListTop } = useListTop();

  const actions = useUsedItemActions(toListTop);
  const items = state.usedItemList.items;
  const hasMore = state.usedItemList.searchAfter !== null;
  const sentinelRef = useInfiniteScroll<HTMLDivElement>(
    actions.more,
    hasMore && state.status === 'succeeded' && state.moreStatus !== 'failed'
  );
  const { title, itemCount } = state.usedItemListHeader;

  return (
    <AppShell title={title}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.count} aria-live="polite">
          {state.status === 'loading' ? (
            '불러오는 중…'
          ) : (
            <>
              총 <strong>{groupDigits(itemCount)}</strong>개
            </>
          )}
        </p>
      </div>
      <div className={styles.sticky} ref={stickyRef}>
        <UsedCategoryTabs
          templates={state.categoryTemplates}
          selected={state.categoryKey}
          onSelect={actions.changeCategory}
        />
        <div className={styles.filters}>
          <FilterBar components={state.filterComponents} values={state.filters} onChange={actions.changeFilters} />
        </div>
      </div>
      <div ref={listTopRef} />
      {state.status === 'failed' ? (
        <ErrorState message={state.error?.message ?? '중고 상품을 불러오지 못했어요.'} onRetry={actions.retry} />
      ) : state.status === 'loading' && items.length === 0 ? (
        <UsedItemListSkeleton />
      ) : state.status === 'succeeded' && items.length === 0 ? (
        <div className={styles.empty}>
          <p>조건에 맞는 중고 상품이 없어요.</p>
          {state.filters.length > 0 ? (
            <button type="button" className={styles.emptyAction} onClick={() => actions.changeFilters([])}>
              필터 초기화
            </button>
          ) : null}
        </div>
      ) : (
        <>
          <UsedItemList items={items} busy={state.status === 'loading'} />
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
