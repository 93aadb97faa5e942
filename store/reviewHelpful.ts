import { setReviewHelpful, type ReviewHelpfulState } from '@/api/item/reviews';
import { createApiThunk } from './thunk';

type HelpfulFields = { id: number; isActiveAssistance: boolean; activeAssistanceCount: number };

/**
 * 도움이 돼요 on any review list (model, item, business profile, business reviews): one member action whose
 * answer every slice holding reviews applies. A rejection carries the code, so the screen can send
 * an anonymous visitor to log in.
 */
export const toggleReviewHelpful = createApiThunk(
  'review/toggleHelpful',
  ({ reviewId, active }: { reviewId: number; active: boolean }, { extra }) =>
    setReviewHelpful(extra.client, reviewId, active)
);

/**
 * docs/product.md §4 Review helpfulness: the toggle updates the matching review's active flag and count; one
 * rule for every review list (model, business profile, business reviews), applied to a list in a draft.
 */
export function applyReviewHelpful(reviews: HelpfulFields[], change: ReviewHelpfulState): void {
  for (const review of reviews) {
    if (review.id !== change.reviewId) continue;
    review.isActiveAssistance = change.isActiveAssistance;
    review.activeAssistanceCount = change.activeAssistanceCount;
  }
}
