/**
 * Shared pages (docs/operations.md §10 What the shared cache keeps): a page of a shared family, for a
 * visitor without a session, goes out `public` with its s-maxage and the same bytes for everyone: no
 * anonymous id, no per-response nonce (its own inline scripts admitted by hash), no cookie. A
 * member's page and a response that sets a cookie stay private. Pages run their real
 * getServerSideProps (page table, identity, cache, item service) behind a real socket; the stand-in
 * for Next's render writes a community post with the app's LinkedText, Next's scripts with the
 * request's nonce and the props as __NEXT_DATA__, and the policy goes on the response as proxy.ts does.
 */
import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { GetServerSidePropsContext } from 'next';
import { communityPosts } from '@/server/db/schema/community';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable, type PageRoute } from '@/server/ssr/pageTable';
import { clearPageCache } from '@/server/ssr/anonymousPageCache';
import { contentSecurityPolicy, newNonce, nonceOfPolicy } from '@/server/security/contentSecurityPolicy';
import { resolveIdentityOptions } from '@/server/auth/identityOptions';
import { signIn } from '@/server/auth/signIn';
import { seal } from '@/server/auth/cookieSeal';
import { LinkedText } from '@/components/community/post/LinkedText';
import { usePageHarness, type PageResult } from '../../support/pageHarness';
import { seedCheckoutFixture, type CheckoutFixture } from '../../support/checkoutFixture';
import { testDbKinds } from '../../support/testDb';
import { insertUser } from '../auth/authFixtures';

// Strings a member could type that look like what the old per-visitor cache replaced (issue 26).
const ANON_PLACEHOLDER = 'rm-anon-0000-0000-0000-placeholder00';
const NONCE_PLACEHOLDER = 'rmNoncePlaceholder000000';
const POST_TEXT = `제 사진 여기 있어요 https://evil.example/p?id=${ANON_PLACEHOLDER}&n=${NONCE_PLACEHOLDER}\n${ANON_PLACEHOLDER} ${NONCE_PLACEHOLDER}`;
const BOOT = 'self.__boot=1';

type Props = { shell: { anonId: string | null }; initialState?: { communityPost?: { post: { content: string } } } };

function routeOf(path: string): { route: PageRoute; params: Record<string, string> } {
  const post = /^\/community\/([^/]+)\/posts\/(\d+)$/.exec(path);
  if (post) return { route: '/community/[boardCode]/posts/[id]', params: { boardCode: post[1], id: post[2] } };
  const item = /^\/services\/(\d+)$/.exec(path);
  if (item) return { route: '/services/[id]', params: { id: item[1] } };
  throw new Error(`no route for ${path}`);
}

function startServer() {
  return http.createServer(async (req, res) => {
    const { route, params } = routeOf(new URL(req.url!, 'http://localhost').pathname);
    const context = { req, res, params, query: params, resolvedUrl: req.url! } as unknown as GetServerSidePropsContext;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    // proxy.ts: the request's policy goes on the response.
    res.setHeader('content-security-policy', String(req.headers['content-security-policy']));
    const result = (await loadPage(pageTable[route] as Parameters<typeof loadPage>[0])(context)) as PageResult<Props>;
    if (res.writableEnded) return;
    const props = result.props!;
    const nonce = nonceOfPolicy(req.headers['content-security-policy']);
    const content = props.initialState?.communityPost?.post.content ?? '';
    const html =
      `<html><head><link rel="preload" href="/_next/static/app.js" as="script" nonce="${nonce}"><noscript data-n-css="${nonce}"></noscript></head><body><article>` +
      renderToString(createElement(LinkedText, { text: content })) +
      `</article><script nonce="${nonce}">${BOOT}</script><script src="/_next/static/app.js" nonce="${nonce}" defer=""></script>` +
      `<script id="__NEXT_DATA__" type="application/json" nonce="${nonce}">${JSON.stringify({ props })}</script></body></html>`;
    res.write(html.slice(0, 40));
    res.end(html.slice(40));
  });
}

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe.each(testDbKinds())('shared pages on %s', (kind) => {
  let fixture: CheckoutFixture;
  const harness = usePageHarness(kind, async (db) => {
    fixture = await seedCheckoutFixture(db);
  });
  let server: http.Server;
  let base: string;
  let postPath: string;

  beforeAll(async () => {
    server = startServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const [post] = await harness
      .db()
      .insert(communityPosts)
      .values({
        boardCode: 'free',
        userId: await insertUser(harness.db()),
        title: '자리표시 문자열을 적은 글',
        content: POST_TEXT,
      })
      .returning({ id: communityPosts.id, boardCode: communityPosts.boardCode });
    postPath = `/community/${post.boardCode}/posts/${post.id}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => clearPageCache());

  const visit = async (path: string, headers: Record<string, string> = {}) => {
    const csp = contentSecurityPolicy({ nonce: newNonce(), pathname: path, dev: false });
    const response = await fetch(base + path, {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) jest', 'content-security-policy': csp, ...headers },
    });
    const body = Buffer.from(await response.arrayBuffer());
    const data = /<script id="__NEXT_DATA__"[^>]*>(.*)<\/script>/.exec(body.toString('utf8'));
    return {
      response,
      body,
      nonce: nonceOfPolicy(csp)!,
      props: data ? (JSON.parse(data[1]) as { props: Props }).props : null,
    };
  };
  const sealedAid = () => `aid=${seal(crypto.randomUUID(), resolveIdentityOptions({}).secret)}`;

  describe.each([
    ['on', undefined],
    ['off', 'off'],
  ])('with the page cache %s', (_label, pageCache) => {
    beforeAll(() => {
      if (pageCache) process.env.PAGE_CACHE = pageCache;
      else delete process.env.PAGE_CACHE;
    });
    afterAll(() => {
      process.env.PAGE_CACHE = 'off';
    });

    it('sends every visitor without a session the same bytes, public, with no anonymous id, nonce or cookie', async () => {
      const visits = [
        await visit(postPath),
        await visit(postPath, { cookie: sealedAid() }),
        await visit(postPath, { cookie: `${sealedAid()}; _ga=GA1.2.3` }),
      ];
      for (const { response, body, nonce, props } of visits) {
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
        expect(response.headers.get('vary')).toBe('User-Agent');
        expect(response.headers.get('set-cookie')).toBeNull();
        expect(props!.shell.anonId).toBeNull();
        // The post as its member wrote it.
        expect(props!.initialState!.communityPost!.post.content).toBe(POST_TEXT);
        expect(body.toString('utf8')).toContain(
          `href="https://evil.example/p?id=${ANON_PLACEHOLDER}&amp;n=${NONCE_PLACEHOLDER}"`
        );
        // No nonce anywhere; Next's inline script by its hash, its chunks by 'self'; never unsafe-inline.
        expect(body.toString('utf8')).not.toContain(nonce);
        expect(body.toString('utf8')).not.toContain('nonce=');
        const scriptSrc = response.headers
          .get('content-security-policy')!
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith('script-src '))!;
        expect(scriptSrc.split(' ').slice(1)).toEqual(["'self'", sha256(BOOT)]);
        expect(Number(response.headers.get('content-length'))).toBe(body.length);
      }
      expect(visits[1].body.equals(visits[0].body)).toBe(true);
      expect(visits[2].body.equals(visits[0].body)).toBe(true);
      expect(visits.map((v) => v.response.headers.get('x-page-cache'))).toEqual(
        pageCache ? [null, null, null] : ['miss', 'hit', 'hit']
      );
    });
  });

  it("renders a member's page for them: private, with their nonce", async () => {
    const member = await insertUser(harness.db());
    const cookies = await signIn(harness.db(), member, { userAgent: 'jest', options: resolveIdentityOptions({}) });
    const { response, body, nonce, props } = await visit(postPath, {
      cookie: cookies.map((c) => c.split(';')[0]).join('; '),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    expect(body.toString('utf8')).toContain(`nonce="${nonce}"`);
    expect(props!.shell.anonId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a response that sets a cookie private: an item page reached from our own page, for a first visit', async () => {
    const path = `/services/${fixture.sale.itemId}`;
    const shared = await visit(path);
    expect(shared.response.status).toBe(200);
    expect(shared.response.headers.get('cache-control')).toMatch(/^public, /);
    expect(shared.response.headers.get('set-cookie')).toBeNull();

    const fromOurs = await visit(path, { referer: `${base}/keywords` });
    expect(fromOurs.response.status).toBe(200);
    expect(fromOurs.response.headers.get('set-cookie')).toMatch(/^aid=/);
    expect(fromOurs.response.headers.get('cache-control')).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate'
    );
    expect(fromOurs.props!.shell.anonId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
