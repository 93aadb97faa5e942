/**
 * @jest-environment node
 */
// The server side of the client: no window, no storage. Runs in the node environment on purpose.
import { createApiClient } from '@/api/client';
import { ApiConnectError, ApiGraphQLError } from '@/api/errors';
import { HEADER_SESSION } from '@/lib/identityNames';
import { fakeFetch, fakeResponse } from './fakeFetch';

const QUERY = 'query pb_homeTitle { homeTitle }';
const opts = { operationName: 'pb_homeTitle', cacheMinutes: 5 };

describe('api/client on the server', () => {
  it('without a base URL nothing is sent and the call fails as a connect error', async () => {
    const t = fakeFetch(() => fakeResponse({ data: {} }));
    const error = await createApiClient({ baseUrl: '', fetch: t.fetch })
      .request('item', QUERY, {}, opts)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiConnectError);
    expect(error).toMatchObject({ endpoint: '/item/v1/graphql', originalMessage: 'no base URL' });
    expect(t.mock).not.toHaveBeenCalled();
  });

  it('works against an injected in-process transport, and caching is harmless without storage', async () => {
    const t = fakeFetch(() => fakeResponse({ data: { homeTitle: '라이드마켓' } }));
    const client = createApiClient({ baseUrl: 'http://internal', fetch: t.fetch });
    await expect(client.request('item', QUERY, {}, opts)).resolves.toEqual({ homeTitle: '라이드마켓' });
    await client.request('item', QUERY, {}, opts);
    // No session storage on the server: never a shared cache across visitors.
    expect(t.mock).toHaveBeenCalledTimes(2);
  });

  // As server/ssr/inProcessFetch.ts does: the service's yoga.fetch builds a real Request from what
  // graphql-request hands the transport, and answers with a real Response.
  it('graphql-request hands the in-process transport a URL and init a Request is built from', async () => {
    const seen: Request[] = [];
    const inProcess: typeof fetch = async (input, init) => {
      const request = new Request(input instanceof Request ? input.url : String(input), init);
      seen.push(request.clone());
      const { operationName } = (await request.json()) as { operationName: string };
      const body =
        operationName === 'pb_homeTitle'
          ? { data: { homeTitle: '라이드마켓' } }
          : { data: null, errors: [{ message: '권한이 없어요.', extensions: { code: 'FORBIDDEN' } }] };
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
      });
    };
    const identity = { getSessionToken: () => 'tok-1', getAnonId: () => null, storeFromResponse: () => undefined };
    const client = createApiClient({ baseUrl: 'http://internal', fetch: inProcess, identity, cache: null });

    await expect(client.request('item', QUERY, {}, opts)).resolves.toEqual({ homeTitle: '라이드마켓' });
    const error = await client
      .request('order', 'query us_secret { secret }', {}, { operationName: 'us_secret' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiGraphQLError);
    expect(error).toMatchObject({
      status: 200,
      code: 'FORBIDDEN',
      message: '권한이 없어요.',
      operationName: 'us_secret',
    });

    const [first] = seen;
    expect(first.url).toBe('http://internal/item/v1/graphql');
    expect(first.method).toBe('POST');
    expect(first.credentials).toBe('include');
    expect(first.headers.get(HEADER_SESSION)).toBe('tok-1');
    expect(first.headers.get('accept')).toBe('application/graphql-response+json, application/json');
    await expect(first.json()).resolves.toEqual({ query: QUERY, variables: {}, operationName: 'pb_homeTitle' });
  });
});
