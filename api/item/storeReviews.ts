import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import { REVIEW_FIELDS, REVIEW_HEADER_FIELDS, reviewHeaderSchema, reviewSchema } from './reviews';

/** A store review: the shared review fields plus its photos (/app/v4/images/{id}). */
export const STORE_REVIEW_FIELDS = `${REVIEW_FIELDS} photos { id url width height alt }`;

export const reviewPhotoSchema = z.object({ id: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() });

export const storeReviewSchema = reviewSchema.extend({ photos: z.array(reviewPhotoSchema) });

export type StoreReview = z.infer<typeof storeReviewSchema>;
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

export const STORE_REVIEW_SORTS = [
  { key: 'NEWEST', name: '최신순' },
  { key: 'RATING_DESC', name: '평점 높은순' },
  { key: 'RATING_ASC', name: '평점 낮은순' },
] as const;

export type StoreReviewSort = (typeof STORE_REVIEW_SORTS)[number]['key'];

export const BUSINESS_REVIEWS_DOCUMENT = `query pb_businessReviews($input: BusinessReviewsInput!) {
  businessReviews(input: $input) {
    businessName photoReviewCount reviewHeader { ${REVIEW_HEADER_FIELDS} }
    businessReviews { ${STORE_REVIEW_FIELDS} }
    searchAfter
  }
}`;

/** A next page: only the rows (same operation, smaller selection). */
export const BUSINESS_REVIEWS_PAGE_DOCUMENT = `query pb_businessReviews($input: BusinessReviewsInput!) {
  businessReviews(input: $input) { businessReviews { ${STORE_REVIEW_FIELDS} } searchAfter }
}`;

const pageSchema = z.object({ businessReviews: z.array(storeReviewSchema), searchAfter: z.string().nullable() });

const firstSchema = pageSchema.extend({ businessName: z.string(), photoReviewCount: z.number().int(), reviewHeader: reviewHeaderSchema });

export type BusinessReviewsAnswer = z.infer<typeof firstSchema>;
export type BusinessReviewsPageAnswer = z.infer<typeof pageSchema>;

export type BusinessReviewsVariables = { storeId: number; sort: StoreReviewSort; photoOnly: boolean; searchAfter: string | null; size?: number };

export async function fetchBusinessReviews(client: ApiClient, input: BusinessReviewsVariables): Promise<BusinessReviewsAnswer> {
  const data = await client.request<unknown>('item', BUSINESS_REVIEWS_DOCUMENT, { input }, { operationName: 'pb_businessReviews' });
  return checkAnswer(z.object({ businessReviews: firstSchema }), data, 'pb_businessReviews').businessReviews;
}

export async function fetchBusinessReviewsPage(client: ApiClient, input: BusinessReviewsVariables): Promise<BusinessReviewsPageAnswer> {
  const data = await client.request<unknown>('item', BUSINESS_REVIEWS_PAGE_DOCUMENT, { input }, { operationName: 'pb_businessReviews' });
  return checkAnswer(z.object({ businessReviews: pageSchema }), data, 'pb_businessReviews').businessReviews;
}
