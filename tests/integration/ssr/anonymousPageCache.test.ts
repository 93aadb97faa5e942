import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { GetServerSidePropsContext } from 'next';
import { requestState } from '@/server/auth/requestState';
import { clearPageCache, pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { contentSecurityPolicy, newNonce, nonceOfPolicy } from '@/server/security/contentSecurityPolicy';
import type { ShellProps } from '@/lib/shell';

/**
 * A stand-in for Next's page pipeline over a real socket: identity first (as prepareShell), then
 * the cached loader, then — unless the response is already sent — a render written in chunks.
 */
let renders = 0;
let status = 200;

function startServer() {
  return http.createServer(async (req, res) => {
    const anonId = String(req.headers['x-test-anon']);
    const state = requestState(req);
    state.anonId = anonId;
    if (req.headers['x-test-session']) state.sessionToken = 'member-token';
    const shell: ShellProps = { anonId, isCrawler: false, isMobile: true, siteUrl: 'http://localhost' };
    const context = { req, res, resolvedUrl: req.url!, query: {}, params: {} } as unknown as GetServerSidePropsContext;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('set-cookie', `aid=${anonId}; HttpOnly`);
    const result = await withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
      renders += 1;
      return { props: { shell, render: renders } };
    });
    if (res.writableEnded) return;
    const props = 'props' in result ? await result.props : {};
    res.statusCode = status;
    // As Next.js does: the nonce of the request's policy (set by proxy.ts) goes on its scripts.
    const nonce = nonceOfPolicy(req.headers['content-security-policy']);
    const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
    const html = `<html><body>페이지 ${req.url}<script${nonceAttr}>boot()</script><script id="__NEXT_DATA__"${nonceAttr}>${JSON.stringify(props)}</script></body></html>`;
    res.write(html.slice(0, 20));
    res.end(html.slice(20));
  });
}

describe('anonymous page cache', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = startServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    clearPageCache();
    renders = 0;
    status = 200;
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const anonId = headers['x-test-anon'] ?? randomUUID();
    const response = await fetch(base + path, { headers: { 'x-test-anon': anonId, ...headers } });
    const body = await response.text();
    return { anonId, body, response };
  };

  it('renders a page once for many anonymous visitors, each seeing only its own anonymous id', async () => {
    const first = await get('/models/7');
    const second = await get('/models/7');
    expect(renders).toBe(1);
    for (const visit of [first, second]) {
      expect(visit.body).toContain(`"anonId":"${visit.anonId}"`);
      expect(Number(visit.response.headers.get('content-length'))).toBe(Buffer.byteLength(visit.body));
      expect(visit.response.headers.get('set-cookie')).toContain(visit.anonId);
    }
    expect(second.body).not.toContain(first.anonId);
    expect(second.body).toContain('"render":1');
  });

  it('keeps pages apart by URL, including the query string', async () => {
    await get('/search?keyword=브롬톤');
    await get('/search?keyword=tern');
    await get('/search?keyword=tern');
    expect(renders).toBe(2);
  });

  it('renders every request of a member and of a client-side navigation', async () => {
    await get('/models/7', { 'x-test-session': '1' });
    await get('/models/7', { 'x-test-session': '1' });
    await get('/models/7', { 'x-nextjs-data': '1' });
    expect(renders).toBe(3);
  });

  it("gives every response of a kept page the nonce of its own policy, never the first visitor's", async () => {
    const policy = () => contentSecurityPolicy({ nonce: newNonce(), pathname: '/models/7', dev: false });
    const visits = [];
    for (let i = 0; i < 3; i += 1) {
      const csp = policy();
      visits.push({ ...(await get('/models/7', { 'content-security-policy': csp })), nonce: nonceOfPolicy(csp)! });
    }
    expect(renders).toBe(1);
    for (const visit of visits) {
      expect(visit.body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${visit.nonce}"`, `nonce="${visit.nonce}"`]);
      expect(Number(visit.response.headers.get('content-length'))).toBe(Buffer.byteLength(visit.body));
    }
    expect(new Set(visits.map((v) => v.nonce)).size).toBe(3);
    expect(visits[2].response.headers.get('x-page-cache')).toBe('hit');
  });

  it('keeps pages rendered without a policy apart from those with one', async () => {
    await get('/models/7');
    const csp = contentSecurityPolicy({ nonce: newNonce(), pathname: '/models/7', dev: false });
    const withPolicy = await get('/models/7', { 'content-security-policy': csp });
    expect(renders).toBe(2);
    expect(withPolicy.body).toContain(`nonce="${nonceOfPolicy(csp)}"`);
  });

  it('never keeps a failed page', async () => {
    status = 503;
    await get('/models/8');
    status = 200;
    const retry = await get('/models/8');
    expect(renders).toBe(2);
    expect(retry.response.status).toBe(200);
  });

  it('renders for itself a visitor whose id is not one we minted', async () => {
    const app = await get('/models/9', { 'x-test-anon': 'native-app-id-1234' });
    await get('/models/9', { 'x-test-anon': 'native-app-id-1234' });
    expect(renders).toBe(2);
    expect(app.body).toContain('native-app-id-1234');
  });
});
