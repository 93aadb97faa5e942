import { GraphQLError, type ASTNode } from 'graphql';
import { DomainError, errorMessages, isDomainError, type ErrorCode } from '@/lib/errors';
import { logger } from '../logger';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { isTransientConflict } from '../db/uniqueViolation';
import { BUSY_MESSAGE } from '../db/retryTransaction';

/**
 * How every error leaves a service (docs/architecture.md §13). Three kinds, decided here once:
 * - a DomainError (thrown by domain code or by our own plugins and rules): its Korean message and code;
 * - a protocol error made by GraphQL or Yoga (bad JSON, parse, validation, variable coercion):
 *   BAD_REQUEST or INVALID_INPUT with a Korean message, the English reason only outside production;
 * - a deadlock or serialization failure PostgreSQL raised (40P01, 40001) that no retryTransaction
 *   caught: CONFLICT, since a race lost is not a fault of the server (logged, as it means a write
 *   path lacks its retry);
 * - anything else: masked as INTERNAL and logged with the request id (stack in the log only).
 */

type HttpExtension = { status?: number; spec?: boolean; headers?: Record<string, string> };

export type ErrorScope = {
  service: string;
  requestId: string;
  operationName: string | null;
  /** English reasons of protocol errors help developers; in production they may leak field names. */
  exposeReasons: boolean;
};

/**
 * A request-level rejection with its HTTP status (and headers, such as Retry-After), thrown by
 * plugins before any GraphQL runs. Yoga copies `extensions.http.headers` onto the response.
 */
export function httpError(
  code: ErrorCode,
  status: number,
  message?: string,
  headers?: Record<string, string>
): GraphQLError {
  const domain = new DomainError(code, message);
  const http: HttpExtension = headers ? { status, headers } : { status };
  return new GraphQLError(domain.message, { originalError: domain, extensions: { code, http } });
}

/** A validation-rule error that carries its Korean message and code through the formatter. */
export function ruleError(message: string, nodes: ASTNode | readonly ASTNode[]): GraphQLError {
  return new GraphQLError(message, { nodes, originalError: new DomainError('BAD_REQUEST', message) });
}

/** The first link of the chain (GraphQLError.originalError, Error.cause) that `matches`. */
function findInChain<T>(error: unknown, matches: (link: unknown) => link is T): T | null {
  let current: unknown = error;
  for (let hops = 0; current && hops < 10; hops += 1) {
    if (matches(current)) return current;
    current = current instanceof GraphQLError ? current.originalError : (current as { cause?: unknown }).cause;
  }
  return null;
}

const isRaceLost = (link: unknown): link is Error => isTransientConflict(link);

/** True when every link of the chain is a GraphQLError: made by graphql-js or Yoga, not by a crash. */
function isProtocolError(error: GraphQLError): boolean {
  if (error.extensions?.unexpected) return false;
  let current: unknown = error;
  while (current instanceof GraphQLError) {
    if (!current.originalError) return true;
    current = current.originalError;
  }
  return false;
}

// Document-level failures keep Yoga's status rules (200 under application/json, 400 otherwise);
// everything else without data is a request-level failure and must be a 4xx whatever the Accept.
const DOCUMENT_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']);

// graphql-js reports bad variable values (wrong type, missing required field) during execution:
// that is the caller's input, not the request's shape, so it is INVALID_INPUT like a zod failure.
const VARIABLE_ERROR = /^(Variable "\$(\w+)"|Argument "(\w+)")/;

function httpOf(error: GraphQLError): HttpExtension | undefined {
  const http = error.extensions?.http as HttpExtension | undefined;
  if (!http) return undefined;
  const code = error.extensions?.code;
  return typeof code === 'string' && DOCUMENT_CODES.has(code) ? http : { ...http, spec: false };
}

function located(error: GraphQLError, message: string, extensions: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions,
  });
}

function fromDomain(error: GraphQLError, domain: DomainError): GraphQLError {
  const extensions: Record<string, unknown> = { code: domain.code };
  if (domain.code === 'INVALID_INPUT' && domain.details) extensions.details = domain.details;
  const http = httpOf(error);
  if (http) extensions.http = http;
  return located(error, domain.message, extensions);
}

function fromProtocol(error: GraphQLError, scope: ErrorScope): GraphQLError {
  const variable = error.extensions?.code ? null : VARIABLE_ERROR.exec(error.message);
  const code: ErrorCode = variable ? 'INVALID_INPUT' : 'BAD_REQUEST';
  const extensions: Record<string, unknown> = { code };
  if (variable) {
    // Same keys as the zod details: the path inside the argument ("command.modelId" → "modelId").
    const at = / at "([^"]+)"/.exec(error.message)?.[1];
    const key = at?.includes('.') ? at.slice(at.indexOf('.') + 1) : (at ?? variable[2] ?? variable[3]);
    extensions.details = { [key]: '값의 형식이 올바르지 않아요.' };
  }
  if (scope.exposeReasons) extensions.reason = error.message;
  const http = httpOf(error);
  if (http) extensions.http = http;
  return located(error, errorMessages[code], extensions);
}

function describe(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    return {
      name: error.name,
      message: error.message,
      stack: error.stack,
      cause: error.cause ? describe(error.cause) : undefined,
    };
  }
  return { value: String(error) };
}

function masked(error: GraphQLError, scope: ErrorScope): GraphQLError {
  logger.error('graphql.unexpected_error', {
    service: scope.service,
    requestId: scope.requestId,
    operationName: scope.operationName,
    path: error.path,
    error: describe(error.originalError ?? error),
  });
  // `unexpected` (removed by Yoga before sending) makes a data-less answer a 500.
  return located(error, errorMessages.INTERNAL, { code: 'INTERNAL', unexpected: true });
}

/** The database is away: a temporary 503 the client may retry, logged once per request, never INTERNAL. */
function unavailable(error: GraphQLError, scope: ErrorScope): GraphQLError {
  logger.warn('graphql.database_unavailable', {
    service: scope.service,
    requestId: scope.requestId,
    operationName: scope.operationName,
    error: error.originalError?.message ?? error.message,
  });
  const http: HttpExtension = {
    status: 503,
    spec: false,
    headers: { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) },
  };
  return located(error, errorMessages.SERVICE_UNAVAILABLE, { code: 'SERVICE_UNAVAILABLE', http });
}

/** Maps one error of a result to what the client may see. Pure except for the log of masked errors. */
export function formatServiceError(error: unknown, scope: ErrorScope): GraphQLError {
  const graphqlError =
    error instanceof GraphQLError ? error : new GraphQLError(errorMessages.INTERNAL, { originalError: error as Error });
  const domain = findInChain(graphqlError, isDomainError);
  if (domain) return fromDomain(graphqlError, domain);
  if (findInChain(graphqlError, isRaceLost)) {
    logger.warn('graphql.transaction_conflict', {
      service: scope.service,
      requestId: scope.requestId,
      operationName: scope.operationName,
      path: graphqlError.path,
    });
    return fromDomain(graphqlError, new DomainError('CONFLICT', BUSY_MESSAGE));
  }
  if (isDatabaseUnavailable(graphqlError.originalError)) return unavailable(graphqlError, scope);
  if (isProtocolError(graphqlError)) return fromProtocol(graphqlError, scope);
  return masked(graphqlError, scope);
}
