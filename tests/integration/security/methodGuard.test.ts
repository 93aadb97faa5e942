import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installMethodGuard, isUnservableMethod } from '@/server/http/methodGuard';

/** Found by `npm run fuzz`: TRACE reached Next, whose fetch Request refuses it, and came back a 500. */
describe('methods no handler of ours can serve', () => {
  let server: http.Server;
  let port: number;
  let reached: string[];
  beforeAll(async () => {
    installMethodGuard();
    installMethodGuard(); // twice is harmless: one wrapper
    reached = [];
    server = http.createServer((req, res) => {
      reached.push(req.method ?? '');
      res.end('handled');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const send = (method: string) =>
    new Promise<{ status: number; body: string; allow?: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path: '/healthz' }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, allow: res.headers.allow as string | undefined })
        );
      });
      req.on('error', reject);
      req.end();
    });

  it('answers TRACE with 405 and our JSON error before any handler runs', async () => {
    const reply = await send('TRACE');
    expect(reply.status).toBe(405);
    expect(JSON.parse(reply.body)).toEqual({ code: 'BAD_REQUEST', message: '지원하지 않는 요청 방식이에요.' });
    expect(reply.allow).toBe('GET, HEAD, POST');
    expect(reached).toEqual([]);
  });

  it('lets every other method through to the handler', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      expect((await send(method)).status).toBe(200);
    }
    expect(reached).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);
    expect(['trace', 'TRACK', 'connect'].every(isUnservableMethod)).toBe(true);
  });
});
