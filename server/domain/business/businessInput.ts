import { z } from 'zod';
import { filterValuesSchema } from '../filters/filterTypes';
import { BUSINESS_SORT_KEYS } from './businessItemSorts';

/** Business ids are serial integers; anything else is the caller's mistake (INVALID_INPUT). */
export const businessId = z.number().int().positive().max(2_147_483_647);

const withoutNulls = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null))
    : value;

const searchAfter = z.string().min(1).max(400).nullable().default(null);

export const businessDetailInput = z.object({ id: businessId });

export const businessItemsInput = z.preprocess(
  withoutNulls,
  z.object({
    businessId,
    categoryKey: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,39}$/, '카테고리 값이 올바르지 않아요.')
      .default('all'),
    sort: z.enum(BUSINESS_SORT_KEYS, { message: '정렬 값이 올바르지 않아요.' }).default('RECOMMEND'),
    filters: filterValuesSchema.default([]),
    /** The famous list (/nearby_store/{id}/famous_list): only the business's famous items, famous first. */
    famousOnly: z.boolean().default(false),
    searchAfter,
    size: z.number().int().min(1).max(50).default(20),
    // Checked against today by the one range rule in the service (server/domain/rentalRange/rangeArgs.ts).
    range: z.object({ start: z.string().max(10), end: z.string().max(10) }).nullish(),
  })
);

export type BusinessItemsInput = z.output<typeof businessItemsInput>;

export const businessReviewsInput = z.preprocess(
  withoutNulls,
  z.object({
    businessId,
    sort: z.enum(['NEWEST', 'RATING_DESC', 'RATING_ASC'], { message: '정렬 값이 올바르지 않아요.' }).default('NEWEST'),
    photoOnly: z.boolean().default(false),
    searchAfter,
    size: z.number().int().min(1).max(30).default(10),
  })
);

export type BusinessReviewsInput = z.output<typeof businessReviewsInput>;
