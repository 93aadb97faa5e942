import { fetchBusinessItems, fetchBusinessItemsPage } from '@/api/item/storeProfile';
import { serializeApiError } from '@/api/errors';
import type { FilterValue } from '@/lib/filterValues';
import {
  STORE_ITEMS_LOAD, STORE_ITEMS_MORE, storeListQueryKey,
  type StoreItemsLoadPayload, type StoreItemsMorePayload, type StoreListQuery,
} from './nearbyStoreListSlice';
import { createAppAsyncThunk } from './thunk';

export const STORE_ITEMS_PAGE_SIZE = 20;

const asApiFilters = (filters: readonly FilterValue[]) => filters.map((f) => ({ key: f.key, value: String(f.value) }));

const variablesOf = (query: StoreListQuery, searchAfter: string | null) => ({
  storeId: query.storeId, famousOnly: query.famousOnly, categoryKey: query.categoryKey, sort: query.sort,
  filters: asApiFilters(query.filters), searchAfter, size: STORE_ITEMS_PAGE_SIZE,
});

/** Page one of a store list with header, templates, the sheet and sorts (replaces the list). */
export const loadStoreItems = createAppAsyncThunk(STORE_ITEMS_LOAD, async (query: StoreListQuery, { extra, rejectWithValue }) => {
  try {
    const answer = await fetchBusinessItems(extra.client, variablesOf(query, null));
    return { query, queryKey: storeListQueryKey(query), answer } satisfies StoreItemsLoadPayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** The next page of the current list (appends); skipped when there is none or one is on its way. */
export const loadMoreStoreItems = createAppAsyncThunk(STORE_ITEMS_MORE, async (_: void, { extra, getState, rejectWithValue }) => {
  const { query, businessItems } = getState().nearbyStoreList;
  try {
    if (!query) throw new Error('no list');
    const answer = await fetchBusinessItemsPage(extra.client, variablesOf(query, String(businessItems.searchAfter)));
    return { queryKey: storeListQueryKey(query), answer } satisfies StoreItemsMorePayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
}, {
  condition: (_, { getState }) => {
    const s = getState().nearbyStoreList;
    return s.query !== null && s.businessItems.searchAfter !== null && s.moreStatus !== 'loading' && s.status !== 'loading';
  },
});
