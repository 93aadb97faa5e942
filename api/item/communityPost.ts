import type { ApiClient } from '../client';
import {
  pb_communityPostDocument,
  pb_communityPostThreadDocument,
  pb_viewCommunityPostDocument,
  us_blockMemberDocument,
  us_deleteCommentDocument,
  us_reportContentDocument,
  us_togglePostLikeDocument,
  us_unblockMemberDocument,
  us_updateCommentDocument,
  us_writeCommentDocument,
  type CommunityCommentFieldsFragment,
  type CommunityPostCountsFieldsFragment,
  type CommunityPostDetailFieldsFragment,
  type CommunityReplyFieldsFragment,
  type CommunityReportKind,
  type pb_communityPostQuery,
} from './generated';

export type CommunityPostDetail = CommunityPostDetailFieldsFragment;
export type CommunityComment = CommunityCommentFieldsFragment;
export type CommunityReply = CommunityReplyFieldsFragment;
/** docs/product.md §4 Posts: what a like or comment write answers; every slice holding the post overwrites with it. */
export type CommunityPostCounts = CommunityPostCountsFieldsFragment;
export type CommunityPostAnswer = pb_communityPostQuery;
export type CommentChange = { commentId: number; counts: CommunityPostCounts };
export type { CommunityReportKind };

export async function fetchCommunityPost(
  client: ApiClient,
  boardCode: string,
  id: number
): Promise<CommunityPostAnswer> {
  return client.request('item', pb_communityPostDocument, { boardCode, id });
}

/** The post and thread again (after a comment change, so placeholders and order come from the server). */
export async function fetchCommunityPostThread(
  client: ApiClient,
  boardCode: string,
  id: number
): Promise<CommunityPostDetail> {
  return (await client.request('item', pb_communityPostThreadDocument, { boardCode, id })).communityPost;
}

/** Counts a view (once per visitor per Seoul day on the server); answers whether it counted. */
export async function viewCommunityPost(client: ApiClient, postId: number): Promise<boolean> {
  return (await client.request('item', pb_viewCommunityPostDocument, { postId })).viewCommunityPost;
}

export async function togglePostLike(client: ApiClient, postId: number): Promise<CommunityPostCounts> {
  return (await client.request('item', us_togglePostLikeDocument, { postId })).togglePostLike;
}

export async function writeComment(
  client: ApiClient,
  postId: number,
  parentId: number | null,
  content: string
): Promise<CommentChange> {
  return (await client.request('item', us_writeCommentDocument, { postId, parentId, content })).writeComment;
}

export async function updateComment(client: ApiClient, commentId: number, content: string): Promise<CommentChange> {
  return (await client.request('item', us_updateCommentDocument, { commentId, content })).updateComment;
}

export async function deleteComment(client: ApiClient, commentId: number): Promise<CommentChange> {
  return (await client.request('item', us_deleteCommentDocument, { commentId })).deleteComment;
}

export async function reportContent(client: ApiClient, kind: CommunityReportKind, id: number, reason: string) {
  return (await client.request('item', us_reportContentDocument, { kind, id, reason })).reportContent;
}

export async function blockMember(client: ApiClient, userId: number) {
  return (await client.request('item', us_blockMemberDocument, { userId })).blockMember;
}

export async function unblockMember(client: ApiClient, userId: number) {
  return (await client.request('item', us_unblockMemberDocument, { userId })).unblockMember;
}
