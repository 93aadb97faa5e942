import { operationNameOf, type TypedDocument } from '@/api/client';
import { inProcessExecutorOf, type ServiceYoga } from '@/server/graphql/createServiceYoga';
import { inProcessServerContext, type PageIdentity } from '@/server/graphql/inProcessTransport';

export type GqlResponse<TData = Record<string, unknown>> = {
  status: number;
  body: {
    data?: TData | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  } | null;
  headers: Headers;
};

export type GqlRequest = {
  /** A hand-written document or a generated one (api/{service}/generated.ts). */
  query: string | TypedDocument<unknown, never>;
  variables?: Record<string, unknown>;
  operationName?: string;
  headers?: Record<string, string>;
};

// The media types the api/ client (graphql-request) sends; Yoga then answers with GraphQL-over-HTTP status codes.
const ACCEPT = 'application/graphql-response+json, application/json';

function endpointOf(yoga: ServiceYoga): string {
  return `http://localhost${yoga.graphqlEndpoint}`;
}

async function readBody(response: Response): Promise<GqlResponse['body']> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as GqlResponse['body'];
  } catch {
    throw new Error(`응답이 JSON이 아닙니다 (HTTP ${response.status}): ${text.slice(0, 200)}`);
  }
}

/** POSTs one GraphQL operation through the service's in-process fetch, as a client in the field does. */
export async function gql<TData = Record<string, unknown>>(
  yoga: ServiceYoga,
  request: GqlRequest
): Promise<GqlResponse<TData>> {
  const response = await yoga.fetch(endpointOf(yoga), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, ...request.headers },
    body: JSON.stringify({
      query: String(request.query),
      variables: request.variables,
      operationName:
        request.operationName ??
        (typeof request.query === 'string' ? undefined : operationNameOf(String(request.query))),
    }),
  });
  return {
    status: response.status,
    body: (await readBody(response)) as GqlResponse<TData>['body'],
    headers: response.headers,
  };
}

/**
 * The same operation through server rendering's transport (server/graphql/inProcessExecute.ts): no
 * HTTP, the answer as the client reads it. With a page identity, as a page that resolved it calls.
 */
export async function gqlInProcess<TData = Record<string, unknown>>(
  yoga: ServiceYoga,
  request: GqlRequest,
  pageIdentity?: PageIdentity
): Promise<GqlResponse<TData>> {
  const answer = await inProcessExecutorOf(yoga)(
    {
      document: String(request.query),
      variables: request.variables,
      operationName:
        request.operationName ??
        (typeof request.query === 'string' ? undefined : operationNameOf(String(request.query))),
      headers: { ...request.headers },
    },
    inProcessServerContext(pageIdentity)
  );
  return { status: answer.status, body: answer.body as GqlResponse<TData>['body'], headers: answer.headers };
}

/** Both transports a service answers on, for the tests that hold them to the same answers. */
export const TRANSPORTS = [
  ['over HTTP', gql],
  ['in process', gqlInProcess],
] as const;

/** Sends any body and headers (broken JSON, form types, GET) to test the HTTP contract itself. */
export async function rawFetch(yoga: ServiceYoga, init: RequestInit & { search?: string }): Promise<GqlResponse> {
  const { search, ...rest } = init;
  const response = await yoga.fetch(endpointOf(yoga) + (search ?? ''), {
    ...rest,
    headers: { accept: ACCEPT, ...(rest.headers as Record<string, string>) },
  });
  return { status: response.status, body: await readBody(response), headers: response.headers };
}
