/**
 * Used item list (docs/product.md §3): usedItemList, usedItemListHeader (title, itemCount), categoryTemplates
 * (key, filterComponents) and the chosen category's filterComponents; plus the chosen category and
 * filter values. Server-owned (the selection lives in the URL). The list is a cursor list (§4 lists:
 * clear, replace, append by searchAfter).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { UsedCategoryTemplate, UsedItemListHeader, UsedItemRow } from '@/api/item/usedItems';
import type { FilterComponentView } from '@/api/item/filterSchemas';
import type { FilterValue } from '@/lib/filterValues';
import { appendList, clearList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadMoreUsedItems, loadUsedItems } from './usedItemThunks';
import { injectSlice, rootReducer } from './rootReducer';

export const USED_LIST_TITLE = '중고 상품';

export type UsedItemState = {
  usedItemList: CursorList<UsedItemRow>;
  usedItemListHeader: UsedItemListHeader;
  categoryTemplates: UsedCategoryTemplate[];
  filterComponents: FilterComponentView[];
  categoryKey: string;
  filters: FilterValue[];
  /** The query the list answers, so a late page of an abandoned query is dropped. */
  queryKey: string | null;
  moreStatus: AsyncStatus;
} & AsyncFields;

export const initialUsedItemState: UsedItemState = {
  usedItemList: emptyList<UsedItemRow>(),
  usedItemListHeader: { title: USED_LIST_TITLE, itemCount: 0 },
  categoryTemplates: [],
  filterComponents: [],
  categoryKey: 'all',
  filters: [],
  queryKey: null,
  moreStatus: 'idle',
  ...idleAsync,
};

// Immer drafts turn the cursor's readonly array type into a mutable one; the list helpers return
// plain values, which a draft accepts as they are.
const plain = (state: unknown) => state as UsedItemState;
const itemIdOf = (row: UsedItemRow) => row.item.itemId;

export const usedItemSlice = createSlice({
  name: 'usedItem',
  initialState: initialUsedItemState,
  reducers: {
    clearUsedItems(state) {
      plain(state).usedItemList = clearList<UsedItemRow>();
      state.queryKey = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<UsedItemState>('usedItem'));
    builder
      // The tab and chips follow the shopper's choice at once; the list follows when it arrives.
      .addCase(loadUsedItems.pending, (state, action) => {
        state.categoryKey = action.meta.arg.categoryKey;
        state.filters = action.meta.arg.filters;
      })
      .addCase(loadMoreUsedItems.pending, (state) => {
        state.moreStatus = 'loading';
      })
      .addCase(loadMoreUsedItems.fulfilled, (state, action) => {
        state.moreStatus = 'succeeded';
        if (action.payload.queryKey !== state.queryKey) return;
        plain(state).usedItemList = appendList(
          plain(state).usedItemList,
          { items: action.payload.answer.usedItemList, searchAfter: action.payload.answer.searchAfter },
          itemIdOf
        );
      })
      .addCase(loadMoreUsedItems.rejected, (state) => {
        state.moreStatus = 'failed';
      });
    addThunkCases(builder, loadUsedItems, (state, { queryKey, categoryKey, filters, usedItems: answer }) => {
      plain(state).usedItemList = replaceList(
        undefined,
        {
          items: answer.usedItemList,
          searchAfter: answer.searchAfter,
          totalCount: answer.usedItemListHeader.itemCount,
        },
        itemIdOf
      );
      state.usedItemListHeader = answer.usedItemListHeader;
      state.categoryTemplates = answer.categoryTemplates;
      state.filterComponents = answer.filterComponents;
      state.categoryKey = categoryKey;
      state.filters = filters;
      state.queryKey = queryKey;
    });
  },
  selectors: {
    selectUsedItemState: (state) => state,
    selectUsedItems: (state) => state.usedItemList.items,
    selectHasMoreUsedItems: (state) => state.usedItemList.searchAfter !== null,
  },
});

export const { clearUsedItems } = usedItemSlice.actions;
export const { selectUsedItemState, selectUsedItems, selectHasMoreUsedItems } = injectSlice(
  usedItemSlice.injectInto(rootReducer)
).selectors;
