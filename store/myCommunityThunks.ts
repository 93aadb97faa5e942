import { fetchMyCommunityPage } from '@/api/item/myCommunity';
import { createPageThunk } from './pageThunk';

/** /user/community's loader: the viewer and their own posts and comments. */
export const loadMyCommunityPage = createPageThunk('myCommunity/loadPage', (_: void, { extra }) =>
  fetchMyCommunityPage(extra.client)
);
