import { z } from 'zod';
import { filterValuesSchema } from '../filters/filterTypes';
import { COMMERCE_SORT_KEYS, DEFAULT_COMMERCE_SORT } from './commerceSorts';

/** 'all' or a category key as stored (lower snake case); whether it exists is checked against the data. */
const categoryKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, '카테고리 값이 올바르지 않아요.')
  .default('all');
const searchAfter = z.string().min(1).max(400).nullable().default(null);
const size = z.number().int().min(1).max(50).default(20);

/** GraphQL sends an explicit null for an optional argument left empty: treat it as absent (the default). */
const withoutNulls = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null))
    : value;

export const commerceModelsInput = z.preprocess(
  withoutNulls,
  z.object({
    categoryKey,
    sort: z.enum(COMMERCE_SORT_KEYS, { message: '정렬 값이 올바르지 않아요.' }).default(DEFAULT_COMMERCE_SORT),
    filters: filterValuesSchema.default([]),
    searchAfter,
    size,
  })
);

export type CommerceModelsInput = z.output<typeof commerceModelsInput>;

export const usedItemsInput = z.preprocess(
  withoutNulls,
  z.object({ categoryKey, filters: filterValuesSchema.default([]), searchAfter, size })
);

export type UsedItemsInput = z.output<typeof usedItemsInput>;

/** Filter values in a stable order, so that the same choice made in another order is the same query. */
export function canonicalFilters(filters: readonly { key: string; value: string }[]): string[] {
  return filters.map((f) => `${f.key}=${f.value}`).sort();
}
