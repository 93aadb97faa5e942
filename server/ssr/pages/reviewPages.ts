/**
 * Reviews from purchases (issue 17 §3): the member's orders waiting for a review and the review
 * form. Both are the member's own: visitors log in first.
 */
import { z } from 'zod';
import { loadNotReviewsPage } from '@/store/notReviewsThunks';
import { loadReviewWritePage } from '@/store/reviewWriteThunks';
import { definePage } from '../pageLoader';
import { idParam } from './routeParams';

/** /user/not_reviews: used rentals and confirmed purchases without a review, latest finished first. */
export const notReviewsPage = definePage({
  params: z.object({}),
  access: 'member',
  fills: ['notReviews', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadNotReviewsPage()),
});

/**
 * /user/write_review/{paymentId} (the order id): another member's order is a 404; an order not yet
 * used or confirmed renders (400) with the reason, so the member knows when they can come back.
 */
export const writeReviewPage = definePage({
  params: z.object({ paymentId: idParam }),
  access: 'member',
  fills: ['reviewWrite', 'user', 'badge'],
  badRequestOn: ['INVALID_TRANSITION'],
  load: (store, { paymentId }) => store.dispatch(loadReviewWritePage(paymentId)),
});
