import { reportReview } from '@/api/item/reviews';
import { createApiThunk } from './thunk';

/**
 * 리뷰 신고 on any review list (item, model, business screens): once per member; the fifth member's
 * report hides the review until an operator decides (docs/product.md §4 Review reports). A rejection carries
 * the code, so the screen can send an anonymous visitor to log in.
 */
export const reportReviewContent = createApiThunk(
  'review/report',
  ({ reviewId, reason }: { reviewId: number; reason: string }, { extra }) =>
    reportReview(extra.client, reviewId, reason)
);
