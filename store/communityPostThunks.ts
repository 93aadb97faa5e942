import { createAction } from '@reduxjs/toolkit';
import {
  blockMember,
  deleteComment,
  fetchCommunityPost,
  fetchCommunityPostThread,
  reportContent,
  togglePostLike as requestLike,
  unblockMember,
  updateComment,
  viewCommunityPost,
  writeComment,
  type CommunityPostCounts,
  type CommunityReportKind,
} from '@/api/item/communityPost';
import { deletePost } from '@/api/item/communityWrite';
import { createPageThunk } from './pageThunk';
import { createApiThunk, type AppThunkApi } from './thunk';

/** The post page's loader: the viewer, the post and its thread, one item operation. */
export const loadCommunityPostPage = createPageThunk(
  'communityPost/loadPage',
  ({ boardCode, id }: { boardCode: string; id: number }, { extra }) => fetchCommunityPost(extra.client, boardCode, id)
);

/** Counts the view once the page is shown (the server counts once per visitor per Seoul day). */
export const countCommunityPostView = createApiThunk('communityPost/view', (postId: number, { extra }) =>
  viewCommunityPost(extra.client, postId)
);

/**
 * 좋아요: every slice holding posts matches this thunk's fulfilled action and applies
 * lib/community/postRules likeApplied with its payload (docs/product.md §4 Posts). A visitor's rejection is
 * UNAUTHENTICATED, which the screen turns into the login page.
 */
export const togglePostLike = createApiThunk('communityPost/toggleLike', (postId: number, { extra }) =>
  requestLike(extra.client, postId)
);

/**
 * A comment write, edit or delete changed a post's counts: list slices match this action and apply
 * lib/community/postRules commentsApplied with its payload (docs/product.md §4 Posts).
 */
export const commentCountChanged = createAction<CommunityPostCounts>('communityPost/commentCountChanged');

type Thread = { boardCode: string; postId: number };

/** After a comment change the thread is fetched again: placeholders and order come from the server. */
async function announceAndReload(counts: CommunityPostCounts, thread: Thread, api: AppThunkApi) {
  api.dispatch(commentCountChanged(counts));
  return fetchCommunityPostThread(api.extra.client, thread.boardCode, thread.postId);
}

export const submitComment = createApiThunk(
  'communityPost/writeComment',
  async (arg: Thread & { parentId: number | null; content: string }, api) => {
    const change = await writeComment(api.extra.client, arg.postId, arg.parentId, arg.content);
    return announceAndReload(change.counts, arg, api);
  }
);

export const editComment = createApiThunk(
  'communityPost/updateComment',
  async (arg: Thread & { commentId: number; content: string }, api) => {
    const change = await updateComment(api.extra.client, arg.commentId, arg.content);
    return announceAndReload(change.counts, arg, api);
  }
);

export const removeComment = createApiThunk(
  'communityPost/deleteComment',
  async (arg: Thread & { commentId: number }, api) => {
    const change = await deleteComment(api.extra.client, arg.commentId);
    return announceAndReload(change.counts, arg, api);
  }
);

export const reportCommunityContent = createApiThunk(
  'communityPost/report',
  ({ kind, id, reason }: { kind: CommunityReportKind; id: number; reason: string }, { extra }) =>
    reportContent(extra.client, kind, id, reason)
);

/** 차단하기 / 차단 해제, then the thread again (the blocked member's comments leave it). */
export const setMemberBlocked = createApiThunk(
  'communityPost/block',
  async (arg: Thread & { userId: number; blocked: boolean }, { extra }) => {
    await (arg.blocked ? blockMember(extra.client, arg.userId) : unblockMember(extra.client, arg.userId));
    return fetchCommunityPostThread(extra.client, arg.boardCode, arg.postId);
  }
);

/** 삭제 (the author only; the write helper's deletePost operation). */
export const deleteCommunityPost = createApiThunk('communityPost/deletePost', (postId: number, { extra }) =>
  deletePost(extra.client, postId)
);
