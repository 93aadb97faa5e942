import { fetchMyReviewsMore, fetchNotReviewsMore, fetchNotReviewsPage } from '@/api/item/reviewWrite';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /user/not_reviews's loader: the viewer and the first orders waiting for a review. */
export const loadNotReviewsPage = createPageThunk('notReviews/loadPage', (_: void, { extra }) =>
  fetchNotReviewsPage(extra.client)
);

/** 더 보기: the orders after the last one shown; a second tap while one runs is dropped. */
export const loadMoreNotReviews = createApiThunk(
  'notReviews/loadMore',
  (_: void, { extra, getState }) => fetchNotReviewsMore(extra.client, getState().notReviews.searchAfter ?? ''),
  {
    condition: (_, { getState }) =>
      getState().notReviews.searchAfter !== null && getState().notReviews.more.status !== 'loading',
  }
);

/** 작성한 리뷰's 더 보기. */
export const loadMoreMyReviews = createApiThunk(
  'notReviews/loadMoreWritten',
  (_: void, { extra, getState }) => fetchMyReviewsMore(extra.client, getState().notReviews.written.searchAfter ?? ''),
  {
    condition: (_, { getState }) =>
      getState().notReviews.written.searchAfter !== null && getState().notReviews.written.more.status !== 'loading',
  }
);
