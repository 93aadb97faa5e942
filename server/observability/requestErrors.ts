import { logger } from '../logger';
import { processSingleton } from '../processSingleton';
import { redactText, redactUrl } from './redact';

/**
 * Next's errors as our log lines. A page or API route that throws reaches instrumentation.ts
 * `onRequestError` first, with the request (its headers carry our x-request-id) and the route; it is
 * logged here as one JSON line. Next then prints the same error to the console itself, which
 * consoleJson.ts recognises and skips, so an error is logged once, with its request.
 */
type NextRequestInfo = { path: string; method: string; headers: Record<string, string | string[] | undefined> };
type NextErrorContext = { routerKind?: string; routePath?: string; routeType?: string; renderSource?: string };

const reported = () => processSingleton('reportedRequestErrors', () => new WeakSet<object>());

export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redactText(String(error)) };
  const digest = (error as { digest?: unknown }).digest;
  return {
    name: error.name,
    message: redactText(error.message),
    ...(typeof digest === 'string' && { digest }),
    ...(error.stack && { stack: redactText(error.stack) }),
  };
}

export function logRequestError(error: unknown, request: NextRequestInfo, context: NextErrorContext): void {
  if (error && typeof error === 'object') reported().add(error);
  const requestId = request.headers['x-request-id'];
  logger.error('request.error', {
    ...(typeof requestId === 'string' && { requestId }),
    method: request.method,
    path: redactUrl(request.path),
    route: context.routePath,
    routeType: context.routeType,
    error: describeError(error),
  });
}

export function wasReported(value: unknown): boolean {
  return typeof value === 'object' && value !== null && reported().has(value);
}
