import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DomainError } from '@/lib/errors';

/**
 * The `searchAfter` of review listings: the sort key (created time, id) of the last review of a
 * page, as opaque base64url JSON. Clients hand it back unchanged; anything that doesn't decode to
 * that exact shape was tampered with and is INVALID_INPUT, never a silently different page.
 *
 * The time travels as whole microseconds since the epoch: a JS Date rounds to milliseconds and
 * could skip or repeat reviews written within one millisecond.
 */
export type ReviewCursor = { createdMicros: number; id: number };

const cursorSchema = z.tuple([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.number().int().positive().max(2_147_483_647)]);

const INVALID = '목록 위치 값이 올바르지 않아요.';

export function encodeReviewCursor(cursor: ReviewCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdMicros, cursor.id]), 'utf8').toString('base64url');
}

export function decodeReviewCursor(raw: string): ReviewCursor {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    // falls through to the shape check below
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) throw new DomainError('INVALID_INPUT', INVALID, { searchAfter: INVALID });
  return { createdMicros: result.data[0], id: result.data[1] };
}

/** SQL text of a row's cursor time (numeric extract: exact, then bigint as text for both drivers). */
export const cursorMicrosSql = (createdAt: SQL): SQL => sql`((extract(epoch FROM ${createdAt}) * 1000000)::bigint)::text`;

/** The cursor time back as a timestamptz: integer microseconds times an interval are exact in float8 below 2^53. */
export const cursorTimeSql = (cursor: ReviewCursor): SQL =>
  sql`(timestamptz 'epoch' + ${cursor.createdMicros}::float8 * interval '1 microsecond')`;
