import type { ApiClient } from '../client';
import { us_myCommunityPageDocument, type us_myCommunityPageQuery } from './generated';

export type MyCommunityPage = us_myCommunityPageQuery;
export type MyCommunity = us_myCommunityPageQuery['myCommunity'];
export type MyCommunityComment = MyCommunity['comments'][number];

/** /user/community's one operation: the viewer and their own posts and comments. */
export async function fetchMyCommunityPage(client: ApiClient): Promise<MyCommunityPage> {
  return client.request('item', us_myCommunityPageDocument, {});
}
