import { fetchNearbyStorePage } from '@/api/item/storeProfile';
import { fetchBusinessReviewsMore } from '@/api/item/storeReviews';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** The profile's loader: one operation holds every section the crawler must see, and the viewer. */
export const loadNearbyStorePage = createPageThunk('nearbyStoreDetail/loadPage', (storeId: number, { extra }) => fetchNearbyStorePage(extra.client, storeId));

/** "리뷰 더 보기" on the profile: the newest-first store reviews after reviewSearchAfter. */
export const loadMoreNearbyStoreReviews = createApiThunk('nearbyStoreDetail/moreReviews', async (_: void, { extra, getState }) => {
  const { storeId, businessReviews } = getState().nearbyStoreDetail;
  if (storeId === null || businessReviews.searchAfter === null) throw new Error('no next page');
  const page = await fetchBusinessReviewsMore(extra.client, {
    storeId, sort: 'NEWEST', photoOnly: false, searchAfter: String(businessReviews.searchAfter), size: 5,
  });
  return { storeId, reviews: page.businessReviews, searchAfter: page.searchAfter };
}, {
  condition: (_, { getState }) => {
    const { businessReviews, reviewsStatus } = getState().nearbyStoreDetail;
    return reviewsStatus !== 'loading' && businessReviews.searchAfter !== null;
  },
});
