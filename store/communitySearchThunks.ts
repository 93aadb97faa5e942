import {
  fetchCommunitySearchPage,
  fetchMoreCommunitySearch,
  type CommunitySearchQuery,
} from '@/api/item/communitySearch';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /community/search's loader: boards, the filter model, hot posts, the first posts and the viewer in one operation. */
export const loadCommunitySearchPage = createPageThunk(
  'communitySearch/loadPage',
  (query: CommunitySearchQuery, { extra }) => fetchCommunitySearchPage(extra.client, query)
);

/** 더 보기: the page after the list's cursor, named by it so a late answer after a new search is dropped. */
export const loadMoreCommunitySearch = createApiThunk(
  'communitySearch/more',
  async (_: void, { extra, getState }) => {
    const { query, posts } = getState().communitySearch;
    const after = posts.searchAfter as string | null;
    if (after === null) throw new Error('no next page');
    return { after, page: await fetchMoreCommunitySearch(extra.client, query, after) };
  },
  {
    condition: (_, { getState }) =>
      getState().communitySearch.posts.searchAfter !== null && getState().communitySearch.moreStatus !== 'loading',
  }
);
