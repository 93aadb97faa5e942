import type { ApiClient } from '../client';
import {
  us_communityWritePageDocument,
  us_deletePostDocument,
  us_updatePostDocument,
  us_writePostDocument,
  type us_communityWritePageQuery,
  type us_writePostMutation,
} from './generated';

export type CommunityWritePage = us_communityWritePageQuery;
export type CommunityWriteForm = us_communityWritePageQuery['communityWriteForm'];
export type WrittenPost = us_writePostMutation['writePost'];

/** What the form sends: photos travel as their upload ids, tags as model ids. */
export type PostDraft = { boardCode: string; title: string; content: string; imageIds: number[]; modelIds: number[] };

/** Both write pages' one operation: the viewer, the boards and (with postId) the member's own post. */
export async function fetchCommunityWritePage(
  client: ApiClient,
  boardCode: string,
  postId: number | null
): Promise<CommunityWritePage> {
  return client.request('item', us_communityWritePageDocument, { boardCode, postId, isUpdate: postId !== null });
}

export async function writePost(client: ApiClient, draft: PostDraft): Promise<WrittenPost> {
  return (await client.request('item', us_writePostDocument, draft)).writePost;
}

export async function updatePost(client: ApiClient, postId: number, draft: PostDraft): Promise<WrittenPost> {
  return (await client.request('item', us_updatePostDocument, { postId, ...draft })).updatePost;
}

/** 삭제 (the post page's menu, helper C2): the author only; answers where the post was. */
export async function deletePost(client: ApiClient, postId: number): Promise<WrittenPost> {
  return (await client.request('item', us_deletePostDocument, { postId })).deletePost;
}
