/**
 * Keyword landings (docs/product.md §3 Keyword list: services, title, description, keyword, siteName; a
 * service has id and isMarked), plus the list of landings for /keywords. Server-owned: the page's
 * loader runs in getServerSideProps and on client navigation alike.
 */
import { createSlice } from '@reduxjs/toolkit';
import { fetchKeywordsPage, type KeywordPageSummary } from '@/api/item/keywords';
import type { ItemCardFieldsFragment } from '@/api/item/generated';
import { addBookmarkCases } from './bookmarkToggle';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { createPageThunk } from './pageThunk';
import { injectSlice, rootReducer } from './rootReducer';

export type KeywordState = {
  slug: string;
  keyword: string;
  title: string;
  description: string;
  siteName: string;
  services: ItemCardFieldsFragment[];
  totalCount: number;
  /** Every landing (the /keywords list, and links under a landing). */
  pages: KeywordPageSummary[];
} & AsyncFields;

export const initialKeywordState: KeywordState = {
  slug: '',
  keyword: '',
  title: '',
  description: '',
  siteName: '',
  services: [],
  totalCount: 0,
  pages: [],
  ...idleAsync,
};

/**
 * The page's loader: one operation (pb_keywordsPage) with a landing (`keyword` given) and the list of
 * landings, or the list alone (`keyword` null), and the viewer; on the server and on 다시 시도 alike.
 */
export const loadKeywordPage = createPageThunk('keyword/loadPage', (keyword: string | null, { extra }) =>
  fetchKeywordsPage(extra.client, keyword)
);

export const keywordSlice = createSlice({
  name: 'keyword',
  initialState: initialKeywordState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<KeywordState>('keyword'));
    addThunkCases(builder, loadKeywordPage, (state, { keywordPage: page, keywordPages }) => {
      state.pages = keywordPages;
      state.slug = page?.slug ?? '';
      state.keyword = page?.keyword ?? '';
      state.title = page?.title ?? '';
      state.description = page?.description ?? '';
      state.siteName = page?.siteName ?? '';
      state.services = page?.services ?? [];
      state.totalCount = page?.totalCount ?? 0;
    });
    // The heart on a landing's service (the one bookmark thunk): the matching service's isMarked follows.
    addBookmarkCases(builder, 'ITEM', (state, id, shown) => {
      const service = state.services.find((candidate) => candidate.itemId === id);
      if (service) service.isMarked = shown.isActiveBookmark;
    });
  },
  selectors: {
    selectKeywordPage: (state) => state,
  },
});

export const { selectKeywordPage } = injectSlice(keywordSlice.injectInto(rootReducer)).selectors;
