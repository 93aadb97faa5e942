import { fetchReviewWritePage, updateReview, writeReview, type ReviewDraft } from '@/api/item/reviewWrite';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /user/write_review/{orderId}'s loader: the viewer, the order and the review written already. */
export const loadReviewWritePage = createPageThunk('reviewWrite/loadPage', (orderId: number, { extra }) =>
  fetchReviewWritePage(extra.client, orderId)
);

/**
 * 등록 or 수정: a new review of the order, or the edit of the one written already (the page knows
 * which from the form). A second tap while one runs is dropped.
 */
export const submitReview = createApiThunk(
  'reviewWrite/submit',
  (draft: ReviewDraft, { extra, getState }) => {
    const form = getState().reviewWrite.form;
    if (!form) throw new Error('no review form loaded');
    return form.review
      ? updateReview(extra.client, form.review.id, draft)
      : writeReview(extra.client, form.order.orderId, draft);
  },
  {
    condition: (_, { getState }) =>
      getState().reviewWrite.submit.status !== 'loading' && getState().reviewWrite.form !== null,
  }
);
