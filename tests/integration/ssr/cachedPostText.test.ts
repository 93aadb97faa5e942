/**
 * A community post read through the anonymous page cache: each visitor's anonymous id and CSP nonce
 * go only where the page template put them, never into what a member wrote (issue 26). The post page
 * runs its real getServerSideProps (page table, identity, cache, item service) behind a real socket;
 * the stand-in for Next's render writes the post with the app's LinkedText, the scripts with the
 * request's nonce, and the props as __NEXT_DATA__.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { GetServerSidePropsContext } from 'next';
import { communityPosts } from '@/server/db/schema/community';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';
import { contentSecurityPolicy, newNonce, nonceOfPolicy } from '@/server/security/contentSecurityPolicy';
import { LinkedText } from '@/components/community/post/LinkedText';
import { usePageHarness, type PageResult } from '../../support/pageHarness';
import { testDbKinds } from '../../support/testDb';
import { insertUser } from '../auth/authFixtures';

const ROUTE = '/community/[boardCode]/posts/[id]';
// The fixed stand-ins the cache used to replace over the whole page: anyone could type them.
const ANON_PLACEHOLDER = 'rm-anon-0000-0000-0000-placeholder00';
const NONCE_PLACEHOLDER = 'rmNoncePlaceholder000000';
const POST_TEXT = `제 사진 여기 있어요 https://evil.example/p?id=${ANON_PLACEHOLDER}&n=${NONCE_PLACEHOLDER}\n${ANON_PLACEHOLDER} ${NONCE_PLACEHOLDER}`;

type PostProps = { shell: { anonId: string }; initialState: { communityPost: { post: { content: string } } } };

function startServer() {
  return http.createServer(async (req, res) => {
    const [, , boardCode, , id] = new URL(req.url!, 'http://localhost').pathname.split('/');
    const params = { boardCode, id };
    const context = { req, res, params, query: params, resolvedUrl: req.url! } as unknown as GetServerSidePropsContext;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const result = (await loadPage(pageTable[ROUTE] as Parameters<typeof loadPage>[0])(context)) as PageResult<PostProps>;
    if (res.writableEnded) return;
    const props = result.props!;
    const nonce = nonceOfPolicy(req.headers['content-security-policy']);
    const html = '<html><body><article>'
      + renderToString(createElement(LinkedText, { text: props.initialState.communityPost.post.content }))
      + `</article><script nonce="${nonce}">boot()</script>`
      + `<script id="__NEXT_DATA__" type="application/json" nonce="${nonce}">${JSON.stringify({ props })}</script></body></html>`;
    res.write(html.slice(0, 40));
    res.end(html.slice(40));
  });
}

const occurrences = (text: string, value: string) => text.split(value).length - 1;

describe.each(testDbKinds())('a cached post page on %s', (kind) => {
  // One member's post on the 자유 board is all this page needs.
  const harness = usePageHarness(kind, async () => undefined);
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    delete process.env.PAGE_CACHE; // the harness switches the cache off; this test is about it
    server = startServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fills each visitor’s id and nonce in at the template’s places only, and shows the post as written', async () => {
    const [post] = await harness.db().insert(communityPosts)
      .values({ boardCode: 'free', userId: await insertUser(harness.db()), title: '자리표시 문자열을 적은 글', content: POST_TEXT })
      .returning({ id: communityPosts.id, boardCode: communityPosts.boardCode });

    const visits = [];
    for (let i = 0; i < 2; i += 1) {
      const csp = contentSecurityPolicy({ nonce: newNonce(), pathname: `/community/${post.boardCode}/posts/${post.id}`, dev: false });
      const response = await fetch(`${base}/community/${post.boardCode}/posts/${post.id}`, {
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone) jest', 'content-security-policy': csp },
      });
      const body = await response.text();
      const data = JSON.parse(/<script id="__NEXT_DATA__"[^>]*>(.*)<\/script>/.exec(body)![1]) as { props: PostProps };
      visits.push({ body, data, nonce: nonceOfPolicy(csp)!, cache: response.headers.get('x-page-cache'), length: Number(response.headers.get('content-length')) });
    }
    expect(visits.map((v) => v.cache)).toEqual(['miss', 'hit']);

    const [first, second] = visits;
    expect(first.data.props.shell.anonId).not.toBe(second.data.props.shell.anonId);
    for (const visit of visits) {
      const anonId = visit.data.props.shell.anonId;
      expect(anonId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      // The template's places: the shell props once, the two scripts' nonce attributes.
      expect(occurrences(visit.body, anonId)).toBe(1);
      expect(visit.body.match(/nonce="[^"]*"/g)).toEqual([`nonce="${visit.nonce}"`, `nonce="${visit.nonce}"`]);
      expect(occurrences(visit.body, visit.nonce)).toBe(2);
      // The post as its member wrote it, in the props and in the page's text and link.
      expect(visit.data.props.initialState.communityPost.post.content).toBe(POST_TEXT);
      expect(/<article>(.*)<\/article>/.exec(visit.body)![1]).toBe(renderToString(createElement(LinkedText, { text: POST_TEXT })));
      expect(visit.body).toContain(`href="https://evil.example/p?id=${ANON_PLACEHOLDER}&amp;n=${NONCE_PLACEHOLDER}"`);
      expect(visit.length).toBe(Buffer.byteLength(visit.body));
    }
  });
});
