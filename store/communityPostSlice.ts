/**
 * The post page (/community/{boardCode}/posts/{id}): the post with its thread, server-owned
 * (replaced on hydrate). docs/product.md §4 Posts rules come from lib/community/postRules: a counted view adds
 * one, and a like or comment answer overwrites the post's like state and counts.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { CommunityPostDetail } from '@/api/item/communityPost';
import { commentsApplied, likeApplied, viewCounted } from '@/lib/community/postRules';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import {
  commentCountChanged,
  countCommunityPostView,
  editComment,
  loadCommunityPostPage,
  removeComment,
  setMemberBlocked,
  submitComment,
  togglePostLike,
} from './communityPostThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type CommunityPostState = AsyncFields & {
  post: CommunityPostDetail | null;
  /** A like in flight: the button waits for the server's answer instead of guessing. */
  liking: boolean;
  /** The last comment write, edit, delete or block: its status and error for the form. */
  thread: AsyncFields;
};

export const initialCommunityPostState: CommunityPostState = {
  post: null,
  liking: false,
  thread: idleAsync,
  ...idleAsync,
};

export const communityPostSlice = createSlice({
  name: 'communityPost',
  initialState: initialCommunityPostState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<CommunityPostState>('communityPost', { keep: ['liking', 'thread'] }))
      .addCase(countCommunityPostView.fulfilled, (state, { payload, meta }) => {
        if (payload && state.post?.id === meta.arg) state.post = viewCounted(state.post);
      })
      .addCase(togglePostLike.pending, (state) => {
        state.liking = true;
      })
      .addCase(togglePostLike.rejected, (state) => {
        state.liking = false;
      })
      .addCase(togglePostLike.fulfilled, (state, { payload }) => {
        state.liking = false;
        if (state.post) state.post = likeApplied(state.post, payload);
      })
      .addCase(commentCountChanged, (state, { payload }) => {
        if (state.post) state.post = commentsApplied(state.post, payload);
      });
    for (const thunk of [submitComment, editComment, removeComment, setMemberBlocked]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.thread = { status: 'loading', error: null };
        })
        .addCase(thunk.rejected, (state, action) => {
          state.thread = { status: 'failed', error: errorFromRejected(action) };
        })
        .addCase(thunk.fulfilled, (state, { payload }) => {
          // The thread comes back whole; the view count stays the page's (the reload may be cached).
          if (state.post?.id === payload.id)
            state.post = { ...payload, viewCount: Math.max(payload.viewCount, state.post.viewCount) };
          state.thread = { status: 'succeeded', error: null };
        });
    }
    addThunkCases(builder, loadCommunityPostPage, (state, { communityPost }) => {
      state.post = communityPost;
    });
  },
  selectors: {
    selectCommunityPost: (state) => state.post,
    selectCommunityPostStatus: (state) => state.status,
    selectCommunityPostError: (state) => state.error,
    selectPostLiking: (state) => state.liking,
    selectThreadStatus: (state) => state.thread,
  },
});

export const {
  selectCommunityPost,
  selectCommunityPostStatus,
  selectCommunityPostError,
  selectPostLiking,
  selectThreadStatus,
} = injectSlice(communityPostSlice.injectInto(rootReducer)).selectors;
