/**
 * /community (issue 18): the boards, the chosen board (null = 전체), the sort, hot posts and the
 * board's posts with `searchAfter`. Server-owned: the page loads the first page on the server;
 * 더 보기 appends the next page of the same board and sort.
 * docs/product.md §4 Posts: a like or comment answer overwrites the matching post wherever this page shows
 * it (lib/community/postRules.ts), in the hot list and the board list alike.
 */
import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { CommunityBoard, CommunityPost, CommunityPostPage, CommunityQuery } from '@/api/item/communityBoard';
import { applyToPosts, type PostCountsAnswer } from '@/lib/community/postRules';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { addMoreCases, idleMore, type MoreFields } from './moreCases';
import { loadCommunityPage, loadMoreCommunityPosts } from './communityListThunks';
import { commentCountChanged, togglePostLike } from './communityPostThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type CommunityListState = {
  query: CommunityQuery;
  boards: CommunityBoard[];
  board: CommunityBoard | null;
  hotPosts: CommunityPost[];
  posts: CursorList<CommunityPost>;
} & AsyncFields &
  MoreFields;

export const initialCommunityListState: CommunityListState = {
  query: { boardCode: null, sort: 'LATEST' },
  boards: [],
  board: null,
  hotPosts: [],
  posts: emptyList<CommunityPost>(),
  ...idleAsync,
  ...idleMore,
};

export type CommunityMorePayload = { after: string; page: CommunityPostPage };

type State = Draft<CommunityListState>;
// Immer drafts of the cursor list are typed mutable; the list helpers answer plain values (as in alarmSlice).
const plain = (state: State) => state as unknown as CommunityListState;

/** Appends the page that follows the list's own cursor; anything else is stale (the board or sort changed). */
function appendPage(state: State, { after, page }: CommunityMorePayload) {
  if (plain(state).posts.searchAfter !== after) return;
  plain(state).posts = appendList(plain(state).posts, { items: page.posts, searchAfter: page.searchAfter });
}

/** docs/product.md §4: the server's like/comment answer overwrites the matching post in both lists. */
function applyCounts(state: State, answer: PostCountsAnswer) {
  const s = plain(state);
  s.hotPosts = applyToPosts(s.hotPosts, answer);
  s.posts = { ...s.posts, items: applyToPosts(s.posts.items, answer) };
}

export const communityListSlice = createSlice({
  name: 'communityList',
  initialState: initialCommunityListState,
  reducers: {
    /** A like or comment answer from elsewhere (the post page's thunks are matched below as well). */
    communityPostCountsChanged: (state, action: PayloadAction<PostCountsAnswer>) => applyCounts(state, action.payload),
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<CommunityListState>('communityList'))
      // A like or comment on the post page (or anywhere) updates the lists the member comes back to.
      .addCase(togglePostLike.fulfilled, (state, { payload }) => applyCounts(state, payload))
      .addCase(commentCountChanged, (state, { payload }) => applyCounts(state, payload));
    addThunkCases(builder, loadCommunityPage, (state, { communityPage }) => {
      const s = plain(state);
      // The server answers which board and sort it listed: 더 보기 pages exactly that list.
      s.query = { boardCode: communityPage.board?.code ?? null, sort: communityPage.sort };
      s.boards = communityPage.boards;
      s.board = communityPage.board;
      s.hotPosts = communityPage.hotPosts;
      s.posts = replaceList(undefined, { items: communityPage.posts, searchAfter: communityPage.searchAfter });
    });
    addMoreCases(builder, loadMoreCommunityPosts, (state, payload) => appendPage(state, payload));
  },
  selectors: {
    selectCommunityList: (state) => state,
    selectCommunityPosts: (state) => state.posts.items,
    selectCommunityHasMore: (state) => state.posts.searchAfter !== null,
  },
});

export const { communityPostCountsChanged } = communityListSlice.actions;
export const { selectCommunityList, selectCommunityPosts, selectCommunityHasMore } = injectSlice(
  communityListSlice.injectInto(rootReducer)
).selectors;
