import { fetchAutoKeywords, fetchMoreSearch, fetchSearchPage, type SearchVariables } from '@/api/item/search';
import { serializeApiError } from '@/api/errors';
import { SEARCH_KEYWORD_ACTION } from '@/lib/searchKeywords';
// searchSlice matches the thunks below by their own actions and so imports this module; the slice's
// action creators are used here only inside thunk bodies (RTK builds a slice's reducer on first use),
// so the two modules may load in either order.
import { setAutoKeywords, shownRequest, type SearchRequest } from './searchSlice';
import { createPageThunk } from './pageThunk';
import { createApiThunk, createAppAsyncThunk } from './thunk';

const PAGE_SIZE = 20;

const toVariables = (request: SearchRequest, searchAfter: string | null): SearchVariables => ({
  keyword: request.keyword,
  dealType: request.dealType,
  sort: request.sort,
  filters: request.filters.map((f) => ({ key: f.key, value: String(f.value) })),
  searchAfter,
  size: PAGE_SIZE,
  range: request.dealType === 'RENTAL' ? (request.range ?? null) : null,
  fitsMe: request.fitsMe ?? false,
});

/**
 * The search page's loader: one operation (pb_searchPage) with the popular keywords, the first page
 * of `request` (null: the bare /search, the focus screen) and the viewer. The server sends it, and
 * so does every new search in the page (a shallow URL change) and 다시 시도.
 */
export const loadSearchPage = createPageThunk('search/loadPage', (request: SearchRequest | null, { extra }) =>
  fetchSearchPage(extra.client, request && toVariables(request, null))
);

/** The next page after the cursor of the shown results (infinite scroll and the 더 보기 button). */
export const loadMoreSearch = createApiThunk(
  'search/more',
  (_: void, { extra, getState }) => {
    const state = getState().search;
    return fetchMoreSearch(extra.client, toVariables(shownRequest(state), state.searchAfter));
  },
  {
    // One page at a time, and only when there is one: two scroll events must not ask twice.
    condition: (_, { getState }) => {
      const state = getState().search;
      return state.searchAfter !== null && state.moreStatus !== 'loading' && state.status !== 'loading';
    },
  }
);

export const loadAutoKeywords = createAppAsyncThunk(
  'search/autoKeywords',
  async (keyword: string, { extra, dispatch }) => {
    try {
      dispatch(setAutoKeywords({ keyword, autoKeywords: await fetchAutoKeywords(extra.client, keyword) }));
    } catch (error) {
      // Suggestions are a convenience: a failure leaves the list as it was and is only logged.
      console.error('[search] 자동 완성을 불러오지 못했습니다.', serializeApiError(error));
    }
  }
);

/** Records a search for 인기 검색어 (capture event); analytics never breaks the page. */
export const recordSearchKeyword = createAppAsyncThunk(
  'search/record',
  async ({ keyword, anonyId, url }: { keyword: string; anonyId: string | null; url: string }, { extra }) => {
    if (!anonyId || !keyword.trim()) return;
    try {
      await extra.capture.createCaptureEvent({ anonyId, action: SEARCH_KEYWORD_ACTION, value1: keyword.trim(), url });
    } catch (error) {
      console.error('[search] 검색 기록을 보내지 못했습니다.', serializeApiError(error));
    }
  }
);
