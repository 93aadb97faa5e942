/**
 * Issue 26: a post hidden by reports, deleted or edited, and a comment hidden by reports, show to
 * the very next visitor, through the anonymous page cache: the post page, the board lists, community
 * search and the pages of the models it tags are forgotten in the request that changes the post
 * (and the model page's own data), and the post's photos answer 404 at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { queryRows } from '@/server/db/rows';
import { communityComments, communityPostImages } from '@/server/db/schema';
import { serveImage } from '@/server/http/imageHandler';
import { clearPageCache } from '@/server/ssr/anonymousPageCache';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable, type PageRoute } from '@/server/ssr/pageTable';
import { usePageHarness } from '../../support/pageHarness';
import { testDbKinds } from '../../support/testDb';
import { verifiedMember } from '../../support/checkoutFixture';
import { callItem, uploadOf } from '../review/reviewHarness';
import { insertPost } from './searchHarness';

const REPORT = `mutation us_reportContent($kind: CommunityReportKind!, $id: Int!, $reason: String!) {
  reportContent(kind: $kind, id: $id, reason: $reason) { kind id hidden } }`;
const DELETE_COMMENT = `mutation us_deleteComment($commentId: Int!) { deleteComment(commentId: $commentId) { commentId } }`;
const DELETE = `mutation us_deletePost($postId: Int!) { deletePost(postId: $postId) { postId boardCode } }`;
const UPDATE = `mutation us_updatePost($postId: Int!, $boardCode: String!, $title: String!, $content: String!, $imageIds: [Int!]!, $modelIds: [Int!]!) {
  updatePost(postId: $postId, boardCode: $boardCode, title: $title, content: $content, imageIds: $imageIds, modelIds: $modelIds) { postId boardCode } }`;

/** Next's page pipeline in miniature: the page's loader, the anonymous cache, and its props as the "HTML". */
function pageServer() {
  return http.createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    const route = url.searchParams.get('_route') as PageRoute;
    url.searchParams.delete('_route');
    const params = JSON.parse(url.searchParams.get('_params') ?? '{}') as Record<string, string>;
    url.searchParams.delete('_params');
    const resolvedUrl = url.pathname + url.search;
    req.url = resolvedUrl;
    const query = { ...Object.fromEntries(url.searchParams), ...params };
    const context = { req, res, resolvedUrl, query, params } as unknown as GetServerSidePropsContext;
    const result = (await loadPage(pageTable[route] as Parameters<typeof loadPage>[0])(context)) as {
      props?: unknown;
      notFound?: true;
    };
    if (res.writableEnded) return;
    if (result.notFound) {
      res.statusCode = 404;
      res.end('없는 페이지');
      return;
    }
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(result.props));
  });
}

describe.each(testDbKinds())('pages of a post taken down or changed, through the page cache, on %s', (kind) => {
  const harness = usePageHarness(kind);
  const db = () => harness.db();
  let server: http.Server;
  let base = '';
  // A model of its own for each test: the model page's data is kept for 30 seconds on its own.
  let models: number[];
  let reporters: number[];
  beforeAll(async () => {
    delete process.env.PAGE_CACHE;
    clearPageCache();
    server = pageServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    models = (await queryRows<{ id: number }>(db(), sql`SELECT id FROM models ORDER BY id LIMIT 5`)).map((m) =>
      Number(m.id)
    );
    reporters = await Promise.all([1, 2, 3, 4, 5].map(() => verifiedMember(db())));
  });
  afterAll(async () => {
    process.env.PAGE_CACHE = 'off';
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** An anonymous visit (a fresh visitor each time, as the cache shares pages between them). */
  async function visit(route: PageRoute, path: string, params: Record<string, string> = {}) {
    const sep = path.includes('?') ? '&' : '?';
    const response = await fetch(
      `${base}${path}${sep}_route=${encodeURIComponent(route)}&_params=${encodeURIComponent(JSON.stringify(params))}`
    );
    return { status: response.status, cache: response.headers.get('x-page-cache'), body: await response.text() };
  }

  /** A fresh post in 자유게시판, tagged with `modelId`, with one photo, and the pages that show it. */
  async function livePost(modelId: number) {
    const author = await verifiedMember(db());
    const word = `단어${crypto.randomBytes(4).toString('hex')}`;
    const title = `${word} 접이식 자전거 후기`;
    const postId = await insertPost(db(), {
      userId: author,
      title,
      content: '출퇴근용으로 한 달 탔어요.',
      boardCode: 'free',
      createdAt: new Date(),
      modelIds: [modelId],
      modelNames: [],
    });
    const photo = await uploadOf(db(), author);
    await db().insert(communityPostImages).values({ postId, imageId: photo, sortOrder: 0 });
    const pages: [PageRoute, string, Record<string, string>][] = [
      [
        '/community/[boardCode]/posts/[id]',
        `/community/free/posts/${postId}`,
        { boardCode: 'free', id: String(postId) },
      ],
      ['/community', '/community?board=free', {}],
      ['/community', '/community', {}],
      ['/community/search', `/community/search?keyword=${encodeURIComponent(word)}`, {}],
      ['/models/[id]', `/models/${modelId}`, { id: String(modelId) }],
    ];
    // Each page shows the post, and the second visitor gets the kept copy.
    clearPageCache();
    for (const [route, path, params] of pages) {
      const first = await visit(route, path, params);
      const again = await visit(route, path, params);
      expect([path, first.body.includes(title), again.cache, again.body.includes(title)]).toEqual([
        path,
        true,
        'hit',
        true,
      ]);
    }
    return { author, title, word, postId, photo, pages };
  }

  const shownOn = async (pages: [PageRoute, string, Record<string, string>][], text: string) =>
    Promise.all(pages.map(async ([route, path, params]) => (await visit(route, path, params)).body.includes(text)));

  it('a post hidden by the fifth report is gone from every page at once, and its photo is a 404', async () => {
    const post = await livePost(models[0]);
    for (const [i, reporter] of reporters.entries()) {
      const answer = await callItem<{ reportContent: { hidden: boolean } }>(db(), { userId: reporter }, REPORT, {
        kind: 'POST',
        id: post.postId,
        reason: '광고성 글이에요',
      });
      expect(answer.data?.reportContent.hidden).toBe(i === 4);
    }
    expect((await visit(...post.pages[0])).status).toBe(404);
    expect(await shownOn(post.pages, post.title)).toEqual([false, false, false, false, false]);
    expect((await serveImage(db(), String(post.photo))).status).toBe(404);
  });

  it('a deleted post is gone from every page at once, and its photo is a 404', async () => {
    const post = await livePost(models[1]);
    expect((await callItem(db(), { userId: post.author }, DELETE, { postId: post.postId })).code).toBeNull();
    expect((await visit(...post.pages[0])).status).toBe(404);
    expect(await shownOn(post.pages, post.title)).toEqual([false, false, false, false, false]);
    expect((await serveImage(db(), String(post.photo))).status).toBe(404);
  });

  it('an edited post shows its new title everywhere at once, on the model it now tags and no longer on the one it dropped', async () => {
    const [dropped, tagged] = [models[2], models[3]];
    const post = await livePost(dropped);
    // The model page it will tag is kept too, from before the edit.
    expect((await visit('/models/[id]', `/models/${tagged}`, { id: String(tagged) })).status).toBe(200);
    const title = `${post.word} 고친 제목`;
    const edited = await callItem(db(), { userId: post.author }, UPDATE, {
      postId: post.postId,
      boardCode: 'free',
      title,
      content: '한 달 더 타 보고 고쳐 써요.',
      imageIds: [],
      modelIds: [tagged],
    });
    expect(edited.code).toBeNull();
    const [postPage, board, all, search, droppedModel] = post.pages;
    expect(await shownOn([postPage, board, all, search], title)).toEqual([true, true, true, true]);
    expect(await shownOn(post.pages, post.title)).toEqual([false, false, false, false, false]);
    expect(await shownOn([droppedModel, ['/models/[id]', `/models/${tagged}`, { id: String(tagged) }]], title)).toEqual(
      [false, true]
    );
    // The photo the edit dropped went back to its owner: no longer public.
    expect((await serveImage(db(), String(post.photo))).status).toBe(404);
  });

  /** A comment on the post, and its page kept with it (the cache forgets nothing on its own for 30 seconds). */
  async function keptComment(post: Awaited<ReturnType<typeof livePost>>) {
    const author = await verifiedMember(db());
    const text = `댓글${crypto.randomBytes(4).toString('hex')} 광고 링크입니다`;
    const [comment] = await db()
      .insert(communityComments)
      .values({ postId: post.postId, userId: author, content: text })
      .returning({ id: communityComments.id });
    await db().execute(sql`UPDATE community_posts SET comment_count = comment_count + 1 WHERE id = ${post.postId}`);
    clearPageCache();
    const first = await visit(...post.pages[0]);
    const again = await visit(...post.pages[0]);
    expect([first.body.includes(text), again.cache, again.body.includes(text)]).toEqual([true, 'hit', true]);
    return { author, text, commentId: comment.id };
  }

  it('a comment hidden by the fifth report is gone from the post page at once', async () => {
    const post = await livePost(models[4]);
    const { text, commentId } = await keptComment(post);
    for (const reporter of reporters) {
      expect(
        (
          await callItem(db(), { userId: reporter }, REPORT, {
            kind: 'COMMENT',
            id: commentId,
            reason: '광고성 댓글이에요',
          })
        ).code
      ).toBeNull();
    }
    const after = await visit(...post.pages[0]);
    expect([after.status, after.body.includes(text), after.body.includes(post.title)]).toEqual([200, false, true]);
  });

  it('a comment its author deleted is gone from the post page at once', async () => {
    const post = await livePost(models[4]);
    const { author, text, commentId } = await keptComment(post);
    expect((await callItem(db(), { userId: author }, DELETE_COMMENT, { commentId })).code).toBeNull();
    const after = await visit(...post.pages[0]);
    expect([after.status, after.body.includes(text), after.body.includes(post.title)]).toEqual([200, false, true]);
  });
});
