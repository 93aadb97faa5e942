import {
  fetchSellerReviewsMore,
  fetchSellerReviewsPage,
  replyReview,
  type SellerReviewFilter,
} from '@/api/item/sellerReviews';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /seller/reviews's loader: the viewer and the business's first reviews under the filter. */
export const loadSellerReviewsPage = createPageThunk(
  'sellerReviews/loadPage',
  (filter: SellerReviewFilter, { extra }) => fetchSellerReviewsPage(extra.client, filter)
);

/** 더 보기: the reviews after the last one shown, of the same filter. */
export const loadMoreSellerReviews = createApiThunk(
  'sellerReviews/loadMore',
  (_: void, { extra, getState }) => {
    const { filter, searchAfter } = getState().sellerReviews;
    return fetchSellerReviewsMore(extra.client, filter, searchAfter ?? '');
  },
  {
    condition: (_, { getState }) =>
      getState().sellerReviews.searchAfter !== null && getState().sellerReviews.more.status !== 'loading',
  }
);

/** 등록/수정 of a reply; one reply in flight at a time. */
export const sendReviewReply = createApiThunk(
  'sellerReviews/reply',
  ({ reviewId, content }: { reviewId: number; content: string }, { extra }) =>
    replyReview(extra.client, reviewId, content),
  { condition: (_, { getState }) => getState().sellerReviews.reply.status !== 'loading' }
);
