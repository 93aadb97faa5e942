/**
 * Server rendering's transport to the services (docs/architecture.md §3): the operation runs on the
 * service's own pipeline without HTTP. No Request is built, no body serialised and parsed back, no
 * Response streamed: the document, the variables and the page's identity go to Yoga's
 * `getResultForParams`, which runs the same plugins as a request over HTTP from the parameters on
 * (the document guard, the parameter guard, the parser and validation cache with our cost and depth
 * rules, the context factory with identity, execution with its metrics span). What HTTP does around
 * that is done here with the same code: the error formatter's result step, the operation metrics,
 * the identity headers, and the status a client would have got. The answer is what the client would
 * have read off the wire, so api/client.ts turns it into the same data or the same error.
 */
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { createGraphQLError, type GraphQLParams } from 'graphql-yoga';
import type { ErrorFormatting } from './plugins/useErrorFormatting';
import type { OperationMetrics } from './plugins/useOperationMetrics';
import { requestMeta } from './plugins/requestMeta';
import { writeIdentityHeaders } from './plugins/useRequestIdentity';
import type { InProcessServerContext } from './inProcessTransport';

/** One operation as the page's client sends it: the document text, its variables and the client's headers. */
export type InProcessCall = {
  document: string;
  variables?: object;
  operationName?: string;
  headers: Record<string, string>;
};

/** What the client would have read: the status, the headers and the body of the answer. */
export type InProcessAnswer = {
  status: number;
  headers: Headers;
  body: { data?: unknown; errors?: GraphQLFormattedError[] };
};

export type InProcessExecutor = (
  call: InProcessCall,
  serverContext: InProcessServerContext
) => Promise<InProcessAnswer>;

type HttpExtension = { status?: number; headers?: Record<string, string> };

/**
 * The plugins read only the method and the headers of the request (identity, request id, the
 * mutation-over-GET check), and key their per-request state by the object: this is all of a Request
 * they get, with no URL parsing and no body stream.
 */
function inProcessRequest(headers: Record<string, string>): Request {
  return { method: 'POST', headers: new Headers(headers) } as unknown as Request;
}

/**
 * Variables as the wire would deliver them: an `undefined` member is absent (so an argument's
 * default applies, as over HTTP) and a value with toJSON (a Date) arrives as its JSON. They are a
 * few hundred bytes; the answer, the bulk of the work, is never serialised.
 */
function wireVariables(variables: object | undefined): Record<string, unknown> | undefined {
  return variables === undefined ? undefined : (JSON.parse(JSON.stringify(variables)) as Record<string, unknown>);
}

/** A throw before execution (a guard in onParams, a broken context) becomes an error, as Yoga does with masking off. */
function thrownAsResult(error: unknown): ExecutionResult {
  if (error instanceof GraphQLError) return { errors: [error] };
  const original = error instanceof Error ? error : new Error(String(error));
  return { errors: [createGraphQLError(original.message, { originalError: original })] };
}

function isOriginalGraphQLError(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null ? true : isOriginalGraphQLError(error.originalError);
}

/**
 * The status and headers Yoga answers a client that accepts application/graphql-response+json
 * first, as api/client.ts's graphql-request does: the highest status an error asks for, else 500
 * for an unexpected error with no data, else 200. tests/integration/graphqlHttp.test.ts holds both
 * transports to the same answers.
 */
function answerInit(result: ExecutionResult): { status: number; headers: Headers } {
  const headers = new Headers();
  let status: number | undefined;
  let unexpected = false;
  if (!result.errors?.length) return { status: 200, headers };
  for (const error of result.errors) {
    const http = error.extensions?.http as HttpExtension | undefined;
    if (http) {
      for (const [name, value] of Object.entries(http.headers ?? {})) headers.set(name, value);
      if (http.status && (!status || http.status > status)) status = http.status;
    } else if (!isOriginalGraphQLError(error) || error.extensions?.unexpected) {
      unexpected = true;
    }
  }
  return { status: status ?? (unexpected && !('data' in result) ? 500 : 200), headers };
}

/** An error as it goes over the wire: no `http` or `unexpected` in its extensions (they steer the status). */
function wireError(error: GraphQLError): GraphQLFormattedError {
  const formatted = error.toJSON();
  const { http: _http, unexpected: _unexpected, ...extensions } = formatted.extensions ?? {};
  const { extensions: _all, ...rest } = formatted;
  return Object.keys(extensions).length ? { ...rest, extensions } : rest;
}

function wireBody(result: ExecutionResult): InProcessAnswer['body'] {
  const body: InProcessAnswer['body'] = {};
  if (result.errors?.length) body.errors = result.errors.map(wireError);
  if ('data' in result) body.data = result.data;
  return body;
}

/** The part of a Yoga the executor uses: parameters in, execution result out, with every plugin from onParams on. */
type ParamsRunner = {
  getResultForParams(input: { params: GraphQLParams; request: Request }, context: InProcessServerContext): unknown;
};

/** The executor of one service: its Yoga and the two result-side plugins it was built with (createServiceYoga.ts). */
export function createInProcessExecutor(
  yoga: ParamsRunner,
  formatting: ErrorFormatting,
  operationMetrics: OperationMetrics
): InProcessExecutor {
  return async (call, serverContext) => {
    const request = inProcessRequest(call.headers);
    requestMeta(request);
    operationMetrics.begin(request);
    const params = {
      query: call.document,
      variables: wireVariables(call.variables),
      operationName: call.operationName,
    };
    let raw: unknown;
    try {
      raw = await yoga.getResultForParams({ params, request }, { ...serverContext });
    } catch (error) {
      raw = thrownAsResult(error);
    }
    // Streams are not served by these services (useErrorFormatting): an answer is one result.
    const result = formatting.formatResult(request, raw ?? { errors: [] }) as ExecutionResult;
    operationMetrics.finish(request, result);
    const { status, headers } = answerInit(result);
    writeIdentityHeaders(request, headers);
    return { status, headers, body: wireBody(result) };
  };
}
