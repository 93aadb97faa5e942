import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { formatServiceError, type ErrorScope } from '../errors';
import { requestMeta } from './requestMeta';

type Options = { service: string; exposeReasons: boolean };

function isExecutionResult(value: unknown): value is ExecutionResult {
  return typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value);
}

/**
 * The single place where errors become what a client sees. It runs in onResultProcess because
 * every answer passes there, whatever failed: body parsing, our request guards, parse, validation,
 * context creation or a resolver. Yoga's own masking is off (createServiceYoga) so that the original
 * error is still attached here and can be logged with the request id and operation name.
 */
export function useErrorFormatting({ service, exposeReasons }: Options): Plugin {
  return {
    onParams({ request, params }) {
      requestMeta(request).operationName = params.operationName ?? null;
    },
    onResultProcess({ request, result, setResult }) {
      const meta = requestMeta(request);
      const scope: ErrorScope = {
        service,
        requestId: meta.requestId,
        operationName: meta.operationName,
        exposeReasons,
      };
      const format = (single: ExecutionResult): ExecutionResult =>
        single.errors?.length
          ? { ...single, errors: single.errors.map((error) => formatServiceError(error, scope)) }
          : single;
      // Streams (subscriptions, @defer) are not served by these services; they pass untouched.
      if (Array.isArray(result)) setResult(result.map(format));
      else if (isExecutionResult(result)) setResult(format(result));
    },
  };
}
