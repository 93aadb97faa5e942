import type { ApiClient } from '../client';
import {
  pb_communitySearchMoreDocument,
  pb_communitySearchPageDocument,
  type CommunityPostSummaryFieldsFragment,
  type pb_communitySearchPageQuery,
} from './generated';

export type CommunitySearchPost = CommunityPostSummaryFieldsFragment;
export type CommunitySearchPageAnswer = pb_communitySearchPageQuery;
export type CommunitySearchModel = NonNullable<pb_communitySearchPageQuery['communitySearch']['model']>;
export type CommunitySearchPostPage = { posts: CommunitySearchPost[]; searchAfter: string | null };

/** What a /community/search link names: a keyword ('' = none), a board and a tagged model (null = any). */
export type CommunitySearchQuery = { keyword: string; boardCode: string | null; modelId: number | null };

const inputOf = (query: CommunitySearchQuery) => ({
  keyword: query.keyword || null,
  boardCode: query.boardCode,
  modelId: query.modelId,
});

/** /community/search's one operation: boards, the model's name, hot posts, the first posts and the viewer. */
export async function fetchCommunitySearchPage(
  client: ApiClient,
  query: CommunitySearchQuery
): Promise<CommunitySearchPageAnswer> {
  return client.request('item', pb_communitySearchPageDocument, { input: inputOf(query) });
}

/** 더 보기: the posts after `searchAfter` of the same search. */
export async function fetchMoreCommunitySearch(
  client: ApiClient,
  query: CommunitySearchQuery,
  searchAfter: string
): Promise<CommunitySearchPostPage> {
  return (await client.request('item', pb_communitySearchMoreDocument, { input: { ...inputOf(query), searchAfter } }))
    .communitySearch;
}
