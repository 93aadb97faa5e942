import type { ApiClient } from '../client';
import {
  pb_modelReviewsDocument,
  us_reportReviewDocument,
  us_setReviewHelpfulDocument,
  type ReviewFieldsFragment,
  type ReviewHeaderFieldsFragment,
  type ReviewPageFieldsFragment,
  type ReviewPhotoFieldsFragment,
  type us_reportReviewMutation,
  type us_setReviewHelpfulMutation,
} from './generated';

/** One review, as the model page, the item page and the business screens show it (fragment ReviewFields). */
export type Review = ReviewFieldsFragment;
/** A review photo: thumbUrl for the list, url when opened large (fragment ReviewPhotoFields). */
export type ReviewPhoto = ReviewPhotoFieldsFragment;
export type ReviewHeader = ReviewHeaderFieldsFragment;
export type ReviewPage = ReviewPageFieldsFragment;
export type ReviewHelpfulState = us_setReviewHelpfulMutation['setReviewHelpful'];

export async function fetchModelReviews(
  client: ApiClient,
  modelId: number,
  searchAfter: string | null
): Promise<ReviewPage> {
  return (await client.request('item', pb_modelReviewsDocument, { modelId, searchAfter })).modelReviews;
}

/** Member only: an anonymous caller gets UNAUTHENTICATED (the screen then sends them to log in). */
export async function setReviewHelpful(
  client: ApiClient,
  reviewId: number,
  active: boolean
): Promise<ReviewHelpfulState> {
  return (await client.request('item', us_setReviewHelpfulDocument, { reviewId, active })).setReviewHelpful;
}

export type ReviewReported = us_reportReviewMutation['reportReview'];

/** Member only, once per review; the fifth member's report hides it until an operator decides. */
export async function reportReview(client: ApiClient, reviewId: number, reason: string): Promise<ReviewReported> {
  return (await client.request('item', us_reportReviewDocument, { reviewId, reason })).reportReview;
}
