import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';

/** Fields of one review, shared by the model page now and the store-review screen later. */
export const REVIEW_FIELDS = 'id rating content nickname createdDatetime itemId itemName dealType storeName isActiveAssistance activeAssistanceCount isMine';

export const reviewSchema = z.object({
  id: z.number().int(), rating: z.number().int(), content: z.string(), nickname: z.string(), createdDatetime: z.string(),
  itemId: z.number().int(), itemName: z.string(), dealType: z.enum(['RENTAL', 'SELL']), storeName: z.string(),
  isActiveAssistance: z.boolean(), activeAssistanceCount: z.number().int(), isMine: z.boolean(),
});

export type Review = z.infer<typeof reviewSchema>;

export const REVIEW_HEADER_FIELDS = 'reviewCount avgRating ratingRatioList { rating count ratio }';

export const reviewHeaderSchema = z.object({
  reviewCount: z.number().int(),
  avgRating: z.number().nullable(),
  ratingRatioList: z.array(z.object({ rating: z.number().int(), count: z.number().int(), ratio: z.number().int() })),
});

export type ReviewHeader = z.infer<typeof reviewHeaderSchema>;

const reviewPageSchema = z.object({ reviews: z.array(reviewSchema), searchAfter: z.string().nullable(), totalCount: z.number().int() });

export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const MODEL_REVIEWS_DOCUMENT = `query pb_modelReviews($modelId: Int!, $searchAfter: String) {
  modelReviews(modelId: $modelId, searchAfter: $searchAfter) { reviews { ${REVIEW_FIELDS} } searchAfter totalCount }
}`;

export async function fetchModelReviews(client: ApiClient, modelId: number, searchAfter: string | null): Promise<ReviewPage> {
  const data = await client.request<unknown>('item', MODEL_REVIEWS_DOCUMENT, { modelId, searchAfter }, { operationName: 'pb_modelReviews' });
  return checkAnswer(z.object({ modelReviews: reviewPageSchema }), data, 'pb_modelReviews').modelReviews;
}

export const SET_REVIEW_HELPFUL_DOCUMENT = `mutation us_setReviewHelpful($reviewId: Int!, $active: Boolean!) {
  setReviewHelpful(reviewId: $reviewId, active: $active) { reviewId isActiveAssistance activeAssistanceCount }
}`;

const helpfulStateSchema = z.object({ reviewId: z.number().int(), isActiveAssistance: z.boolean(), activeAssistanceCount: z.number().int() });

export type ReviewHelpfulState = z.infer<typeof helpfulStateSchema>;

/** Member only: an anonymous caller gets UNAUTHENTICATED (the screen then sends them to log in). */
export async function setReviewHelpful(client: ApiClient, reviewId: number, active: boolean): Promise<ReviewHelpfulState> {
  const data = await client.request<unknown>('item', SET_REVIEW_HELPFUL_DOCUMENT, { reviewId, active }, { operationName: 'us_setReviewHelpful' });
  return checkAnswer(z.object({ setReviewHelpful: helpfulStateSchema }), data, 'us_setReviewHelpful').setReviewHelpful;
}
