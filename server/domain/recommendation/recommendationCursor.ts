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
 * A ranking that is not personal (a visitor without history gets the variant's popularity order) is
 * bound to SHARED_VISITOR instead: it is the same for every such visitor, so the page rendered once
 * for all of them (the anonymous page cache) carries a cursor that works for each.
 */
const PURPOSE = 'category-recommendations';

/** `range` (`start~end`): a dated list's cursor is no cursor of the undated one or another range's. */
export type RecommendationBinding = { categoryKey: string; variant: string | null; visitor: string; range?: string };

/** The visitor of a ranking that is the same for everyone without history. */
export const SHARED_VISITOR = '*popular*';

export type RecommendationCursor = { totalCount: number; remaining: number[] };

const id = z.number().int().positive().max(2_147_483_647);
const payloadSchema = z
  .object({
    f: z.string().length(16),
    t: z.number().int().min(1).max(RECOMMENDATION_LIMIT),
    r: z.array(id).min(1).max(RECOMMENDATION_LIMIT),
  })
  .strict();

const fingerprintOf = (binding: RecommendationBinding) =>
  queryFingerprint([
    PURPOSE,
    binding.categoryKey,
    binding.variant ?? '-',
    binding.visitor,
    ...(binding.range ? [binding.range] : []),
  ]);

export function encodeRecommendationCursor(binding: RecommendationBinding, cursor: RecommendationCursor): string {
  return sealCursor(PURPOSE, { f: fingerprintOf(binding), t: cursor.totalCount, r: cursor.remaining });
}

/** Opens a cursor made for one of `bindings` (the visitor's own, or the shared one); answers which. */
export function decodeRecommendationCursor(
  bindings: readonly RecommendationBinding[],
  raw: string
): RecommendationCursor & { binding: RecommendationBinding } {
  const payload = openCursor(PURPOSE, raw, payloadSchema);
  const binding = bindings.find((b) => payload.f === fingerprintOf(b));
  if (!binding || payload.r.length > payload.t) rejectCursor();
  return { totalCount: payload.t, remaining: payload.r, binding };
}
