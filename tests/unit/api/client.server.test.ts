/**
 * @jest-environment node
 */
// The server side of the client: no window, no storage. Runs in the node environment on purpose.
import { createApiClient } from '@/api/client';
import { ApiConnectError } from '@/api/errors';
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
});
