/**
 * /community/search (issue 18): the query (keyword, board, model), boards for the chips, the filter
 * model's name, hot posts (no keyword) and the matching posts with `searchAfter`. Server-owned: the
 * page loads the first page on the server; 더 보기 appends the next page of the same search.
 * docs/product.md §4 Posts: a like or comment answer overwrites the matching post in both lists.
 */
import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { CommunityBoard } from '@/api/item/communityBoard';
import type { CommunitySearchModel, CommunitySearchPost, CommunitySearchQuery } from '@/api/item/communitySearch';
import { applyToPosts, type PostCountsAnswer } from '@/lib/community/postRules';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { addMoreCases, idleMore, type MoreFields } from './moreCases';
import { loadCommunitySearchPage, loadMoreCommunitySearch } from './communitySearchThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type CommunitySearchState = {
  query: CommunitySearchQuery;
  boards: CommunityBoard[];
  model: CommunitySearchModel | null;
  hotPosts: CommunitySearchPost[];
  posts: CursorList<CommunitySearchPost>;
} & AsyncFields &
  MoreFields;

export const initialCommunitySearchState: CommunitySearchState = {
  query: { keyword: '', boardCode: null, modelId: null },
  boards: [],
  model: null,
  hotPosts: [],
  posts: emptyList<CommunitySearchPost>(),
  ...idleAsync,
  ...idleMore,
};

type State = Draft<CommunitySearchState>;
// Immer drafts of the cursor list are typed mutable; the list helpers answer plain values (as in communityListSlice).
const plain = (state: State) => state as unknown as CommunitySearchState;

export const communitySearchSlice = createSlice({
  name: 'communitySearch',
  initialState: initialCommunitySearchState,
  reducers: {
    /** docs/product.md §4: the server's like/comment answer overwrites the matching post in both lists. */
    communitySearchCountsChanged: (state, action: PayloadAction<PostCountsAnswer>) => {
      const s = plain(state);
      s.hotPosts = applyToPosts(s.hotPosts, action.payload);
      s.posts = { ...s.posts, items: applyToPosts(s.posts.items, action.payload) };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<CommunitySearchState>('communitySearch'));
    // The query travels with the request: 더 보기 and 다시 시도 page exactly the search that was asked.
    builder
      .addCase(loadCommunitySearchPage.pending, (state, action) => {
        state.query = action.meta.arg;
      })
      .addCase(loadCommunitySearchPage.fulfilled, (state, action) => {
        state.query = action.meta.arg;
      });
    addThunkCases(builder, loadCommunitySearchPage, (state, { communitySearch }) => {
      const s = plain(state);
      s.boards = communitySearch.boards;
      s.model = communitySearch.model;
      s.hotPosts = communitySearch.hotPosts;
      s.posts = replaceList(undefined, { items: communitySearch.posts, searchAfter: communitySearch.searchAfter });
    });
    addMoreCases(builder, loadMoreCommunitySearch, (state, { after, page }) => {
      // Anything but the page after the list's own cursor is stale (the search changed meanwhile).
      if (plain(state).posts.searchAfter !== after) return;
      plain(state).posts = appendList(plain(state).posts, { items: page.posts, searchAfter: page.searchAfter });
    });
  },
  selectors: {
    selectCommunitySearch: (state) => state,
  },
});

export const { communitySearchCountsChanged } = communitySearchSlice.actions;
export const { selectCommunitySearch } = injectSlice(communitySearchSlice.injectInto(rootReducer)).selectors;
