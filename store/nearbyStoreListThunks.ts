import { fetchBusinessItemsMore, fetchBusinessItemsPage } from '@/api/item/storeProfile';
import type { FilterValue } from '@/lib/filterValues';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

export const STORE_ITEMS_PAGE_SIZE = 20;

/** What a store list shows: the store, which list (all or famous), the category tab, the order, the filters. */
export type StoreListQuery = { storeId: number; famousOnly: boolean; categoryKey: string; sort: string; filters: FilterValue[] };

export function storeListQueryKey(query: StoreListQuery): string {
  return JSON.stringify([query.storeId, query.famousOnly, query.categoryKey, query.sort, query.filters.map((f) => `${f.key}=${f.value}`).sort()]);
}

const asApiFilters = (filters: readonly FilterValue[]) => filters.map((f) => ({ key: f.key, value: String(f.value) }));

const variablesOf = (query: StoreListQuery, searchAfter: string | null) => ({
  storeId: query.storeId, famousOnly: query.famousOnly, categoryKey: query.categoryKey, sort: query.sort,
  filters: asApiFilters(query.filters), searchAfter, size: STORE_ITEMS_PAGE_SIZE,
});

/**
 * The list pages' loader (/nearby_store/{id}/list and famous_list): page one with the header,
 * templates, the sheet and sorts, and the viewer, in one operation. A new tab, order or filter and
 * 다시 시도 run it too (the list is replaced).
 */
export const loadStoreItems = createPageThunk('nearbyStoreList/loadPage', async (query: StoreListQuery, { extra }) => {
  const answer = await fetchBusinessItemsPage(extra.client, variablesOf(query, null));
  return { ...answer, query, queryKey: storeListQueryKey(query) };
});

/** The next page of the current list (appends); skipped when there is none or one is on its way. */
export const loadMoreStoreItems = createApiThunk('nearbyStoreList/more', async (_: void, { extra, getState }) => {
  const { query, businessItems } = getState().nearbyStoreList;
  if (!query) throw new Error('no list');
  const answer = await fetchBusinessItemsMore(extra.client, variablesOf(query, String(businessItems.searchAfter)));
  return { queryKey: storeListQueryKey(query), answer };
}, {
  condition: (_, { getState }) => {
    const s = getState().nearbyStoreList;
    return s.query !== null && s.businessItems.searchAfter !== null && s.moreStatus !== 'loading' && s.status !== 'loading';
  },
});
