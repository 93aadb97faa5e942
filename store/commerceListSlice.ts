/**
 * Commerce list (docs/product.md §3): the models of /bikes/commerce, the header title (default 구매), the
 * measured height of the sticky sub-category bar, and what is needed to come back to the list as it
 * was: `isKeepData` and `scrollTop`. Leaving for a model keeps them; coming back (history back)
 * shows the same pages at the same scroll position without loading again.
 *
 * Models are a cursor list (§4 lists: clear, replace, append by searchAfter).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CommerceModel, CommerceModelsAnswer } from '@/api/item/commerce';
import { appendList, clearList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { loadCommerceModels, loadCommercePage, loadMoreCommerceModels } from './commerceThunks';
import { hydrate, hydratedSlice } from './hydrate';
import { injectSlice, rootReducer } from './rootReducer';

export const DEFAULT_HEADER_TITLE = '구매';

export type CommerceListState = {
  models: CursorList<CommerceModel>;
  /** The query the models answer (category, sort, filters), to know whether kept data still fits. */
  queryKey: string | null;
  headerTitle: string;
  subCategoryTitleHeight: number;
  isKeepData: boolean;
  scrollTop: number;
  /** The history entry the list was left from: only going back to it restores the scroll position. */
  historyKey: string | null;
  /** The next page's own status, so a failed "더 보기" doesn't blank the list. */
  moreStatus: AsyncStatus;
} & AsyncFields;

export const initialCommerceListState: CommerceListState = {
  models: emptyList<CommerceModel>(),
  queryKey: null,
  headerTitle: DEFAULT_HEADER_TITLE,
  subCategoryTitleHeight: 0,
  isKeepData: false,
  scrollTop: 0,
  historyKey: null,
  moreStatus: 'idle',
  ...idleAsync,
};

// Immer drafts turn the cursor's readonly array type into a mutable one; the list helpers return
// plain values, which a draft accepts as they are.
const plain = (state: unknown) => state as CommerceListState;

const pageOf = (answer: CommerceModelsAnswer) => ({
  items: answer.models,
  searchAfter: answer.searchAfter,
  totalCount: answer.totalCount,
});

/**
 * HYDRATE: the server loads page one on every visit, also when the shopper comes back. Kept data of
 * the same query wins then (it may hold more pages, and the shopper's place in them); otherwise the
 * server's copy replaces the list, as for any server-owned slice.
 */
function onHydrate(state: CommerceListState, action: ReturnType<typeof hydrate>): CommerceListState | undefined {
  const incoming = hydratedSlice<CommerceListState>(action.payload, 'commerceList');
  if (!incoming || incoming.status === 'idle') return undefined;
  if (state.isKeepData && state.queryKey === incoming.queryKey && state.models.items.length > 0) return undefined;
  return {
    ...incoming,
    isKeepData: state.isKeepData,
    scrollTop: state.scrollTop,
    historyKey: state.historyKey,
    subCategoryTitleHeight: state.subCategoryTitleHeight,
  };
}

export const commerceListSlice = createSlice({
  name: 'commerceList',
  initialState: initialCommerceListState,
  reducers: {
    clearModels(state) {
      plain(state).models = clearList<CommerceModel>();
      state.queryKey = null;
    },
    /** Leaving the list for a model: remember where the shopper was. */
    keepListPosition(state, action: PayloadAction<{ scrollTop: number; historyKey: string | null }>) {
      state.isKeepData = true;
      state.scrollTop = Math.max(0, Math.round(action.payload.scrollTop));
      state.historyKey = action.payload.historyKey;
    },
    /** Back on the list (position restored, or a fresh visit): the next visit starts normally. */
    releaseKeepData(state) {
      state.isKeepData = false;
      state.scrollTop = 0;
      state.historyKey = null;
    },
    setSubCategoryTitleHeight(state, action: PayloadAction<number>) {
      state.subCategoryTitleHeight = Math.max(0, Math.round(action.payload));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, onHydrate)
      .addCase(loadMoreCommerceModels.pending, (state) => {
        state.moreStatus = 'loading';
      })
      .addCase(loadMoreCommerceModels.fulfilled, (state, action) => {
        state.moreStatus = 'succeeded';
        // A page of a query the shopper has since left (a late answer) must not mix into the new list.
        if (action.payload.queryKey !== state.queryKey) return;
        plain(state).models = appendList(plain(state).models, pageOf(action.payload.page));
      })
      .addCase(loadMoreCommerceModels.rejected, (state) => {
        state.moreStatus = 'failed';
      });
    // Page one: the page's own operation, or a new choice on the screen.
    addThunkCases(builder, loadCommercePage, (state, { queryKey, commerceModels }) => {
      plain(state).models = replaceList(undefined, pageOf(commerceModels));
      state.queryKey = queryKey;
    });
    addThunkCases(builder, loadCommerceModels, (state, { queryKey, page }) => {
      plain(state).models = replaceList(undefined, pageOf(page));
      state.queryKey = queryKey;
    });
  },
  selectors: {
    selectCommerceList: (state) => state,
    selectCommerceModels: (state) => state.models.items,
    selectHasMoreModels: (state) => state.models.searchAfter !== null,
  },
});

export const { clearModels, keepListPosition, releaseKeepData, setSubCategoryTitleHeight } = commerceListSlice.actions;
export const { selectCommerceList, selectCommerceModels, selectHasMoreModels } = injectSlice(
  commerceListSlice.injectInto(rootReducer)
).selectors;
