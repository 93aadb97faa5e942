/**
 * The client of the /app/v4/auth REST surface (login, sign-up, identity checks, passwords): what
 * sets cookies or follows redirects, so it is plain same-origin fetch rather than GraphQL. Every
 * call is a JSON POST (the server's CSRF rule); a failure becomes an AuthRequestError with the
 * server's code, its Korean message and per-field details for the form.
 */
import { errorMessages, type ErrorCode } from '@/lib/errors';
import { NETWORK_ERROR_MESSAGE, type ClientErrorCode } from './errors';

export const AUTH_BASE = '/app/v4/auth';

export class AuthRequestError extends Error {
  readonly code: ClientErrorCode;
  readonly status: number | null;
  readonly details: Record<string, string>;

  constructor(code: ClientErrorCode, message: string, status: number | null, details: Record<string, string> = {}) {
    super(message);
    this.name = 'AuthRequestError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorMessages;
}

export async function postAuth<T>(path: string, body: unknown = {}, fetchImpl: typeof fetch = fetch): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(`${AUTH_BASE}${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthRequestError('NETWORK', NETWORK_ERROR_MESSAGE, null);
  }
  let payload: Record<string, unknown> = {};
  try {
    payload = (await response.json()) as Record<string, unknown>;
  } catch {
    // A proxy's HTML error page: the status still tells what kind of failure it was.
  }
  if (response.ok) return payload as T;
  const code = isErrorCode(payload.code) ? payload.code : response.status === 429 ? 'RATE_LIMITED' : 'INTERNAL';
  const message = typeof payload.message === 'string' && payload.message ? payload.message : errorMessages[code];
  const details =
    payload.details && typeof payload.details === 'object' ? (payload.details as Record<string, string>) : {};
  throw new AuthRequestError(code, message, response.status, details);
}
