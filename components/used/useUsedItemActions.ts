import { useRouter } from 'next/router';
import type { FilterValue } from '@/lib/filterValues';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { loadMoreUsedItems, loadUsedItems, type UsedQuery } from '@/store/usedItemThunks';
import { listUrlQuery } from '../commerce/listQuery';

/** Choices on /used_item/list: each writes itself into the URL (shallow) and loads page one. */
export function useUsedItemActions(onListChange: () => void) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const router = useRouter();

  const load = (query: UsedQuery) => {
    const url = listUrlQuery({
      category: query.categoryKey === 'all' ? null : query.categoryKey,
      filters: query.filters,
    });
    void router.replace({ pathname: router.pathname, query: url }, undefined, { shallow: true, scroll: false });
    onListChange();
    void dispatch(loadUsedItems(query));
  };

  return {
    changeCategory: (categoryKey: string) => {
      if (store.getState().usedItem.categoryKey === categoryKey) return;
      // Each category has its own sheet: values chosen for another one start over.
      load({ categoryKey, filters: [] });
    },
    changeFilters: (filters: FilterValue[]) => load({ categoryKey: store.getState().usedItem.categoryKey, filters }),
    retry: () => {
      const { categoryKey, filters } = store.getState().usedItem;
      void dispatch(loadUsedItems({ categoryKey, filters }));
    },
    more: () => void dispatch(loadMoreUsedItems()),
  };
}
