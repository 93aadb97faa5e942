import { createHash } from 'node:crypto';
import { cacheKeyOf, createApiClient, SERVICE_PATHS } from '@/api/client';
import { ApiConnectError, ApiGraphQLError, ApiHttpError, CONNECT_ERROR_MESSAGE, errorCodeOf } from '@/api/errors';
import type { IdentityJar } from '@/api/identityJar';
import { HEADER_ANON, HEADER_SESSION } from '@/lib/identityNames';
import { fakeFetch, fakeResponse } from './fakeFetch';

const QUERY = 'query pb_homeTitle($id: Int!) { homeTitle(id: $id) }';
const opts = { operationName: 'pb_homeTitle' };

function jar(session: string | null, anonId: string | null): IdentityJar & { stored: Headers[] } {
  const stored: Headers[] = [];
  return {
    stored,
    getSessionToken: () => session,
    getAnonId: () => anonId,
    storeFromResponse: (headers) => void stored.push(headers),
  };
}

describe('api/client', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('POSTs JSON with credentials to the service path', async () => {
    const t = fakeFetch(() => fakeResponse({ data: { homeTitle: '라이드마켓' } }));
    const client = createApiClient({ baseUrl: 'http://internal', fetch: t.fetch });
    await expect(client.request('item', QUERY, { id: 1 }, opts)).resolves.toEqual({ homeTitle: '라이드마켓' });
    const [call] = t.calls;
    expect(call.url).toBe('http://internal/item/v1/graphql');
    expect(call.init.method).toBe('POST');
    expect(call.init.credentials).toBe('include');
    expect(call.headers.get('content-type')).toMatch(/application\/json/);
    expect(call.body).toEqual({ query: QUERY, variables: { id: 1 }, operationName: 'pb_homeTitle' });
  });

  it('uses the four service paths and the page origin when the base is same-origin', async () => {
    expect(SERVICE_PATHS).toEqual({
      admin: '/admin/v1/graphql',
      capture: '/capture/v1/graphql',
      item: '/item/v1/graphql',
      order: '/order/v1/graphql',
    });
    const t = fakeFetch(() => fakeResponse({ data: { ok: true } }));
    const client = createApiClient({ baseUrl: '', fetch: t.fetch });
    await client.request('order', QUERY, { id: 1 }, opts);
    await client.request('capture', QUERY, { id: 1 }, opts);
    expect(t.calls.map((c) => c.url)).toEqual([
      `${window.location.origin}/order/v1/graphql`,
      `${window.location.origin}/capture/v1/graphql`,
    ]);
  });

  it('sends the session header, and the session wins over the anonymous id', async () => {
    const t = fakeFetch(() => fakeResponse({ data: {} }));
    await createApiClient({ baseUrl: 'http://internal', fetch: t.fetch, identity: jar('tok-1', 'anon-1') }).request(
      'item',
      QUERY,
      { id: 1 },
      opts
    );
    expect(t.calls[0].headers.get(HEADER_SESSION)).toBe('tok-1');
    expect(t.calls[0].headers.get(HEADER_ANON)).toBeNull();
  });

  it('sends the anonymous id when there is no session, and nothing when there is neither', async () => {
    const t = fakeFetch(() => fakeResponse({ data: {} }));
    await createApiClient({ baseUrl: 'http://internal', fetch: t.fetch, identity: jar(null, 'anon-1') }).request(
      'item',
      QUERY,
      { id: 1 },
      opts
    );
    await createApiClient({ baseUrl: 'http://internal', fetch: t.fetch, identity: jar(null, null) }).request(
      'item',
      QUERY,
      { id: 2 },
      opts
    );
    expect(t.calls[0].headers.get(HEADER_ANON)).toBe('anon-1');
    expect(t.calls[0].headers.get(HEADER_SESSION)).toBeNull();
    expect(t.calls[1].headers.get(HEADER_ANON)).toBeNull();
  });

  it('hands every response header set to the jar, error responses included', async () => {
    const identity = jar(null, null);
    let status = 200;
    const t = fakeFetch(() =>
      fakeResponse(status === 200 ? { data: {} } : { errors: [{ message: 'x' }] }, {
        status,
        headers: { [HEADER_ANON]: 'anon-new' },
      })
    );
    const client = createApiClient({ baseUrl: 'http://internal', fetch: t.fetch, identity });
    await client.request('item', QUERY, { id: 1 }, opts);
    status = 500;
    await expect(client.request('item', QUERY, { id: 1 }, opts)).rejects.toBeInstanceOf(ApiHttpError);
    expect(identity.stored).toHaveLength(2);
    expect(identity.stored[0].get(HEADER_ANON)).toBe('anon-new');
  });

  it('forwards extra headers given by the caller (SSR request id)', async () => {
    const t = fakeFetch(() => fakeResponse({ data: {} }));
    const client = createApiClient({
      baseUrl: 'http://internal',
      fetch: t.fetch,
      headers: () => ({ 'x-request-id': 'r-1' }),
    });
    await client.request('item', QUERY, { id: 1 }, opts);
    expect(t.calls[0].headers.get('x-request-id')).toBe('r-1');
  });

  describe('session-storage cache', () => {
    beforeEach(() => jest.useFakeTimers({ now: new Date('2024-03-05T00:00:00Z') }));
    afterEach(() => jest.useRealTimers());

    it('a hit avoids a second fetch, and the entry expires after cacheMinutes', async () => {
      const t = fakeFetch(() => fakeResponse({ data: { homeTitle: '라이드마켓' } }));
      const client = createApiClient({ baseUrl: 'http://internal', fetch: t.fetch });
      const cached = { ...opts, cacheMinutes: 5 };
      await client.request('item', QUERY, { id: 1 }, cached);
      await expect(client.request('item', QUERY, { id: 1 }, cached)).resolves.toEqual({ homeTitle: '라이드마켓' });
      expect(t.mock).toHaveBeenCalledTimes(1);

      // Other variables are another key.
      await client.request('item', QUERY, { id: 2 }, cached);
      expect(t.mock).toHaveBeenCalledTimes(2);

      jest.advanceTimersByTime(5 * 60_000);
      await client.request('item', QUERY, { id: 1 }, cached);
      expect(t.mock).toHaveBeenCalledTimes(3);
    });

    it('keys by a SHA-256 of the query text and the JSON variables (UTF-8), under which the answer is stored', async () => {
      const variables = { id: 1, q: '로드 자전거' };
      const sha256 = createHash('sha256')
        .update(QUERY + JSON.stringify(variables), 'utf8')
        .digest('hex');
      await expect(cacheKeyOf(QUERY, variables)).resolves.toBe(`gql:${sha256}`);
      expect(await cacheKeyOf(QUERY, { id: 1 })).not.toBe(await cacheKeyOf(QUERY, { id: 2 }));

      const t = fakeFetch(() => fakeResponse({ data: { homeTitle: '라이드마켓' } }));
      await createApiClient({ baseUrl: 'http://internal', fetch: t.fetch }).request('item', QUERY, variables, {
        ...opts,
        cacheMinutes: 5,
      });
      expect(Object.keys(window.sessionStorage)).toEqual([`rm:gql:${sha256}`]);
    });

    it('does not cache without cacheMinutes, nor errors, nor when disabled', async () => {
      const t = fakeFetch(() => fakeResponse({ data: { homeTitle: 'x' } }));
      const client = createApiClient({ baseUrl: 'http://internal', fetch: t.fetch });
      await client.request('item', QUERY, { id: 1 }, opts);
      await client.request('item', QUERY, { id: 1 }, opts);
      const off = createApiClient({ baseUrl: 'http://internal', fetch: t.fetch, cache: null });
      await off.request('item', QUERY, { id: 1 }, { ...opts, cacheMinutes: 5 });
      await off.request('item', QUERY, { id: 1 }, { ...opts, cacheMinutes: 5 });
      expect(t.mock).toHaveBeenCalledTimes(4);
      expect(window.sessionStorage.length).toBe(0);
    });
  });

  describe('errors (docs/product.md §8)', () => {
    it('an HTTP error carries status, operation name, params and the server errors with their code', async () => {
      const serverErrors = [{ message: '요청 형식이 올바르지 않아요.', extensions: { code: 'BAD_REQUEST' } }];
      const t = fakeFetch(() => fakeResponse({ errors: serverErrors }, { status: 400 }));
      const client = createApiClient({ baseUrl: 'http://internal', fetch: t.fetch });
      const error = await client.request('item', QUERY, { id: 1 }, opts).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiHttpError);
      expect(error).toMatchObject({
        name: 'ApiHttpError',
        status: 400,
        operationName: 'pb_homeTitle',
        params: { id: 1 },
        errors: serverErrors,
        code: 'BAD_REQUEST',
      });
      expect(errorCodeOf(error)).toBe('BAD_REQUEST');
    });

    it('an HTTP error without a GraphQL body still has a status and a code', async () => {
      const t = fakeFetch(() => fakeResponse('<html>Bad gateway</html>', { status: 502, contentType: 'text/html' }));
      const error = await createApiClient({ baseUrl: 'http://internal', fetch: t.fetch })
        .request('item', QUERY, { id: 1 }, opts)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiHttpError);
      expect(error).toMatchObject({ status: 502, errors: [], code: 'INTERNAL' });
    });

    it('no response is a connect error with the endpoint path and the original message', async () => {
      const t = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      const error = await createApiClient({ baseUrl: 'http://internal', fetch: t.fetch })
        .request('capture', QUERY, { id: 1 }, opts)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiConnectError);
      expect(error).toMatchObject({
        message: CONNECT_ERROR_MESSAGE,
        endpoint: '/capture/v1/graphql',
        originalMessage: 'Failed to fetch',
        operationName: 'pb_homeTitle',
        code: 'NETWORK',
      });
      expect(CONNECT_ERROR_MESSAGE).toBe('server connect error');
    });

    it('a GraphQL error inside a 200 becomes an ApiGraphQLError with its code and Korean message', async () => {
      const t = fakeFetch(() =>
        fakeResponse({
          data: null,
          errors: [
            { message: '이미 처리된 요청이에요.', path: ['createCaptureSurvey'], extensions: { code: 'CONFLICT' } },
          ],
        })
      );
      const error = await createApiClient({ baseUrl: 'http://internal', fetch: t.fetch })
        .request('capture', QUERY, { id: 1 }, opts)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiGraphQLError);
      expect(error).toBeInstanceOf(ApiHttpError);
      expect(error).toMatchObject({ status: 200, code: 'CONFLICT', message: '이미 처리된 요청이에요.' });
      expect(errorCodeOf(error)).toBe('CONFLICT');
    });

    it('a 200 with neither data nor errors is an ApiGraphQLError, never a null answer', async () => {
      const t = fakeFetch(() => fakeResponse({ data: null }));
      const error = await createApiClient({ baseUrl: 'http://internal', fetch: t.fetch })
        .request('item', QUERY, { id: 1 }, opts)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiGraphQLError);
      expect(error).toMatchObject({ status: 200, errors: [], code: 'INTERNAL', operationName: 'pb_homeTitle' });
    });

    it('a masked error gets the vocabulary’s Korean message, not the English mask', async () => {
      const t = fakeFetch(() => fakeResponse({ data: null, errors: [{ message: 'Unexpected error.' }] }));
      const error = await createApiClient({ baseUrl: 'http://internal', fetch: t.fetch })
        .request('item', QUERY, { id: 1 }, opts)
        .catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'INTERNAL',
        message: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
      });
    });
  });
});
