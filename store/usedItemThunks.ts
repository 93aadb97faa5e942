import {
  fetchUsedItemsPage,
  fetchUsedItemsRows,
  type UsedItemsPage,
  type UsedItemsPageAnswer,
} from '@/api/item/usedItems';
import type { FilterValue } from '@/lib/filterValues';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

export const USED_PAGE_SIZE = 20;

export type UsedQuery = { categoryKey: string; filters: FilterValue[] };

export type UsedLoadPayload = UsedItemsPage & { queryKey: string; categoryKey: string; filters: FilterValue[] };
export type UsedMorePayload = { queryKey: string; answer: UsedItemsPageAnswer };

const asApiFilters = (filters: readonly FilterValue[]) => filters.map((f) => ({ key: f.key, value: String(f.value) }));

export function usedQueryKey(query: UsedQuery): string {
  return JSON.stringify([
    query.categoryKey,
    asApiFilters(query.filters)
      .map((f) => `${f.key}=${f.value}`)
      .sort(),
  ]);
}

/**
 * The used list page's loader: page one of a category and filters with the header, templates, the
 * sheet and the viewer, in one operation (replaces the list). SSR, a new choice and 다시 시도 alike.
 */
export const loadUsedItems = createPageThunk(
  'usedItem/loadPage',
  async (query: UsedQuery, { extra }): Promise<UsedLoadPayload> => {
    const answer = await fetchUsedItemsPage(extra.client, {
      categoryKey: query.categoryKey,
      filters: asApiFilters(query.filters),
      size: USED_PAGE_SIZE,
    });
    return { ...answer, queryKey: usedQueryKey(query), categoryKey: query.categoryKey, filters: query.filters };
  }
);

/** The next page of the current list (appends); skipped when there is none or one is on its way. */
export const loadMoreUsedItems = createApiThunk(
  'usedItem/more',
  async (_: void, { extra, getState }): Promise<UsedMorePayload> => {
    const { usedItem } = getState();
    const query = { categoryKey: usedItem.categoryKey, filters: usedItem.filters };
    const answer = await fetchUsedItemsRows(extra.client, {
      categoryKey: query.categoryKey,
      filters: asApiFilters(query.filters),
      searchAfter: usedItem.usedItemList.searchAfter as string,
      size: USED_PAGE_SIZE,
    });
    return { queryKey: usedQueryKey(query), answer };
  },
  {
    condition: (_, { getState }) => {
      const { usedItem } = getState();
      return (
        usedItem.usedItemList.searchAfter !== null && usedItem.moreStatus !== 'loading' && usedItem.status !== 'loading'
      );
    },
  }
);
