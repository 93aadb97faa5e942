import { getOperationAST, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { performance } from 'node:perf_hooks';
import { metrics } from '@/server/observability/metrics';
import { activeTracer } from '@/server/observability/tracer';
import { requestMeta } from './requestMeta';

/**
 * Counts and times every operation of a service (ridemarket_graphql_operations_total and
 * ridemarket_graphql_operation_duration_seconds, docs/operations.md §5) by operation name and outcome:
 * `ok`, or the code of the first error as the client got it (registered after useErrorFormatting,
 * so it sees the formatted codes). With tracing on, the execution runs inside a span of its own,
 * under the HTTP request's span and above the SQL statements' spans.
 *
 * Operation names come from clients, so they are bounded: a name becomes a label once an operation
 * of that name has passed validation and executed, up to MAX_NAMES per service; anything else
 * (a document that never executed under a new name, a name past the cap) counts as `other`.
 */
const MAX_NAMES = 200;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;
const CODE = /^[A-Z][A-Z0-9_]{0,39}$/;

function firstErrorCode(result: unknown): string | null {
  const single = (Array.isArray(result) ? result[0] : result) as ExecutionResult | undefined;
  const error = single && typeof single === 'object' && 'errors' in single ? single.errors?.[0] : undefined;
  if (!error) return null;
  const code = error.extensions?.code;
  return typeof code === 'string' && CODE.test(code) ? code : 'OTHER';
}

/** The plugin, and its two ends for the in-process executor, which has neither onRequest nor onResultProcess. */
export type OperationMetrics = Plugin & {
  begin(request: Request): void;
  finish(request: Request, result: unknown): void;
};

export function useOperationMetrics(service: string): OperationMetrics {
  const started = new WeakMap<Request, number>();
  const executedAs = new WeakMap<Request, string>();
  const known = new Set<string>();

  const label = (request: Request): string => {
    const executed = executedAs.get(request);
    if (executed) return executed;
    const asked = requestMeta(request).operationName;
    return asked && known.has(asked) ? asked : 'other';
  };

  const begin = (request: Request): void => void started.set(request, performance.now());
  const finish = (request: Request, result: unknown): void => {
    const at = started.get(request);
    if (at === undefined) return;
    started.delete(request);
    const operation = label(request);
    const m = metrics();
    m.graphqlOperations.inc({ service, operation, outcome: firstErrorCode(result) ?? 'ok' });
    m.graphqlDuration.observe({ service, operation }, (performance.now() - at) / 1000);
  };

  return {
    begin,
    finish,
    onRequest({ request }) {
      begin(request);
    },
    onExecute({ args, executeFn, setExecuteFn }) {
      const request = (args.contextValue as { request?: Request }).request;
      const name = getOperationAST(args.document, args.operationName)?.name?.value;
      let operation = 'other';
      if (name && NAME.test(name) && (known.has(name) || known.size < MAX_NAMES)) {
        known.add(name);
        operation = name;
      }
      if (request) executedAs.set(request, operation);
      const tracer = activeTracer();
      if (!tracer) return;
      setExecuteFn((executeArgs) =>
        tracer.inSpan(
          `graphql ${service} ${operation}`,
          { 'graphql.operation.name': operation, 'ridemarket.service': service },
          async () => executeFn(executeArgs),
          firstErrorCode
        )
      );
    },
    onResultProcess({ request, result }) {
      finish(request, result);
    },
  };
}
