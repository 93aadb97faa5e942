import { z } from 'zod';
import { openCursor, queryFingerprint, rejectCursor, sealCursor } from '../pagination/signedCursor';
import { serverEnv } from '../../env';
import { SEARCH_SORTS, type SearchSort } from './sorts';

/**
 * The `searchAfter` cursor of keyset pagination: the sort value and id of the last item of a page,
 * plus a fingerprint of the search it belongs to, as base64url JSON with an HMAC. Opaque to the
 * client; a cursor that was edited, or that belongs to another search, is INVALID_INPUT, never a
 * silently wrong page. The sort value travels as a decimal string so that it compares exactly in SQL.
 */
export type CursorMode = 'strict' | 'fuzzy';

export type SearchCursor = { sort: SearchSort; mode: CursorMode; key: string; id: number; search: string };

const payloadSchema = z.strictObject({
  v: z.literal(1),
  s: z.enum(SEARCH_SORTS),
  m: z.enum(['strict', 'fuzzy']),
  k: z.string().regex(/^-?\d{1,20}(\.\d{1,6})?$/),
  id: z.number().int().positive(),
  q: z.string().regex(/^[A-Za-z0-9_-]{16}$/),
});

const REJECTION = {
  message: '검색 결과를 더 불러올 수 없어요. 처음부터 다시 검색해 주세요.',
  field: '검색 위치 정보가 올바르지 않아요.',
};

/** What a cursor is bound to: the same keyword, deal type, sort, filters and position. */
export const searchFingerprint = queryFingerprint;

export function encodeCursor(cursor: SearchCursor, secret: string = serverEnv().SESSION_SECRET): string {
  return sealCursor(
    'search',
    { v: 1, s: cursor.sort, m: cursor.mode, k: cursor.key, id: cursor.id, q: cursor.search },
    secret
  );
}

/** Verifies and reads a cursor made for this very search (`expected` sort and fingerprint). */
export function decodeCursor(
  raw: string,
  expected: { sort: SearchSort; search: string },
  secret: string = serverEnv().SESSION_SECRET
): SearchCursor {
  const { s, m, k, id, q } = openCursor('search', raw, payloadSchema, { secret, rejection: REJECTION });
  if (s !== expected.sort || q !== expected.search) rejectCursor(REJECTION);
  return { sort: s, mode: m, key: k, id, search: q };
}
