import type { ApiClient } from '../client';
import {
  pb_communityMoreDocument,
  pb_communityPageDocument,
  type CommunityBoardFieldsFragment,
  type CommunityPostSummaryFieldsFragment,
  type CommunitySort,
  type pb_communityPageQuery,
} from './generated';

export type CommunityBoard = CommunityBoardFieldsFragment;
export type CommunityPost = CommunityPostSummaryFieldsFragment;
export type { CommunitySort };
export type CommunityPageAnswer = pb_communityPageQuery;
export type CommunityPostPage = { posts: CommunityPost[]; searchAfter: string | null };
/** What a /community link names: a board (null = 전체) and a sort. */
export type CommunityQuery = { boardCode: string | null; sort: CommunitySort };

/** /community's one operation: boards, hot posts, the first page of posts and the viewer. */
export async function fetchCommunityPage(client: ApiClient, query: CommunityQuery): Promise<CommunityPageAnswer> {
  return client.request('item', pb_communityPageDocument, query);
}

/** 더 보기: the page after `searchAfter` of the same board and sort. */
export async function fetchMoreCommunityPosts(
  client: ApiClient,
  query: CommunityQuery,
  searchAfter: string
): Promise<CommunityPostPage> {
  return (await client.request('item', pb_communityMoreDocument, { ...query, searchAfter })).communityPosts;
}
