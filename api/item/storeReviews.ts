import type { ApiClient } from '../client';
import {
  pb_businessReviewsDocument, pb_businessReviewsPageDocument,
  type BusinessReviewFieldsFragment, type BusinessReviewsInput, type pb_businessReviewsPageQuery, type pb_businessReviewsQuery,
} from './generated';

export type StoreReview = BusinessReviewFieldsFragment;
export type ReviewPhoto = StoreReview['photos'][number];

export const STORE_REVIEW_SORTS = [
  { key: 'NEWEST', name: '최신순' },
  { key: 'RATING_DESC', name: '평점 높은순' },
  { key: 'RATING_ASC', name: '평점 낮은순' },
] as const;

export type StoreReviewSort = (typeof STORE_REVIEW_SORTS)[number]['key'];

export type BusinessReviewsAnswer = pb_businessReviewsQuery['businessReviews'];
export type BusinessReviewsPageAnswer = pb_businessReviewsPageQuery['businessReviews'];
export type BusinessReviewsVariables = BusinessReviewsInput & { sort: StoreReviewSort };

export async function fetchBusinessReviews(client: ApiClient, input: BusinessReviewsVariables): Promise<BusinessReviewsAnswer> {
  return (await client.request('item', pb_businessReviewsDocument, { input })).businessReviews;
}

export async function fetchBusinessReviewsPage(client: ApiClient, input: BusinessReviewsVariables): Promise<BusinessReviewsPageAnswer> {
  return (await client.request('item', pb_businessReviewsPageDocument, { input })).businessReviews;
}
