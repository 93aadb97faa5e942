import type { ReviewHelpfulState } from '@/api/item/reviews';

type HelpfulFields = { id: number; isActiveAssistance: boolean; activeAssistanceCount: number };

/**
 * SPEC.md §4 "Review helpfulness toggle updates the matching review's active flag and count": one
 * rule for every review list (model, store profile, store reviews), applied to a list in a draft.
 */
export function applyReviewHelpful(reviews: HelpfulFields[], change: ReviewHelpfulState): void {
  for (const review of reviews) {
    if (review.id !== change.reviewId) continue;
    review.isActiveAssistance = change.isActiveAssistance;
    review.activeAssistanceCount = change.activeAssistanceCount;
  }
}
