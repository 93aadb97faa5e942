import { errorMessages, isDomainError, type ErrorCode } from '@/lib/errors';
import { logger } from '../../logger';
import { PayloadTooLargeError } from './restBody';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../../db/unavailable';

/** HTTP status of each error code on the REST surface (GraphQL keeps its own rules). */
const STATUS: Record<ErrorCode, number> = {
  NOT_FOUND: 404,
  INVALID_INPUT: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  UNAVAILABLE_DATES: 409,
  INVALID_TRANSITION: 409,
  PAYMENT_FAILED: 402,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export type RestErrorBody = { code: ErrorCode; message: string; details?: Record<string, string> };

/**
 * The error body of every /app/v4 answer: a stable code for programs, a Korean sentence for
 * people, and per-field details for a form. Anything that is not a DomainError is logged and
 * answered as INTERNAL, never with its own message.
 */
export function restErrorAnswer(
  error: unknown,
  requestId: string,
  route: string
): { status: number; body: RestErrorBody; headers: Record<string, string> } {
  const domain = isDomainError(error) ? error : null;
  if (!domain && isDatabaseUnavailable(error)) {
    logger.warn('rest.database_unavailable', {
      route,
      requestId,
      error: error instanceof Error ? error.message : String(error),
    });
    return {
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', message: errorMessages.SERVICE_UNAVAILABLE },
      headers: { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) },
    };
  }
  if (!domain) {
    logger.error('rest.unexpected', {
      route,
      requestId,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return { status: 500, body: { code: 'INTERNAL', message: errorMessages.INTERNAL }, headers: {} };
  }
  const headers: Record<string, string> = {};
  const { retryAfterSeconds, ...details } = domain.details ?? {};
  if (domain.code === 'RATE_LIMITED' && retryAfterSeconds) headers['retry-after'] = retryAfterSeconds;
  const body: RestErrorBody = { code: domain.code, message: domain.message };
  if (Object.keys(details).length > 0) body.details = details;
  return { status: domain instanceof PayloadTooLargeError ? 413 : STATUS[domain.code], body, headers };
}
