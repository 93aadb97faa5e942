import { fetchAutoKeywords, fetchPopularKeywords, fetchSearch, type SearchAnswer } from '@/api/item/search';
import { setItemBookmark } from '@/api/item/itemDetail';
import { serializeApiError } from '@/api/errors';
import { SEARCH_KEYWORD_ACTION } from '@/lib/searchKeywords';
import { SEARCH_LOAD, SEARCH_MORE, setAutoKeywords, setPopularKeywords, toggleSearchBookmark, type SearchPage, type SearchRequest } from './searchSlice';
import { createAppAsyncThunk } from './thunk';

const PAGE_SIZE = 20;

const toVariables = (request: SearchRequest, searchAfter: string | null) => ({
  keyword: request.keyword,
  dealType: request.dealType,
  sort: request.sort,
  filters: request.filters.map((f) => ({ key: f.key, value: String(f.value) })),
  searchAfter,
  size: PAGE_SIZE,
});

/** The search page's loader (convention 3): the first page of a search, on the server and on navigation. */
export const loadSearch = createAppAsyncThunk(SEARCH_LOAD, async (request: SearchRequest, { extra, rejectWithValue }) => {
  try {
    const answer = await fetchSearch(extra.client, toVariables(request, null));
    return { ...answer, request } satisfies SearchPage;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** The next page after the cursor of the shown results (infinite scroll and the 더 보기 button). */
export const loadMoreSearch = createAppAsyncThunk(SEARCH_MORE, async (_: void, { extra, getState, rejectWithValue }) => {
  const state = getState().search;
  try {
    return await fetchSearch(extra.client, toVariables({
      keyword: state.searchedKeyword, dealType: state.dealType, sort: state.sort, filters: state.filters,
    }, state.searchAfter)) satisfies SearchAnswer;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
}, {
  // One page at a time, and only when there is one: two scroll events must not ask twice.
  condition: (_, { getState }) => {
    const state = getState().search;
    return state.searchAfter !== null && state.moreStatus !== 'loading' && state.status !== 'loading';
  },
});

export const loadAutoKeywords = createAppAsyncThunk('search/autoKeywords', async (keyword: string, { extra, dispatch }) => {
  try {
    dispatch(setAutoKeywords({ keyword, autoKeywords: await fetchAutoKeywords(extra.client, keyword) }));
  } catch (error) {
    // Suggestions are a convenience: a failure leaves the list as it was and is only logged.
    console.error('[search] 자동 완성을 불러오지 못했습니다.', serializeApiError(error));
  }
});

export const loadPopularKeywords = createAppAsyncThunk('search/popularKeywords', async (_: void, { extra, dispatch }) => {
  try {
    dispatch(setPopularKeywords(await fetchPopularKeywords(extra.client)));
  } catch (error) {
    console.error('[search] 인기 검색어를 불러오지 못했습니다.', serializeApiError(error));
  }
});

/**
 * The heart on a result (member only). The service knows who is signed in: an anonymous visitor
 * gets UNAUTHENTICATED and the screen sends them to /login; nothing is marked before it answers.
 */
export const toggleSearchItemBookmark = createAppAsyncThunk(
  'search/toggleBookmark',
  async ({ itemId, active }: { itemId: number; active: boolean }, { extra, dispatch, rejectWithValue }) => {
    try {
      const state = await setItemBookmark(extra.client, itemId, active);
      dispatch(toggleSearchBookmark({ itemId, isMarked: state.isActiveBookmark }));
      return state;
    } catch (error) {
      return rejectWithValue(serializeApiError(error));
    }
  },
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
  },
);
