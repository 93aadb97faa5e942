import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorMessages } from '@/lib/errors';
import type { ServiceYoga } from '@/server/graphql/createServiceYoga';
import { testYoga } from './testService';

// The item route is mounted on a real HTTP server below with the tiny test service in place of the
// item service, to see what pages/api/graphql/item.ts hands Yoga.
let mountedYoga: ServiceYoga;
jest.mock('@/server/graphql/item/yoga', () => ({ itemYoga: () => mountedYoga }));
import itemRoute from '@/pages/api/graphql/item';
import { gqlInProcess } from '@/tests/support/serviceFetch';
import { inProcessTransport } from '@/server/ssr/serviceTransport';

const ENDPOINT = 'http://localhost/capture/v1/graphql';
const init = () => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ hello }' }),
});
/** With a socket address as the API route hands it over; without one as SSR's in-process fetch calls. */
const post = (yoga: ServiceYoga, serverContext?: { socketAddress: string }) =>
  serverContext ? yoga.fetch(ENDPOINT, init(), serverContext) : yoga.fetch(ENDPOINT, init());

describe('per-address request budget of a service', () => {
  it('answers RATE_LIMITED with 429 and Retry-After past the budget, per address, then in the next window', async () => {
    // Only the clock is faked: the limit reads Date.now(), everything else runs for real.
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      jest.setSystemTime(1_000_000);
      const yoga = testYoga({ rateLimit: { burst: 3, windowSeconds: 30 } });
      const phone = { socketAddress: '203.0.113.5' };
      for (let i = 0; i < 3; i += 1) expect((await post(yoga, phone)).status).toBe(200);
      jest.setSystemTime(1_010_000);
      const refused = await post(yoga, phone);
      expect(refused.status).toBe(429);
      // The window opened by the first request ends 30 s after it: 20 s from now.
      expect(refused.headers.get('retry-after')).toBe('20');
      const body = await refused.json();
      expect(body).toEqual({ errors: [{ message: errorMessages.RATE_LIMITED, extensions: { code: 'RATE_LIMITED' } }] });

      expect((await post(yoga, { socketAddress: '198.51.100.7' })).status).toBe(200);
      // IPv4-mapped IPv6 is the same address.
      expect((await post(yoga, { socketAddress: '::ffff:203.0.113.5' })).status).toBe(429);
      jest.setSystemTime(1_030_000);
      for (let i = 0; i < 3; i += 1) expect((await post(yoga, phone)).status).toBe(200);
      expect((await post(yoga, phone)).status).toBe(429);
    } finally {
      jest.useRealTimers();
    }
  });

  it('never counts in-process calls (SSR) nor a fetch that names no address, however many', async () => {
    const yoga = testYoga({ rateLimit: { burst: 2, windowSeconds: 60 } });
    for (let i = 0; i < 20; i += 1) expect((await gqlInProcess(yoga, { query: '{ hello }' })).status).toBe(200);
    for (let i = 0; i < 20; i += 1) expect((await post(yoga)).status).toBe(200);
    expect((await post(yoga, { socketAddress: '203.0.113.9' })).status).toBe(200);
  });

  it('is off with rateLimit null', async () => {
    const yoga = testYoga({ rateLimit: null });
    for (let i = 0; i < 20; i += 1) expect((await post(yoga, { socketAddress: '203.0.113.5' })).status).toBe(200);
  });

  it('counts the requests that reach the API route over HTTP by their socket address, and not SSR calls', async () => {
    mountedYoga = testYoga({
      rateLimit: { burst: 2, windowSeconds: 60 },
      graphqlEndpoint: '/item/v1/graphql',
      trustProxy: () => false,
    });
    const server = http.createServer((req, res) => void itemRoute(req as never, res as never));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const send = () =>
        fetch(`http://127.0.0.1:${port}/item/v1/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.0.0.${Math.floor(Math.random() * 250)}`,
          },
          body: JSON.stringify({ query: '{ hello }' }),
        });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).errors[0].extensions.code).toBe('RATE_LIMITED');
      // The same service, called in-process by SSR while that address is over its budget.
      const ssr = inProcessTransport();
      for (let i = 0; i < 5; i += 1) {
        const answer = await ssr({ service: 'item', document: '{ hello }', variables: {}, headers: {} });
        expect(answer.status).toBe(200);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
