import { fetchUsedItems, fetchUsedItemsPage } from '@/api/item/usedItems';
import { serializeApiError } from '@/api/errors';
import type { FilterValue } from '@/lib/filterValues';
import { USED_ITEMS_LOAD, USED_ITEMS_MORE, type UsedLoadPayload, type UsedMorePayload } from './usedItemSlice';
import { createAppAsyncThunk } from './thunk';

export const USED_PAGE_SIZE = 20;

export type UsedQuery = { categoryKey: string; filters: FilterValue[] };

const asApiFilters = (filters: readonly FilterValue[]) => filters.map((f) => ({ key: f.key, value: String(f.value) }));

export function usedQueryKey(query: UsedQuery): string {
  return JSON.stringify([query.categoryKey, asApiFilters(query.filters).map((f) => `${f.key}=${f.value}`).sort()]);
}

/** The first page of a category and filters, with header, templates and the sheet (replaces the list). */
export const loadUsedItems = createAppAsyncThunk(USED_ITEMS_LOAD, async (query: UsedQuery, { extra, rejectWithValue }) => {
  try {
    const answer = await fetchUsedItems(extra.client, { categoryKey: query.categoryKey, filters: asApiFilters(query.filters), size: USED_PAGE_SIZE });
    return { queryKey: usedQueryKey(query), categoryKey: query.categoryKey, filters: query.filters, answer } satisfies UsedLoadPayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** The next page of the current list (appends); skipped when there is none or one is on its way. */
export const loadMoreUsedItems = createAppAsyncThunk(USED_ITEMS_MORE, async (_: void, { extra, getState, rejectWithValue }) => {
  const { usedItem } = getState();
  const query = { categoryKey: usedItem.categoryKey, filters: usedItem.filters };
  try {
    const answer = await fetchUsedItemsPage(extra.client, {
      categoryKey: query.categoryKey, filters: asApiFilters(query.filters), searchAfter: usedItem.usedItemList.searchAfter as string, size: USED_PAGE_SIZE,
    });
    return { queryKey: usedQueryKey(query), answer } satisfies UsedMorePayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
}, {
  condition: (_, { getState }) => {
    const { usedItem } = getState();
    return usedItem.usedItemList.searchAfter !== null && usedItem.moreStatus !== 'loading' && usedItem.status !== 'loading';
  },
});
