import {
  fetchBusinessReviewsMore,
  fetchBusinessReviewsPage,
  type BusinessReviewSort,
} from '@/api/item/businessReviews';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

export const BUSINESS_REVIEW_PAGE_SIZE = 10;

/** The review page's choice: the business, the order and the photo filter. */
export type BusinessReviewQuery = { businessId: number; sort: BusinessReviewSort; photoOnly: boolean };

export const businessReviewQueryKey = (q: BusinessReviewQuery) => `${q.businessId}|${q.sort}|${q.photoOnly}`;

/**
 * /businesses/{businessId}/reviews' loader: the header and the first reviews of the chosen order and
 * filter, with the viewer, in one operation. A new order, the photo filter and 다시 시도 run it too.
 */
export const loadBusinessReviews = createPageThunk(
  'businessReview/loadPage',
  async (query: BusinessReviewQuery, { extra }) => {
    const answer = await fetchBusinessReviewsPage(extra.client, {
      ...query,
      searchAfter: null,
      size: BUSINESS_REVIEW_PAGE_SIZE,
    });
    return { ...answer, query };
  }
);

/** "더 보기": the reviews after the cursor of the list on screen. */
export const loadMoreBusinessReviews = createApiThunk(
  'businessReview/more',
  async (_: void, { extra, getState }) => {
    const { query, businessReviews } = getState().businessReview;
    if (!query) throw new Error('no list');
    const answer = await fetchBusinessReviewsMore(extra.client, {
      ...query,
      searchAfter: String(businessReviews.searchAfter),
      size: BUSINESS_REVIEW_PAGE_SIZE,
    });
    return { queryKey: businessReviewQueryKey(query), answer };
  },
  {
    condition: (_, { getState }) => {
      const s = getState().businessReview;
      return (
        s.query !== null &&
        s.businessReviews.searchAfter !== null &&
        s.moreStatus !== 'loading' &&
        s.status !== 'loading'
      );
    },
  }
);
