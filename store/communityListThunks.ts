import { fetchCommunityPage, fetchMoreCommunityPosts, type CommunityQuery } from '@/api/item/communityBoard';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /community's loader: boards, hot posts, the first page and the viewer in one operation (server render and 다시 시도). */
export const loadCommunityPage = createPageThunk('communityList/loadPage', (query: CommunityQuery, { extra }) =>
  fetchCommunityPage(extra.client, query)
);

/** 더 보기: the page after the list's cursor, named by it so a late answer after a board change is dropped. */
export const loadMoreCommunityPosts = createApiThunk(
  'communityList/more',
  async (_: void, { extra, getState }) => {
    const { query, posts } = getState().communityList;
    const after = posts.searchAfter as string | null;
    if (after === null) throw new Error('no next page');
    return { after, page: await fetchMoreCommunityPosts(extra.client, query, after) };
  },
  {
    condition: (_, { getState }) =>
      getState().communityList.posts.searchAfter !== null && getState().communityList.moreStatus !== 'loading',
  }
);
