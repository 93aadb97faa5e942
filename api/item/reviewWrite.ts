import type { ApiClient } from '../client';
import {
  us_myReviewsMoreDocument,
  us_notReviewsMoreDocument,
  us_notReviewsPageDocument,
  us_reviewWritePageDocument,
  us_updateReviewDocument,
  us_writeReviewDocument,
  type MyOrderReviewFieldsFragment,
  type MyReviewFieldsFragment,
  type us_myReviewsMoreQuery,
  type ReviewOrderFieldsFragment,
  type us_notReviewsPageQuery,
  type us_reviewWritePageQuery,
  type us_writeReviewMutation,
} from './generated';

export type ReviewOrder = ReviewOrderFieldsFragment;
export type MyOrderReview = MyOrderReviewFieldsFragment;
export type NotReviewsPage = us_notReviewsPageQuery;
export type NotReviewedList = us_notReviewsPageQuery['notReviewedOrders'];
export type MyReview = MyReviewFieldsFragment;
export type MyReviewList = us_myReviewsMoreQuery['myReviews'];
export type ReviewWritePage = us_reviewWritePageQuery;
export type WrittenReview = us_writeReviewMutation['writeReview'];

/** What the form sends: the photos travel as the ids their uploads answered. */
export type ReviewDraft = { rating: number; content: string; imageIds: number[] };

/** /user/not_reviews's one operation: the viewer, the first orders waiting for a review and the first reviews written. */
export async function fetchNotReviewsPage(client: ApiClient): Promise<NotReviewsPage> {
  return client.request('item', us_notReviewsPageDocument, {});
}

/** "더 보기": the orders after the cursor. */
export async function fetchNotReviewsMore(client: ApiClient, searchAfter: string): Promise<NotReviewedList> {
  return (await client.request('item', us_notReviewsMoreDocument, { searchAfter })).notReviewedOrders;
}

/** 작성한 리뷰's 더 보기: the reviews after the cursor. */
export async function fetchMyReviewsMore(client: ApiClient, searchAfter: string): Promise<MyReviewList> {
  return (await client.request('item', us_myReviewsMoreDocument, { searchAfter })).myReviews;
}

/** /user/write_review/{orderId}'s one operation: the viewer, the order and the review already written. */
export async function fetchReviewWritePage(client: ApiClient, orderId: number): Promise<ReviewWritePage> {
  return client.request('item', us_reviewWritePageDocument, { orderId });
}

export async function writeReview(client: ApiClient, orderId: number, draft: ReviewDraft): Promise<WrittenReview> {
  return (await client.request('item', us_writeReviewDocument, { orderId, ...draft })).writeReview;
}

export async function updateReview(client: ApiClient, reviewId: number, draft: ReviewDraft): Promise<WrittenReview> {
  return (await client.request('item', us_updateReviewDocument, { reviewId, ...draft })).updateReview;
}
