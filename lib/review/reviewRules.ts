import '@/lib/zodWithoutEval';
import { z } from 'zod';
import { PROFANITY_MESSAGE, containsProfanity } from '@/lib/text/profanity';
import { groupDigits } from '@/lib/digits';

/**
 * The rules of a purchase review and of a business's reply (issue 17 §3), shared by the forms and the
 * item service so the counter and the server agree.
 */
export const REVIEW_RULES = {
  minLength: 20,
  maxLength: 1_000,
  maxPhotos: 5,
  /** A review can be corrected for 30 days after it was written; after that it stands as written. */
  editableDays: 30,
  replyMinLength: 5,
  replyMaxLength: 500,
} as const;

const DAY_MS = 86_400_000;

/** The moment a review written at `createdAt` stops being editable. */
export const reviewEditableUntil = (createdAt: Date | string): Date =>
  new Date(new Date(createdAt).getTime() + REVIEW_RULES.editableDays * DAY_MS);

export const isReviewEditable = (createdAt: Date | string, now: Date = new Date()): boolean =>
  now.getTime() < reviewEditableUntil(createdAt).getTime();

/** Text a member wrote: trimmed, within the lengths, and without the profanity list's words. */
const cleanText = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .min(min, `${what}을 ${min}자 이상 써 주세요.`)
    .max(max, `${what}은 ${groupDigits(max)}자까지 쓸 수 있어요.`)
    .refine((text) => !containsProfanity(text), PROFANITY_MESSAGE);

export const reviewContentSchema = cleanText(REVIEW_RULES.minLength, REVIEW_RULES.maxLength, '리뷰');
export const replyContentSchema = cleanText(REVIEW_RULES.replyMinLength, REVIEW_RULES.replyMaxLength, '답글');

export const ratingSchema = z
  .number()
  .int('별점을 골라 주세요.')
  .min(1, '별점을 1점부터 5점 중에 골라 주세요.')
  .max(5, '별점을 1점부터 5점 중에 골라 주세요.');

const id = z.number().int().positive().max(2_147_483_647);

export const reviewPhotosSchema = z
  .array(id)
  .max(REVIEW_RULES.maxPhotos, `사진은 ${REVIEW_RULES.maxPhotos}장까지 올릴 수 있어요.`);

export const writeReviewInput = z.object({
  orderId: id,
  rating: ratingSchema,
  content: reviewContentSchema,
  imageIds: reviewPhotosSchema,
});
export const updateReviewInput = z.object({
  reviewId: id,
  rating: ratingSchema,
  content: reviewContentSchema,
  imageIds: reviewPhotosSchema,
});
export const replyReviewInput = z.object({ reviewId: id, content: replyContentSchema });

export type WriteReviewInput = z.output<typeof writeReviewInput>;
export type UpdateReviewInput = z.output<typeof updateReviewInput>;
