/**
 * Keyword landings (SPEC.md §3 Keyword list: services, title, description, keyword, siteName; a
 * service has id and isMarked), plus the list of landings for /keywords. Server-owned: the page's
 * loader runs in getServerSideProps and on client navigation alike.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fetchKeywordPage, fetchKeywordPages, type KeywordPageAnswer, type KeywordPageSummary } from '@/api/item/keywords';
import type { SearchItem } from '@/api/item/search';
import { setItemBookmark } from '@/api/item/itemDetail';
import { serializeApiError } from '@/api/errors';
import { addAsyncCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { createAppAsyncThunk } from './thunk';

export type KeywordState = {
  slug: string;
  keyword: string;
  title: string;
  description: string;
  siteName: string;
  services: SearchItem[];
  totalCount: number;
  /** Every landing (the /keywords list, and links under a landing). */
  pages: KeywordPageSummary[];
} & AsyncFields;

export const initialKeywordState: KeywordState = {
  slug: '', keyword: '', title: '', description: '', siteName: '', services: [], totalCount: 0, pages: [], ...idleAsync,
};

const KEYWORD_LOAD = 'keyword/load';

type KeywordLoad = { page: KeywordPageAnswer | null; pages: KeywordPageSummary[] };

/** A landing with the list of landings (`keyword` given), or the list alone (`keyword` null). */
export const loadKeywordPage = createAppAsyncThunk(KEYWORD_LOAD, async (keyword: string | null, { extra, rejectWithValue }) => {
  try {
    const [page, pages] = await Promise.all([
      keyword === null ? Promise.resolve(null) : fetchKeywordPage(extra.client, keyword),
      fetchKeywordPages(extra.client),
    ]);
    return { page, pages } satisfies KeywordLoad;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

export const keywordSlice = createSlice({
  name: 'keyword',
  initialState: initialKeywordState,
  reducers: {
    /** The heart on a landing's service: the matching service's isMarked follows. */
    toggleKeywordServiceBookmark(state, action: PayloadAction<{ itemId: number; isMarked: boolean }>) {
      const service = state.services.find((candidate) => candidate.itemId === action.payload.itemId);
      if (service) service.isMarked = action.payload.isMarked;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<KeywordState>('keyword'));
    addAsyncCases<KeywordState, KeywordLoad>(builder, KEYWORD_LOAD, (state, { page, pages }) => {
      state.pages = pages;
      state.slug = page?.slug ?? '';
      state.keyword = page?.keyword ?? '';
      state.title = page?.title ?? '';
      state.description = page?.description ?? '';
      state.siteName = page?.siteName ?? '';
      state.services = page?.services ?? [];
      state.totalCount = page?.totalCount ?? 0;
    });
  },
  selectors: {
    selectKeywordPage: (state) => state,
  },
});

export const { toggleKeywordServiceBookmark } = keywordSlice.actions;
export const { selectKeywordPage } = keywordSlice.selectors;

/** The heart on a landing's service; marked once the service confirms (UNAUTHENTICATED for visitors). */
export const toggleKeywordBookmark = createAppAsyncThunk(
  'keyword/toggleBookmark',
  async ({ itemId, active }: { itemId: number; active: boolean }, { extra, dispatch, rejectWithValue }) => {
    try {
      const result = await setItemBookmark(extra.client, itemId, active);
      dispatch(toggleKeywordServiceBookmark({ itemId, isMarked: result.isActiveBookmark }));
      return result;
    } catch (error) {
      return rejectWithValue(serializeApiError(error));
    }
  },
);
