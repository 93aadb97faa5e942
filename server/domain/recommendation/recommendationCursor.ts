import { z } from 'zod';
import { openCursor, queryFingerprint, rejectCursor, sealCursor } from '../pagination/signedCursor';
import { RECOMMENDATION_LIMIT } from './ranking';

/**
 * The `searchAfter` of a category recommendation. The ranking is personal and moves whenever the
 * visitor views something (or the affinity job runs), so re-ranking for page 2 could repeat or skip
 * items. Instead the first page materialises the ≤30 ranked ids and the cursor carries the rest of
 * them, sealed like every list cursor: page 2 is exactly the continuation of page 1. The cursor is
 * bound to the category, the experiment variant and the visitor; one made for another of these is
 * INVALID_INPUT (it would show someone else's ranking), and the screen starts the list again.
 */
const PURPOSE = 'category-recommendations';

export type RecommendationBinding = { categoryKey: string; variant: string | null; visitor: string };

export type RecommendationCursor = { totalCount: number; remaining: number[] };

const id = z.number().int().positive().max(2_147_483_647);
const payloadSchema = z.object({
  f: z.string().length(16),
  t: z.number().int().min(1).max(RECOMMENDATION_LIMIT),
  r: z.array(id).min(1).max(RECOMMENDATION_LIMIT),
}).strict();

const fingerprintOf = (binding: RecommendationBinding) =>
  queryFingerprint([PURPOSE, binding.categoryKey, binding.variant ?? '-', binding.visitor]);

export function encodeRecommendationCursor(binding: RecommendationBinding, cursor: RecommendationCursor): string {
  return sealCursor(PURPOSE, { f: fingerprintOf(binding), t: cursor.totalCount, r: cursor.remaining });
}

export function decodeRecommendationCursor(binding: RecommendationBinding, raw: string): RecommendationCursor {
  const payload = openCursor(PURPOSE, raw, payloadSchema);
  if (payload.f !== fingerprintOf(binding) || payload.r.length > payload.t) rejectCursor();
  return { totalCount: payload.t, remaining: payload.r };
}
