import type { ApiClient } from '../client';
import {
  pb_businessReviewsMoreDocument,
  pb_businessReviewsPageDocument,
  type BusinessReviewFieldsFragment,
  type BusinessReviewsInput,
  type pb_businessReviewsMoreQuery,
  type pb_businessReviewsPageQuery,
} from './generated';

export type BusinessReview = BusinessReviewFieldsFragment;

export const BUSINESS_REVIEW_SORTS = [
  { key: 'NEWEST', name: '최신순' },
  { key: 'RATING_DESC', name: '평점 높은순' },
  { key: 'RATING_ASC', name: '평점 낮은순' },
] as const;

export type BusinessReviewSort = (typeof BUSINESS_REVIEW_SORTS)[number]['key'];

export type BusinessReviewsPageAnswer = pb_businessReviewsPageQuery;
export type BusinessReviewsAnswer = pb_businessReviewsPageQuery['businessReviews'];
export type BusinessReviewsMoreAnswer = pb_businessReviewsMoreQuery['businessReviews'];
export type BusinessReviewsVariables = BusinessReviewsInput & { sort: BusinessReviewSort };

/** The review page's one operation: header, the first reviews of the chosen order and filter, the viewer. */
export async function fetchBusinessReviewsPage(
  client: ApiClient,
  input: BusinessReviewsVariables
): Promise<BusinessReviewsPageAnswer> {
  return client.request('item', pb_businessReviewsPageDocument, { input });
}

/** "더 보기" (the review page and the business profile): the rows after the cursor. */
export async function fetchBusinessReviewsMore(
  client: ApiClient,
  input: BusinessReviewsVariables
): Promise<BusinessReviewsMoreAnswer> {
  return (await client.request('item', pb_businessReviewsMoreDocument, { input })).businessReviews;
}
