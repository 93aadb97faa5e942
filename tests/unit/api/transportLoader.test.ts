/**
 * graphql-request and crypto-js load after hydration (api/transportLoader.ts): the shell warms them
 * when the browser is idle, and a call made before that awaits the same single import. Each test
 * gets fresh modules and counts how often api/graphqlTransport.ts is loaded.
 */
import { fakeFetch, fakeResponse } from './fakeFetch';

type Loader = typeof import('@/api/transportLoader');
type Client = typeof import('@/api/client');

const QUERY = 'query pb_homeTitle { homeTitle }';
let loads = 0;
let failNextLoad = false;

beforeEach(() => {
  jest.resetModules();
  loads = 0;
  failNextLoad = false;
  jest.doMock('@/api/graphqlTransport', () => {
    loads += 1;
    if (failNextLoad) {
      failNextLoad = false;
      throw new Error('Loading chunk 812 failed.');
    }
    return jest.requireActual('@/api/graphqlTransport');
  });
});

const fresh = () => ({
  loader: jest.requireActual<Loader>('@/api/transportLoader'),
  client: jest.requireActual<Client>('@/api/client'),
});

/** Lets every queued promise job and task of the import run; not a wait for time. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function idleWindow() {
  const idle: Array<() => void> = [];
  const win = {
    requestIdleCallback: jest.fn((cb: IdleRequestCallback) => idle.push(() => cb({} as IdleDeadline)) as number),
    cancelIdleCallback: jest.fn(),
    setTimeout: jest.fn(),
    clearTimeout: jest.fn(),
  };
  return { win: win as unknown as Window, raw: win, runIdle: () => idle.forEach((cb) => cb()) };
}

describe('api/transportLoader', () => {
  it('nothing is imported when the client is created: the first call imports it', async () => {
    const { client } = fresh();
    const t = fakeFetch(() => fakeResponse({ data: { homeTitle: '라이드마켓' } }));
    const api = client.createApiClient({ baseUrl: 'http://internal', fetch: t.fetch });
    await settle();
    expect(loads).toBe(0);
    await expect(api.request('item', QUERY, {}, { operationName: 'pb_homeTitle' })).resolves.toEqual({
      homeTitle: '라이드마켓',
    });
    expect(loads).toBe(1);
  });

  it('warming waits for the idle callback, and the calls after it reuse that one import', async () => {
    const { loader, client } = fresh();
    const { win, raw, runIdle } = idleWindow();
    loader.warmApiTransport(win);
    expect(raw.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: loader.WARM_TIMEOUT_MS });
    await settle();
    expect(loads).toBe(0);

    runIdle();
    await settle();
    expect(loads).toBe(1);
    const t = fakeFetch(() => fakeResponse({ data: { homeTitle: 'x' } }));
    const api = client.createApiClient({ baseUrl: 'http://internal', fetch: t.fetch });
    await Promise.all([
      api.request('item', QUERY, {}, { operationName: 'pb_homeTitle' }),
      api.request('order', QUERY, {}, { operationName: 'pb_homeTitle', cacheMinutes: 5 }),
    ]);
    expect(loads).toBe(1);
    expect(t.calls).toHaveLength(2);
  });

  it('without requestIdleCallback (Safari) a timeout starts it; the cleanup cancels either', () => {
    const { loader } = fresh();
    const timers = { setTimeout: jest.fn(() => 7), clearTimeout: jest.fn() };
    loader.warmApiTransport(timers as unknown as Window)();
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 1);
    expect(timers.clearTimeout).toHaveBeenCalledWith(7);

    const { win, raw } = idleWindow();
    loader.warmApiTransport(win)();
    expect(raw.cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('concurrent first calls share one import', async () => {
    const { client } = fresh();
    const t = fakeFetch(() => fakeResponse({ data: { homeTitle: 'x' } }));
    const api = client.createApiClient({ baseUrl: 'http://internal', fetch: t.fetch });
    await Promise.all([1, 2, 3].map((id) => api.request('item', QUERY, { id }, { operationName: 'pb_homeTitle' })));
    expect(loads).toBe(1);
  });

  it('a failed import is a connect error for that call (nothing sent), and the next call imports again', async () => {
    const { client } = fresh();
    failNextLoad = true;
    const t = fakeFetch(() => fakeResponse({ data: { homeTitle: '라이드마켓' } }));
    const api = client.createApiClient({ baseUrl: 'http://internal', fetch: t.fetch });
    const error = await api.request('capture', QUERY, {}, { operationName: 'pb_homeTitle' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ApiConnectError',
      code: 'NETWORK',
      endpoint: '/capture/v1/graphql',
      originalMessage: 'Loading chunk 812 failed.',
      operationName: 'pb_homeTitle',
    });
    expect(t.calls).toHaveLength(0);
    await expect(api.request('capture', QUERY, {}, { operationName: 'pb_homeTitle' })).resolves.toEqual({
      homeTitle: '라이드마켓',
    });
    expect(loads).toBe(2);
  });
});
