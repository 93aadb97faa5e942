/**
 * One GraphQL-over-HTTP POST (the whole of what api/client.ts needs from a GraphQL client): JSON in,
 * JSON out, credentials included. A response that is not 2xx, or that carries `errors`, or no
 * `data`, becomes a GraphQLResponseError with its status and errors; a body that is not JSON throws
 * a plain Error (client.ts turns both into the error classes of docs/product.md §8 Client error shapes).
 */

export class GraphQLResponseError extends Error {
  readonly status: number;
  readonly errors: unknown;

  constructor(status: number, errors: unknown) {
    super(`GraphQL 응답 오류 (HTTP ${status})`);
    this.name = 'GraphQLResponseError';
    this.status = status;
    this.errors = errors;
  }
}

type PostInit = { body: string; headers: Record<string, string>; signal?: AbortSignal };

export async function postGraphQL<TData>(transport: typeof fetch, url: string, init: PostInit): Promise<TData> {
  const response = await transport(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...init.headers },
    body: init.body,
    signal: init.signal,
  });
  const text = await response.text();
  let result: { data?: TData | null; errors?: unknown };
  try {
    result = JSON.parse(text) as typeof result;
  } catch {
    throw new Error(`GraphQL 응답이 JSON이 아닙니다 (HTTP ${response.status})`);
  }
  if (!result || typeof result !== 'object') throw new Error(`GraphQL 응답 형식이 아닙니다 (HTTP ${response.status})`);
  const hasErrors = Array.isArray(result.errors) && result.errors.length > 0;
  if (!response.ok || hasErrors || result.data === undefined || result.data === null) {
    throw new GraphQLResponseError(response.status, result.errors);
  }
  return result.data;
}
