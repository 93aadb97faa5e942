/**
 * @jest-environment node
 */
// The server side of the client: no window, no storage. Runs in the node environment on purpose.
import { createApiClient, type InProcessCall, type InProcessTransport } from '@/api/client';
import { ApiConnectError, ApiGraphQLError, ApiHttpError } from '@/api/errors';
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

  // A fetch-based transport (the server's, when API_BASE names a remote deployment): a real Request
  // is built from what graphql-request hands it, and a real Response comes back.
  it('graphql-request hands an injected fetch a URL and init a Request is built from', async () => {
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

  // Server rendering's transport (server/ssr/serviceTransport.ts): no HTTP, the answer as the wire would carry it.
  it('hands the in-process transport the call and reads its answer as it reads a response', async () => {
    const calls: InProcessCall[] = [];
    const stored: (string | null)[] = [];
    const answers: Record<string, Awaited<ReturnType<InProcessTransport>>> = {
      pb_homeTitle: {
        status: 200,
        headers: new Headers({ 'x-rm-session': 'tok-2' }),
        body: { data: { homeTitle: '라이드마켓' } },
      },
      us_secret: {
        status: 200,
        headers: new Headers(),
        body: { data: null, errors: [{ message: '권한이 없어요.', extensions: { code: 'FORBIDDEN' } }] },
      },
      anonymous: {
        status: 400,
        headers: new Headers(),
        body: { errors: [{ message: '요청이 올바르지 않아요.', extensions: { code: 'BAD_REQUEST' } }] },
      },
    };
    const inProcess: InProcessTransport = async (call) => {
      calls.push(call);
      if (call.document.includes('down')) throw new Error('executor crashed');
      return answers[call.operationName ?? 'anonymous'];
    };
    const identity = {
      getSessionToken: () => 'tok-1',
      getAnonId: () => null,
      storeFromResponse: (headers: Headers) => void stored.push(headers.get('x-rm-session')),
    };
    const client = createApiClient({ baseUrl: 'http://internal', inProcess, identity, cache: null });

    await expect(client.request('item', QUERY, { id: 1 }, opts)).resolves.toEqual({ homeTitle: '라이드마켓' });
    expect(calls[0]).toEqual({
      service: 'item',
      document: QUERY,
      variables: { id: 1 },
      operationName: 'pb_homeTitle',
      headers: { [HEADER_SESSION]: 'tok-1' },
    });
    expect(stored).toEqual(['tok-2']);

    const refused = await client.request('order', 'query us_secret { secret }', {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiGraphQLError);
    expect(refused).toMatchObject({ status: 200, code: 'FORBIDDEN', operationName: 'us_secret' });

    // An anonymous document goes without an operation name, as graphql-request sends it.
    const bad = await client.request('item', '{ nope }', {}).catch((e: unknown) => e);
    expect(calls[2].operationName).toBeUndefined();
    expect(bad).toBeInstanceOf(ApiHttpError);
    expect(bad).toMatchObject({ status: 400, code: 'BAD_REQUEST' });

    const down = await client.request('item', 'query down { x }', {}).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(ApiConnectError);
  });
});
