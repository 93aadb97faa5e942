import crypto from 'node:crypto';
import { DomainError } from '@/lib/errors';
import { serverEnv } from '../../env';

/**
 * Keyset cursors (`searchAfter`) of the listing queries: the sort values of the last row of a page.
 *
 * The cursor is opaque to callers and signed, so that a hand-edited one is refused (INVALID_INPUT)
 * instead of silently jumping to some other position. It is also bound to the query it came from
 * (sort, category, filters): a cursor of one list replayed against another list would page from a
 * meaningless position, so that is refused too.
 */

type CursorBody = { k: readonly number[]; q: string };

let cachedKey: Buffer | undefined;

/** A key of its own, derived from the server secret, so a cursor can never pass for a session seal. */
function signingKey(): Buffer {
  cachedKey ??= crypto.createHash('sha256').update(`listing-cursor:${serverEnv().SESSION_SECRET}`).digest();
  return cachedKey;
}

function sign(payload: string): string {
  return crypto.createHmac('sha256', signingKey()).update(payload).digest('base64url').slice(0, 22);
}

/** A short fingerprint of the query a cursor belongs to (order-insensitive for filter values). */
export function queryFingerprint(parts: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

export function encodeCursor(keys: readonly number[], fingerprint: string): string {
  const payload = Buffer.from(JSON.stringify({ k: keys, q: fingerprint } satisfies CursorBody)).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

function tampered(): never {
  throw new DomainError('INVALID_INPUT', '목록 위치 정보가 올바르지 않아요. 처음부터 다시 불러와 주세요.', {
    searchAfter: '목록 위치 정보가 올바르지 않아요.',
  });
}

/**
 * The sort values inside a cursor, checked: signature, the query it was made for, and the number of
 * integer keys the sort expects.
 */
export function decodeCursor(token: string, fingerprint: string, keyCount: number): number[] {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) tampered();
  const expected = sign(payload);
  if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) tampered();
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    tampered();
  }
  const { k, q } = (body ?? {}) as Partial<CursorBody>;
  if (q !== fingerprint || !Array.isArray(k) || k.length !== keyCount || !k.every((v) => Number.isSafeInteger(v))) tampered();
  return [...k];
}
