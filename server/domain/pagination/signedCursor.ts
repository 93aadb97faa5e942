import crypto from 'node:crypto';
import type { z } from 'zod';
import { DomainError } from '@/lib/errors';
import { serverEnv } from '../../env';

/**
 * The one `searchAfter` format of every keyset-paged list: base64url JSON of the last row's sort
 * values, then an HMAC. Opaque to callers; a cursor that was edited, forged, or made for another
 * list (each purpose has its own key, and lists bind a fingerprint of their query into the payload)
 * is INVALID_INPUT — never a silently different page.
 */

const MAX_CURSOR_LENGTH = 400;

function signingKey(purpose: string, secret: string): Buffer {
  // A key per purpose, derived from the server secret: a cursor's MAC can never pass for a session
  // seal or for another list's cursor.
  return crypto.createHmac('sha256', secret).update(`ridemarket.cursor.${purpose}`).digest();
}

function mac(purpose: string, body: string, secret: string): string {
  return crypto.createHmac('sha256', signingKey(purpose, secret)).update(body).digest('base64url').slice(0, 22);
}

/** A short fingerprint of the query a cursor belongs to (keyword, sort, filters, position …). */
export function queryFingerprint(parts: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

export function sealCursor(purpose: string, payload: unknown, secret: string = serverEnv().SESSION_SECRET): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(purpose, body, secret)}`;
}

/** `param` names the argument the cursor came in (details key); `searchAfter` unless a list says otherwise. */
export type CursorRejection = { message: string; field: string; param?: string };

const DEFAULT_REJECTION: CursorRejection = {
  message: '목록 위치 정보가 올바르지 않아요. 처음부터 다시 불러와 주세요.',
  field: '목록 위치 정보가 올바르지 않아요.',
};

/** Verifies the signature, then the payload's exact shape; anything else is INVALID_INPUT. */
export function openCursor<T>(
  purpose: string,
  raw: string,
  schema: z.ZodType<T>,
  options: { secret?: string; rejection?: CursorRejection } = {}
): T {
  const rejection = options.rejection ?? DEFAULT_REJECTION;
  const reject = (): never => {
    throw new DomainError('INVALID_INPUT', rejection.message, { [rejection.param ?? 'searchAfter']: rejection.field });
  };
  if (raw.length > MAX_CURSOR_LENGTH) reject();
  const [body, signature, extra] = raw.split('.');
  if (!body || !signature || extra !== undefined) reject();
  const wanted = Buffer.from(mac(purpose, body, options.secret ?? serverEnv().SESSION_SECRET));
  const given = Buffer.from(signature);
  if (wanted.length !== given.length || !crypto.timingSafeEqual(wanted, given)) reject();
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    reject();
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) reject();
  return parsed.data as T;
}

/** For the caller's own checks after opening (a cursor of another sort or query). */
export function rejectCursor(rejection: CursorRejection = DEFAULT_REJECTION): never {
  throw new DomainError('INVALID_INPUT', rejection.message, { [rejection.param ?? 'searchAfter']: rejection.field });
}
