import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { formatServiceError, type ErrorScope } from '../errors';
import { requestMeta } from './requestMeta';

type Options = { service: string; exposeReasons: boolean };

/** The formatter's plugin, and its result step for the in-process executor (server/graphql/inProcessExecute.ts). */
export type ErrorFormatting = Plugin & { formatResult(request: Request, result: unknown): unknown };

function isExecutionResult(value: unknown): value is ExecutionResult {
  return typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value);
}

/**
 * The single place where errors become what a client sees. It runs in onResultProcess because
 * every answer over HTTP passes there, whatever failed: body parsing, our request guards, parse,
 * validation, context creation or a resolver; SSR's in-process executor, which has no
 * onResultProcess, calls the same `formatResult`. Yoga's own masking is off (createServiceYoga) so
 * that the original error is still attached here and can be logged with the request id and
 * operation name.
 */
export function useErrorFormatting({ service, exposeReasons }: Options): ErrorFormatting {
  const formatResult = (request: Request, result: unknown): unknown => {
    const meta = requestMeta(request);
    const scope: ErrorScope = { service, requestId: meta.requestId, operationName: meta.operationName, exposeReasons };
    const format = (single: ExecutionResult): ExecutionResult =>
      single.errors?.length
        ? { ...single, errors: single.errors.map((error) => formatServiceError(error, scope)) }
        : single;
    // Streams (subscriptions, @defer) are not served by these services; they pass untouched.
    if (Array.isArray(result)) return result.map(format);
    return isExecutionResult(result) ? format(result) : result;
  };
  return {
    formatResult,
    onParams({ request, params }) {
      requestMeta(request).operationName = params.operationName ?? null;
    },
    onResultProcess({ request, result, setResult }) {
      setResult(formatResult(request, result) as typeof result);
    },
  };
}
