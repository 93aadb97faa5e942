import { fetchNearbyBusinessPage } from '@/api/item/businessProfile';
import { fetchBusinessReviewsMore } from '@/api/item/businessReviews';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** The profile's loader: one operation holds every section the crawler must see, and the viewer. */
export const loadNearbyBusinessPage = createPageThunk(
  'nearbyBusinessDetail/loadPage',
  (businessId: number, { extra }) => fetchNearbyBusinessPage(extra.client, businessId)
);

/** "리뷰 더 보기" on the profile: the newest-first business reviews after reviewSearchAfter. */
export const loadMoreNearbyBusinessReviews = createApiThunk(
  'nearbyBusinessDetail/moreReviews',
  async (_: void, { extra, getState }) => {
    const { businessId, businessReviews } = getState().nearbyBusinessDetail;
    if (businessId === null || businessReviews.searchAfter === null) throw new Error('no next page');
    const page = await fetchBusinessReviewsMore(extra.client, {
      businessId,
      sort: 'NEWEST',
      photoOnly: false,
      searchAfter: String(businessReviews.searchAfter),
      size: 5,
    });
    return { businessId, reviews: page.businessReviews, searchAfter: page.searchAfter };
  },
  {
    condition: (_, { getState }) => {
      const { businessReviews, reviewsStatus } = getState().nearbyBusinessDetail;
      return reviewsStatus !== 'loading' && businessReviews.searchAfter !== null;
    },
  }
);
