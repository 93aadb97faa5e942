import crypto from 'node:crypto';
import { z } from 'zod';
import { DomainError } from '@/lib/errors';
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

const MAX_CURSOR_LENGTH = 400;

function signingKey(secret: string): Buffer {
  // A key of its own, so a cursor's MAC can never be replayed as any other signed value.
  return crypto.createHmac('sha256', secret).update('ridemarket.search-cursor.v1').digest();
}

function mac(body: string, secret: string): string {
  return crypto.createHmac('sha256', signingKey(secret)).update(body).digest('base64url').slice(0, 22);
}

/** What a cursor is bound to: the same keyword, deal type, sort, filters and position. */
export function searchFingerprint(parts: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

export function encodeCursor(cursor: SearchCursor, secret: string = serverEnv().SESSION_SECRET): string {
  const body = Buffer.from(JSON.stringify({
    v: 1, s: cursor.sort, m: cursor.mode, k: cursor.key, id: cursor.id, q: cursor.search,
  })).toString('base64url');
  return `${body}.${mac(body, secret)}`;
}

function invalid(): never {
  throw new DomainError('INVALID_INPUT', '검색 결과를 더 불러올 수 없어요. 처음부터 다시 검색해 주세요.', {
    searchAfter: '검색 위치 정보가 올바르지 않아요.',
  });
}

/** Verifies and reads a cursor made for this very search (`expected` sort and fingerprint). */
export function decodeCursor(
  raw: string,
  expected: { sort: SearchSort; search: string },
  secret: string = serverEnv().SESSION_SECRET,
): SearchCursor {
  if (raw.length > MAX_CURSOR_LENGTH) invalid();
  const [body, signature, extra] = raw.split('.');
  if (!body || !signature || extra !== undefined) invalid();
  const wanted = Buffer.from(mac(body, secret));
  const given = Buffer.from(signature);
  if (wanted.length !== given.length || !crypto.timingSafeEqual(wanted, given)) invalid();
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    invalid();
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) invalid();
  const { s, m, k, id, q } = parsed.data;
  if (s !== expected.sort || q !== expected.search) invalid();
  return { sort: s, mode: m, key: k, id, search: q };
}
