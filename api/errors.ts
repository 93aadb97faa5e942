/**
 * The client's error shapes (docs/product.md §8) on the one error vocabulary (docs/architecture.md §13).
 * - ApiHttpError: the server answered with a non-2xx status. Carries the status, the operation name,
 *   the params (variables) and the server's `errors` field, so that a log line says everything.
 * - ApiGraphQLError: a 200 whose body holds GraphQL `errors` (a domain error such as CONFLICT).
 *   Same shape as ApiHttpError (it is one), so callers handle both alike.
 * - ApiConnectError: no response at all (network down, DNS, CORS, the in-process transport threw).
 * Every error has a `code` from the vocabulary and a Korean `userMessage` for the screen.
 */
import { errorCodes, errorMessages, isDomainError, type ErrorCode } from '@/lib/errors';

/** The vocabulary plus the one failure only a client can have: no answer from the server. */
export type ClientErrorCode = ErrorCode | 'NETWORK';

export const NETWORK_ERROR_MESSAGE = '서버에 연결할 수 없어요. 네트워크 연결을 확인해 주세요.';
export const CONNECT_ERROR_MESSAGE = 'server connect error';

export function userMessageFor(code: ClientErrorCode): string {
  return code === 'NETWORK' ? NETWORK_ERROR_MESSAGE : errorMessages[code];
}

/** One entry of the server's `errors` field, as GraphQL over HTTP sends it. */
export type ServerError = {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
};

/** Yoga's own codes for requests it could not even execute. */
const REQUEST_SHAPE_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as string[]).includes(value);
}

function codeFromStatus(status: number): ErrorCode {
  if (status === 400 || status === 405 || status === 415) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL';
}

/** The first error's `extensions.code` when it is ours; otherwise derived from the status. */
export function codeFromServer(errors: readonly ServerError[], status: number): ErrorCode {
  const raw = errors.find((e) => e.extensions?.code)?.extensions?.code;
  if (isErrorCode(raw)) return raw;
  if (raw && REQUEST_SHAPE_CODES.has(raw)) return 'BAD_REQUEST';
  return codeFromStatus(status);
}

/**
 * A domain error's own Korean sentence (the service sends one per code); for anything else, such as
 * a masked "Unexpected error." or a GraphQL validation text in English, the vocabulary's sentence.
 */
function koreanMessageOf(errors: readonly ServerError[], status: number): string {
  const first = errors[0];
  const code = codeFromServer(errors, status);
  const isDomain = isErrorCode(first?.extensions?.code) && code !== 'INTERNAL';
  return isDomain && first?.message ? first.message : errorMessages[code];
}

export abstract class ApiError extends Error {
  abstract readonly code: ClientErrorCode;
  readonly operationName: string;

  protected constructor(message: string, operationName: string) {
    super(message);
    this.operationName = operationName;
    // Transpiled class hierarchies of Error lose their prototype in some targets; keep instanceof honest.
    Object.setPrototypeOf(this, new.target.prototype);
  }

  get userMessage(): string {
    return userMessageFor(this.code);
  }
}

export class ApiHttpError extends ApiError {
  readonly name: string = 'ApiHttpError';
  readonly status: number;
  readonly params: unknown;
  readonly errors: ServerError[];
  readonly code: ErrorCode;

  constructor(input: {
    status: number;
    operationName: string;
    params: unknown;
    errors?: ServerError[];
    message?: string;
  }) {
    const errors = input.errors ?? [];
    super(input.message ?? `HTTP ${input.status} ${input.operationName}`, input.operationName);
    this.status = input.status;
    this.params = input.params;
    this.errors = errors;
    this.code = codeFromServer(errors, input.status);
  }

  /** Alias of `params`: the GraphQL word for the same thing. */
  get variables(): unknown {
    return this.params;
  }
}

export class ApiGraphQLError extends ApiHttpError {
  readonly name: string = 'ApiGraphQLError';

  constructor(input: { status: number; operationName: string; params: unknown; errors: ServerError[] }) {
    super({ ...input, message: koreanMessageOf(input.errors, input.status) });
  }
}

export class ApiConnectError extends ApiError {
  readonly name: string = 'ApiConnectError';
  readonly code = 'NETWORK' as const;
  /** The endpoint path that did not answer, e.g. `/capture/v1/graphql`. */
  readonly endpoint: string;
  /** The transport's own message (e.g. `Failed to fetch`, `ECONNREFUSED`). */
  readonly originalMessage: string;

  constructor(input: { endpoint: string; operationName: string; cause: unknown }) {
    super(CONNECT_ERROR_MESSAGE, input.operationName);
    this.endpoint = input.endpoint;
    this.originalMessage = input.cause instanceof Error ? input.cause.message : String(input.cause);
  }
}

/** The code of any thrown value; unknown throwables are INTERNAL (never swallow without a code). */
export function errorCodeOf(error: unknown): ClientErrorCode {
  if (error instanceof ApiError) return error.code;
  if (isDomainError(error)) return error.code;
  return 'INTERNAL';
}

/** The plain-JSON form slices keep in their `error` field (convention 4: state is plain JSON). */
export type SerializedApiError = { code: ClientErrorCode; message: string; status?: number };

export function serializeApiError(error: unknown): SerializedApiError {
  const code = errorCodeOf(error);
  const status = error instanceof ApiHttpError ? error.status : undefined;
  const message = error instanceof ApiGraphQLError ? error.message : userMessageFor(code);
  return status === undefined ? { code, message } : { code, message, status };
}
