import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { openCursor, sealCursor } from '../pagination/signedCursor';

/**
 * The `searchAfter` of review listings: the sort key (created time, id) of the last review of a
 * page, sealed like every list cursor (pagination/signedCursor): an edited one is INVALID_INPUT.
 *
 * The time travels as whole microseconds since the epoch: a JS Date rounds to milliseconds and
 * could skip or repeat reviews written within one millisecond.
 */
export type ReviewCursor = { createdMicros: number; id: number };

const cursorSchema = z.tuple([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  z.number().int().positive().max(2_147_483_647),
]);

export function encodeReviewCursor(cursor: ReviewCursor): string {
  return sealCursor('reviews', [cursor.createdMicros, cursor.id]);
}

export function decodeReviewCursor(raw: string): ReviewCursor {
  const [createdMicros, id] = openCursor('reviews', raw, cursorSchema);
  return { createdMicros, id };
}

/** SQL text of a row's cursor time (numeric extract: exact, then bigint as text for both drivers). */
export const cursorMicrosSql = (createdAt: SQL): SQL =>
  sql`((extract(epoch FROM ${createdAt}) * 1000000)::bigint)::text`;

/** The cursor time back as a timestamptz: integer microseconds times an interval are exact in float8 below 2^53. */
export const cursorTimeSql = (cursor: ReviewCursor): SQL =>
  sql`(timestamptz 'epoch' + ${cursor.createdMicros}::float8 * interval '1 microsecond')`;
