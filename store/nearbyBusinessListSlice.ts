/**
 * Nearby business lists (docs/product.md §3): businessItems, categoryTemplates, filterComponents and the header
 * (businessName, itemCount), for /nearby_store/{id}/list and its famous_list (same header). The
 * chosen category, sort and filter values live in the URL and here. businessItems is a cursor list
 * (§4 lists: clear, replace, append by searchAfter).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { BusinessCategoryTemplate, BusinessItemsAnswer } from '@/api/item/businessProfile';
import type { ItemCardFieldsFragment, ItemRangeFactFieldsFragment } from '@/api/item/generated';
import type { FilterComponentView } from '@/api/item/filterSchemas';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadMoreBusinessItems, loadBusinessItems, type BusinessListQuery } from './nearbyBusinessListThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type { BusinessListQuery } from './nearbyBusinessListThunks';

export type NearbyBusinessListState = {
  query: BusinessListQuery | null;
  header: { businessName: string; itemCount: number };
  categoryTemplates: BusinessCategoryTemplate[];
  filterComponents: FilterComponentView[];
  sorts: { key: string; name: string }[];
  businessItems: CursorList<ItemCardFieldsFragment>;
  /** The range the list answers (with its day count), or null. */
  range: BusinessItemsAnswer['range'];
  /** With a range: each listed item's total and units left, by item id. */
  rangeFacts: Record<number, ItemRangeFactFieldsFragment>;
  /** The query the list answers, so a late page of an abandoned query is dropped. */
  queryKey: string | null;
  moreStatus: AsyncStatus;
} & AsyncFields;

const itemIdOf = (item: ItemCardFieldsFragment) => item.itemId;

export const initialNearbyBusinessListState: NearbyBusinessListState = {
  query: null,
  header: { businessName: '', itemCount: 0 },
  categoryTemplates: [],
  filterComponents: [],
  sorts: [],
  businessItems: emptyList<ItemCardFieldsFragment>(),
  range: null,
  rangeFacts: {},
  queryKey: null,
  moreStatus: 'idle',
  ...idleAsync,
};

const plain = (state: unknown) => state as NearbyBusinessListState;

export const nearbyBusinessListSlice = createSlice({
  name: 'nearbyBusinessList',
  initialState: initialNearbyBusinessListState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<NearbyBusinessListState>('nearbyBusinessList'))
      // Tabs, sort and chips follow the shopper's choice at once; the rows follow when they arrive.
      .addCase(loadBusinessItems.pending, (state, action) => {
        state.query = action.meta.arg;
      })
      .addCase(loadMoreBusinessItems.pending, (state) => {
        state.moreStatus = 'loading';
      })
      .addCase(loadMoreBusinessItems.fulfilled, (state, { payload }) => {
        state.moreStatus = 'succeeded';
        if (payload.queryKey !== state.queryKey) return;
        plain(state).businessItems = appendList(
          plain(state).businessItems,
          { items: payload.answer.businessItems, searchAfter: payload.answer.searchAfter },
          itemIdOf
        );
        for (const fact of payload.answer.rangeFacts) state.rangeFacts[fact.itemId] = fact;
      })
      .addCase(loadMoreBusinessItems.rejected, (state) => {
        state.moreStatus = 'failed';
      });
    addThunkCases(builder, loadBusinessItems, (state, { businessItems: answer, query, queryKey }) => {
      plain(state).businessItems = replaceList(
        undefined,
        { items: answer.businessItems, searchAfter: answer.searchAfter, totalCount: answer.header.itemCount },
        itemIdOf
      );
      state.header = answer.header;
      state.range = answer.range;
      state.rangeFacts = Object.fromEntries(answer.rangeFacts.map((fact) => [fact.itemId, fact]));
      state.categoryTemplates = answer.categoryTemplates;
      state.filterComponents = answer.filterComponents;
      state.sorts = answer.sorts;
      state.query = query;
      state.queryKey = queryKey;
    });
  },
  selectors: {
    selectNearbyBusinessList: (state) => state,
  },
});

export const { selectNearbyBusinessList } = injectSlice(nearbyBusinessListSlice.injectInto(rootReducer)).selectors;
