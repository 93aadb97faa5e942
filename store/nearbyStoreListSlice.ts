/**
 * Nearby store lists (SPEC.md §3): businessItems, categoryTemplates, filterComponents and the header
 * (businessName, itemCount), for /nearby_store/{id}/list and its famous_list (same header). The
 * chosen category, sort and filter values live in the URL and here. businessItems is a cursor list
 * (§4 lists: clear, replace, append by searchAfter).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BusinessItemsAnswer, BusinessItemsPageAnswer, BusinessCategoryTemplate, StoreItem } from '@/api/item/storeProfile';
import type { FilterComponentView } from '@/api/item/filterSchemas';
import type { FilterValue } from '@/lib/filterValues';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addAsyncCases, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';

export const STORE_ITEMS_LOAD = 'nearbyStoreList/load';
export const STORE_ITEMS_MORE = 'nearbyStoreList/more';

export type StoreListQuery = { storeId: number; famousOnly: boolean; categoryKey: string; sort: string; filters: FilterValue[] };

export type NearbyStoreListState = {
  query: StoreListQuery | null;
  header: { businessName: string; itemCount: number };
  categoryTemplates: BusinessCategoryTemplate[];
  filterComponents: FilterComponentView[];
  sorts: { key: string; name: string }[];
  businessItems: CursorList<StoreItem>;
  /** The query the list answers, so a late page of an abandoned query is dropped. */
  queryKey: string | null;
  moreStatus: AsyncStatus;
} & AsyncFields;

export const initialNearbyStoreListState: NearbyStoreListState = {
  query: null, header: { businessName: '', itemCount: 0 }, categoryTemplates: [], filterComponents: [], sorts: [],
  businessItems: emptyList<StoreItem>(), queryKey: null, moreStatus: 'idle', ...idleAsync,
};

export type StoreItemsLoadPayload = { query: StoreListQuery; queryKey: string; answer: BusinessItemsAnswer };
export type StoreItemsMorePayload = { queryKey: string; answer: BusinessItemsPageAnswer };

const plain = (state: unknown) => state as NearbyStoreListState;

export function storeListQueryKey(query: StoreListQuery): string {
  return JSON.stringify([query.storeId, query.famousOnly, query.categoryKey, query.sort, query.filters.map((f) => `${f.key}=${f.value}`).sort()]);
}

export const nearbyStoreListSlice = createSlice({
  name: 'nearbyStoreList',
  initialState: initialNearbyStoreListState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<NearbyStoreListState>('nearbyStoreList'));
    addAsyncCases<NearbyStoreListState, StoreItemsLoadPayload>(builder, STORE_ITEMS_LOAD, (state, { query, queryKey, answer }) => {
      plain(state).businessItems = replaceList(undefined, { items: answer.businessItems, searchAfter: answer.searchAfter, totalCount: answer.header.itemCount });
      state.header = answer.header;
      state.categoryTemplates = answer.categoryTemplates;
      state.filterComponents = answer.filterComponents;
      state.sorts = answer.sorts;
      state.query = query;
      state.queryKey = queryKey;
    });
    builder
      // Tabs, sort and chips follow the shopper's choice at once; the rows follow when they arrive.
      .addMatcher((a): a is PayloadAction<undefined, string, { arg: StoreListQuery }> => a.type === `${STORE_ITEMS_LOAD}/pending`, (state, action) => {
        state.query = action.meta.arg;
      })
      .addMatcher((a) => a.type === `${STORE_ITEMS_MORE}/pending`, (state) => {
        state.moreStatus = 'loading';
      })
      .addMatcher((a): a is PayloadAction<StoreItemsMorePayload> => a.type === `${STORE_ITEMS_MORE}/fulfilled`, (state, action) => {
        state.moreStatus = 'succeeded';
        if (action.payload.queryKey !== state.queryKey) return;
        plain(state).businessItems = appendList(plain(state).businessItems, { items: action.payload.answer.businessItems, searchAfter: action.payload.answer.searchAfter });
      })
      .addMatcher((a) => a.type === `${STORE_ITEMS_MORE}/rejected`, (state) => {
        state.moreStatus = 'failed';
      });
  },
  selectors: {
    selectNearbyStoreList: (state) => state,
  },
});

export const { selectNearbyStoreList } = nearbyStoreListSlice.selectors;
