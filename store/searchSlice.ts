/**
 * The search state area (docs/product.md §3 Search): focus, showAutoKeyword, dealType, keyword, searchAfter,
 * items (itemId, isMarked …), sorts, filterComponents, searchMagazineSection, businessSemiInfos;
 * plus what the screen needs around them (the chosen sort and filters, the count, auto-complete,
 * popular and recent keywords). The results are server-owned (SSR loads them); what the visitor is
 * doing with the input (focus, typing, recent keywords) is client-owned and survives a hydrate.
 *
 * §4 rules held here: "Search clear resets keyword, focus, items, sorts, filters, magazine section
 * and cursor"; lists clear / replace / append (paged by the searchAfter cursor); "Search bookmark
 * toggle updates isMarked on the matching item" (the one bookmark thunk, store/bookmarkToggle.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AutoKeyword,
  BusinessSemiInfo,
  FitFilter,
  NearbyRange,
  PopularKeyword,
  SearchAnswer,
  SearchDealType,
  SearchMagazine,
  SearchSortKey,
  SearchSortOption,
} from '@/api/item/search';
import type { ItemCardFieldsFragment, RangeQuoteFieldsFragment } from '@/api/item/generated';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import type { FilterComponentView } from '@/api/item/filterSchemas';
import type { SerializedApiError } from '@/api/errors';
import type { FilterValue } from '@/lib/filterValues';
import { appendList, clearList, replaceList, type CursorList } from '@/lib/lists';
import { addBookmarkCases } from './bookmarkToggle';
import { errorFromRejected, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadMoreSearch, loadSearchPage } from './searchThunks';
import { injectSlice, rootReducer } from './rootReducer';

/** `range`: the rental dates of a dated search (issue 31 §1), only on the rental tab. */
export type SearchRequest = {
  keyword: string;
  dealType: SearchDealType;
  sort: SearchSortKey;
  filters: FilterValue[];
  range?: RentalRange | null;
  /** 내 사이즈 (docs/product.md §3 Fit profile): only sizes that fit the member's fit profile. */
  fitsMe?: boolean;
};

export type SearchState = {
  focus: boolean;
  showAutoKeyword: boolean;
  dealType: SearchDealType;
  /** What the input holds (may be ahead of the results while the visitor types). */
  keyword: string;
  /** The keyword the shown results are for. */
  searchedKeyword: string;
  sort: SearchSortKey;
  filters: FilterValue[];
  searchAfter: string | null;
  /** Cursors already appended since the first page (a repeated scroll event adds nothing). */
  appliedCursors: string[];
  items: ItemCardFieldsFragment[];
  totalCount: number | null;
  isFuzzy: boolean;
  suggestedKeywords: string[];
  sorts: SearchSortOption[];
  filterComponents: FilterComponentView[];
  searchMagazineSection: { sectionTitle: string; magazines: SearchMagazine[] };
  businessSemiInfos: BusinessSemiInfo[];
  autoKeywords: AutoKeyword[];
  popularKeywords: PopularKeyword[];
  recentKeywords: string[];
  moreStatus: AsyncStatus;
  moreError: SerializedApiError | null;
  /** The dates the shown results are for (null: undated or the sale tab), each card's total, and nearby dates when none. */
  range: RentalRange | null;
  rangeQuotes: RangeQuoteFieldsFragment[];
  nearbyRanges: NearbyRange[];
  /** Whether the shown results asked for 내 사이즈, and whether it applied (null: not asked). */
  fitsMe: boolean;
  fitFilter: FitFilter | null;
} & AsyncFields;

const emptyMagazineSection = { sectionTitle: '', magazines: [] };

export const initialSearchState: SearchState = {
  focus: false,
  showAutoKeyword: false,
  dealType: 'RENTAL',
  keyword: '',
  searchedKeyword: '',
  sort: 'RECOMMEND',
  filters: [],
  searchAfter: null,
  appliedCursors: [],
  items: [],
  totalCount: null,
  isFuzzy: false,
  suggestedKeywords: [],
  sorts: [],
  filterComponents: [],
  searchMagazineSection: emptyMagazineSection,
  businessSemiInfos: [],
  autoKeywords: [],
  popularKeywords: [],
  recentKeywords: [],
  moreStatus: 'idle',
  moreError: null,
  range: null,
  rangeQuotes: [],
  nearbyRanges: [],
  fitsMe: false,
  fitFilter: null,
  ...idleAsync,
};

export type SearchPage = SearchAnswer & { request: SearchRequest };

/** The request the shown results answer (what 더 보기 continues and the URL is compared with). */
export function shownRequest(state: SearchState): SearchRequest {
  return {
    keyword: state.searchedKeyword,
    dealType: state.dealType,
    sort: state.sort,
    filters: state.filters,
    range: state.range,
    fitsMe: state.fitsMe,
  };
}

const itemIdOf = (item: ItemCardFieldsFragment) => item.itemId;

function listOf(state: SearchState): CursorList<ItemCardFieldsFragment> {
  return {
    items: state.items,
    searchAfter: state.searchAfter,
    appliedCursors: state.appliedCursors,
    totalCount: state.totalCount,
  };
}

function putList(state: SearchState, list: CursorList<ItemCardFieldsFragment>): void {
  state.items = list.items;
  // The service's cursor is always an opaque string (or null on the last page).
  state.searchAfter = typeof list.searchAfter === 'string' ? list.searchAfter : null;
  state.appliedCursors = list.appliedCursors;
  state.totalCount = list.totalCount;
}

/** Lists rule, replace: a first page drops everything before it, with what surrounds the results. */
function applyFirstPage(state: SearchState, page: SearchPage): void {
  putList(
    state,
    replaceList(undefined, { items: page.items, searchAfter: page.searchAfter, totalCount: page.totalCount }, itemIdOf)
  );
  state.dealType = page.request.dealType;
  state.keyword = page.keyword;
  state.searchedKeyword = page.keyword;
  state.sort = page.request.sort;
  state.filters = page.request.filters;
  state.isFuzzy = page.isFuzzy;
  state.suggestedKeywords = page.suggestedKeywords;
  state.sorts = page.sorts;
  state.filterComponents = page.filterComponents;
  state.searchMagazineSection = page.searchMagazineSection;
  state.businessSemiInfos = page.businessSemiInfos;
  state.range = page.range;
  state.rangeQuotes = page.rangeQuotes;
  state.nearbyRanges = page.nearbyRanges;
  state.fitsMe = page.request.fitsMe ?? false;
  state.fitFilter = page.fitFilter;
  state.moreStatus = 'idle';
  state.moreError = null;
}

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    setFocus(state, action: PayloadAction<boolean>) {
      state.focus = action.payload;
      state.showAutoKeyword = action.payload && state.keyword.trim().length > 0;
    },
    /** Typing: auto-complete shows while there is text in a focused input. */
    setKeyword(state, action: PayloadAction<string>) {
      state.keyword = action.payload;
      state.showAutoKeyword = state.focus && action.payload.trim().length > 0;
      if (!action.payload.trim()) state.autoKeywords = [];
    },
    setAutoKeywords(state, action: PayloadAction<{ keyword: string; autoKeywords: AutoKeyword[] }>) {
      // An answer for text the visitor has since changed is stale: typing is faster than the network.
      if (action.payload.keyword === state.keyword.trim()) state.autoKeywords = action.payload.autoKeywords;
    },
    setPopularKeywords(state, action: PayloadAction<PopularKeyword[]>) {
      state.popularKeywords = action.payload;
    },
    setRecentKeywords(state, action: PayloadAction<string[]>) {
      state.recentKeywords = action.payload;
    },
    /**
     * §4 Search clear: keyword, focus, items, sorts, filters (the chosen values and the components
     * they were chosen from), magazine section and cursor — nothing else: the deal type tab, the
     * business summaries and the popular and recent keywords stay.
     */
    clearSearch(state) {
      state.keyword = '';
      state.searchedKeyword = '';
      state.focus = false;
      putList(state, clearList<ItemCardFieldsFragment>());
      state.rangeQuotes = [];
      state.nearbyRanges = [];
      state.sorts = [];
      state.filters = [];
      state.filterComponents = [];
      state.searchMagazineSection = emptyMagazineSection;
    },
    /** Lists rule, replace (also used by tests and by a page that already holds an answer). */
    replaceSearchResults(state, action: PayloadAction<SearchPage>) {
      applyFirstPage(state, action.payload);
      state.status = 'succeeded';
      state.error = null;
    },
    /** Lists rule, append: the next page after the cursor; a page already applied is ignored. */
    appendSearchResults(
      state,
      action: PayloadAction<{ items: ItemCardFieldsFragment[]; searchAfter: string | null; totalCount: number }>
    ) {
      putList(state, appendList(listOf(state), action.payload, itemIdOf));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(
      hydrate,
      replaceOnHydrate<SearchState>('search', {
        keep: ['focus', 'showAutoKeyword', 'autoKeywords', 'recentKeywords'],
        // A page without results (the bare /search) still brings the popular keywords.
        when: (incoming) => incoming.status !== 'idle' || incoming.popularKeywords.length > 0,
      })
    );
    // The page's operation: the bare /search (no request) brings only the popular keywords and
    // leaves the results as they are.
    builder
      .addCase(loadSearchPage.pending, (state, action) => {
        if (action.meta.arg === null) return;
        state.status = 'loading';
        state.error = null;
      })
      .addCase(loadSearchPage.fulfilled, (state, action) => {
        state.popularKeywords = action.payload.popularKeywords;
        const request = action.meta.arg;
        if (request === null || action.payload.search === null) return;
        applyFirstPage(state, { ...action.payload.search, request });
        state.status = 'succeeded';
        state.error = null;
      })
      .addCase(loadSearchPage.rejected, (state, action) => {
        if (action.meta.arg === null) return;
        state.status = 'failed';
        state.error = errorFromRejected(action);
      })
      .addCase(loadMoreSearch.pending, (state) => {
        state.moreStatus = 'loading';
        state.moreError = null;
      })
      .addCase(loadMoreSearch.fulfilled, (state, action) => {
        putList(state, appendList(listOf(state), action.payload, itemIdOf));
        const known = new Set(state.rangeQuotes.map((q) => q.itemId));
        state.rangeQuotes.push(...action.payload.rangeQuotes.filter((q) => !known.has(q.itemId)));
        state.moreStatus = 'succeeded';
      })
      .addCase(loadMoreSearch.rejected, (state, action) => {
        state.moreStatus = 'failed';
        state.moreError = errorFromRejected(action);
      });
    // §4 Search bookmark toggle: the matching item's isMarked follows (at once, then the service's
    // answer, or back on failure); other items are untouched.
    addBookmarkCases(builder, 'ITEM', (state, id, shown) => {
      const item = state.items.find((candidate) => candidate.itemId === id);
      if (item) item.isMarked = shown.isActiveBookmark;
    });
  },
  selectors: {
    selectSearch: (state) => state,
    selectSearchItems: (state) => state.items,
    selectHasMoreResults: (state) => state.searchAfter !== null,
  },
});

export const {
  setFocus,
  setKeyword,
  setAutoKeywords,
  setPopularKeywords,
  setRecentKeywords,
  clearSearch,
  replaceSearchResults,
  appendSearchResults,
} = searchSlice.actions;
export const { selectSearch, selectSearchItems, selectHasMoreResults } = injectSlice(
  searchSlice.injectInto(rootReducer)
).selectors;
