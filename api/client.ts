/**
 * The services' client (SPEC.md §7, §8; ARCHITECTURE.md "one contract, two transports").
 *
 * Every call is a JSON POST of { query, variables, operationName } with credentials, through
 * graphql-request. The transport is injected: in the browser the real `fetch`; on the server the
 * lead hands in a `fetch` that calls the service's in-process `yoga.fetch` (base URL such as
 * `http://internal`), so SSR makes no network hop. Identity comes from an injected IdentityJar (see
 * api/identityJar.ts) and answers can be cached in session storage for `cacheMinutes`.
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import SHA256 from 'crypto-js/sha256';
import { HEADER_ANON, HEADER_SESSION } from '@/lib/identityNames';
import { sessionStore } from '@/lib/storage';
import { ApiConnectError, ApiGraphQLError, ApiHttpError, type ServerError } from './errors';
import { emptyIdentityJar, type IdentityJar } from './identityJar';

import { SERVICE_PATHS, type ServiceName } from '@/lib/servicePaths';

export { SERVICE_PATHS, type ServiceName };

/** GraphQL variables: any JSON object (z.infer types and plain object literals both fit). */
export type Variables = object;

export interface RequestOptions {
  /** Must equal the operation name inside the document; used in errors and logs. */
  operationName: string;
  /** Cache the answer in session storage for this many minutes (public data only). */
  cacheMinutes?: number;
  signal?: AbortSignal;
}

/** Where cached answers live. Defaults to session storage with expiry (lib/storage.ts). */
export interface AnswerCache {
  get<T>(key: string): T | null;
  set(key: string, value: unknown, minutes: number): void;
}

export interface CreateApiClientOptions {
  /** '' for same origin in the browser; an absolute URL on the server (e.g. `http://internal`). */
  baseUrl: string;
  /** The transport. Default: the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
  identity?: IdentityJar;
  /** null disables caching (the server passes null: answers must never be shared across visitors). */
  cache?: AnswerCache | null;
  /** Extra headers per call, e.g. the request id or user agent forwarded by SSR. */
  headers?: () => Record<string, string>;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<TData, TVariables extends Variables = Variables>(
    service: ServiceName,
    document: string,
    variables: TVariables,
    options: RequestOptions,
  ): Promise<TData>;
}

const sessionCache: AnswerCache = {
  get: (key) => sessionStore.get(key),
  set: (key, value, minutes) => void sessionStore.set(key, value, minutes),
};

/** Cache key: a hash of the query text and the JSON variables (SPEC.md §7). */
export function cacheKeyOf(document: string, variables: Variables | undefined): string {
  return `gql:${SHA256(document + JSON.stringify(variables ?? {})).toString()}`;
}

/** Session wins over the anonymous id: a signed-in member is one person, whatever device id they had. */
export function identityHeaders(identity: IdentityJar): Record<string, string> {
  const session = identity.getSessionToken();
  if (session) return { [HEADER_SESSION]: session };
  const anonId = identity.getAnonId();
  return anonId ? { [HEADER_ANON]: anonId } : {};
}

function endpointUrl(baseUrl: string, path: string): string | null {
  // graphql-request needs an absolute URL; '' means "the page's own origin" in the browser.
  const origin = baseUrl || (typeof window !== 'undefined' ? window.location.origin : '');
  if (!origin) return null;
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).toString();
}

function toServerErrors(errors: unknown): ServerError[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((e: Partial<ServerError>) => ({
    message: String(e?.message ?? ''),
    ...(e?.path ? { path: e.path } : {}),
    ...(e?.extensions ? { extensions: e.extensions } : {}),
  }));
}

export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const identity = options.identity ?? emptyIdentityJar;
  const cache = options.cache === undefined ? sessionCache : options.cache;

  async function request<TData, TVariables extends Variables = Variables>(
    service: ServiceName,
    document: string,
    variables: TVariables,
    { operationName, cacheMinutes, signal }: RequestOptions,
  ): Promise<TData> {
    const path = SERVICE_PATHS[service];
    const cacheKey = cache && cacheMinutes && cacheMinutes > 0 ? cacheKeyOf(document, variables) : null;
    if (cacheKey && cache) {
      const hit = cache.get<TData>(cacheKey);
      if (hit !== null) return hit;
    }

    const url = endpointUrl(options.baseUrl, path);
    const baseFetch = options.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
    if (!url || !baseFetch) {
      throw new ApiConnectError({ endpoint: path, operationName, cause: new Error(url ? 'no fetch' : 'no base URL') });
    }

    // Wraps the transport: a throw here means no response at all (§8 "server connect error"), and
    // every response, errors included, hands its headers to the jar so rotated identity is kept.
    let response: Response | undefined;
    const transport: typeof fetch = async (input, init) => {
      try {
        response = await baseFetch(input, init);
      } catch (cause) {
        throw new ApiConnectError({ endpoint: path, operationName, cause });
      }
      try {
        identity.storeFromResponse(response.headers);
      } catch (error) {
        console.error(`[api] ${operationName}: 응답 식별 정보를 저장하지 못했습니다.`, error);
      }
      return response;
    };

    const client = new GraphQLClient(url, { fetch: transport, method: 'POST', credentials: 'include' });
    try {
      const result = await client.rawRequest<TData>({
        query: document,
        variables,
        requestHeaders: { ...options.headers?.(), ...identityHeaders(identity) },
        signal,
      });
      if (cacheKey && cache) cache.set(cacheKey, result.data, cacheMinutes as number);
      return result.data;
    } catch (error) {
      throw toApiError(error, { path, operationName, params: variables, status: response?.status });
    }
  }

  return { baseUrl: options.baseUrl, request };
}

function toApiError(
  error: unknown,
  context: { path: string; operationName: string; params: unknown; status: number | undefined },
): Error {
  if (error instanceof ApiConnectError) return error;
  const { operationName, params } = context;
  if (error instanceof ClientError) {
    const { status } = error.response;
    const errors = toServerErrors(error.response.errors);
    return status >= 200 && status < 300
      ? new ApiGraphQLError({ status, operationName, params, errors })
      : new ApiHttpError({ status, operationName, params, errors });
  }
  if (context.status !== undefined) {
    // A response came, but its body was not a GraphQL result (a proxy's HTML page, an empty body).
    const message = error instanceof Error ? error.message : String(error);
    return new ApiHttpError({ status: context.status, operationName, params, message });
  }
  return new ApiConnectError({ endpoint: context.path, operationName, cause: error });
}
