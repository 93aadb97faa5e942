import { useCallback } from 'react';
import { useRouter } from 'next/router';
import type { FilterValue } from '@/lib/filterValues';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import {
  defaultSortFor,
  selectCategory,
  selectCategoryGroup,
  setFilters,
  setSort,
} from '@/store/bikeCommerceFilterSlice';
import { selectExperimentVariant } from '@/store/featureFlagSlice';
import { loadCommerceModels, loadMoreCommerceModels } from '@/store/commerceThunks';
import { listUrlQuery } from './listQuery';

/**
 * What the shopper can do on /bikes/commerce. Every choice updates the business, writes itself into the
 * URL (shallow: no server round trip, the list loads through the same thunk), and loads page one.
 */
export function useCommerceActions(onListChange: () => void) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const router = useRouter();

  const reload = useCallback(() => {
    const state = store.getState();
    const { selectedCategory, sort, filters } = state.bikeCommerceFilter;
    const defaultSort = defaultSortFor(selectExperimentVariant(state, 'modelList'));
    const query = listUrlQuery({ category: selectedCategory?.key, sort: sort === defaultSort ? null : sort, filters });
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    onListChange();
    void dispatch(loadCommerceModels());
  }, [dispatch, store, router, onListChange]);

  return {
    changeGroup: (name: string) => {
      if (store.getState().bikeCommerceFilter.selectedCategoryGroup?.name === name) return;
      dispatch(selectCategoryGroup(name));
      reload();
    },
    changeCategory: (key: string) => {
      if (store.getState().bikeCommerceFilter.selectedCategory?.key === key) return;
      dispatch(selectCategory(key));
      reload();
    },
    changeSort: (key: string) => {
      dispatch(setSort(key));
      reload();
    },
    changeFilters: (values: FilterValue[]) => {
      dispatch(setFilters(values));
      reload();
    },
    retry: () => void dispatch(loadCommerceModels()),
    more: () => void dispatch(loadMoreCommerceModels()),
  };
}
