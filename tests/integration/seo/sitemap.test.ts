import { asc, eq } from 'drizzle-orm';
import { brands, communityBoards, communityPosts, contents, images, items, users } from '@/server/db/schema';
import { sitemapChunkAnswer, sitemapIndexAnswer } from '@/server/http/sitemapHandler';
import { STATIC_PAGE_PATHS } from '@/server/domain/seo/sitemapSources';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { readBody, writeSeoFixture, type SeoFixture } from './seoFixtures';
import { childTexts, parseXml, SITEMAP_NS } from './xmlParse';

const SITE = 'https://www.ridemarket.kr';

describe.each(testDbKinds())('sitemap on %s', (kind) => {
  const db = useTestDb(kind);
  let fixture: SeoFixture;

  let brandRows: { id: number; key: string }[];
  let contentIds: number[];
  let boardCodes: string[];
  let shownPostIds: number[];

  beforeAll(async () => {
    fixture = await writeSeoFixture(db());
    brandRows = await db().select({ id: brands.id, key: brands.key }).from(brands).orderBy(asc(brands.id));
    const [cover] = await db()
      .insert(images)
      .values({ kind: 'DRAWN', width: 1200, height: 630, alt: '표지' })
      .returning({ id: images.id });
    const written = await db()
      .insert(contents)
      .values([
        {
          category: 'MAGAZINE',
          name: '한강 라이딩 코스',
          summary: '요약',
          img1Id: cover.id,
          htmlContent: '<p>본문</p>',
          publishedAt: new Date('2026-03-01T00:00:00Z'),
        },
        {
          category: 'EVENT',
          name: '다음 달 이벤트',
          summary: '예정',
          img1Id: cover.id,
          htmlContent: '<p>예정</p>',
          publishedAt: new Date('2099-01-01T00:00:00Z'),
        },
      ])
      .returning({ id: contents.id });
    contentIds = [written[0].id];
    boardCodes = (
      await db().select({ code: communityBoards.code }).from(communityBoards).orderBy(asc(communityBoards.sortOrder))
    ).map((b) => b.code);
    // Community posts: only shown ones are listed (a deleted post is a 404, a reported one is hidden).
    const [author] = await db()
      .insert(users)
      .values({ nickname: '사이트맵', email: 'sitemap@example.com' })
      .returning({ id: users.id });
    const posts = await db()
      .insert(communityPosts)
      .values([
        { boardCode: 'course', userId: author.id, title: '북한강 코스', content: '본문' },
        { boardCode: 'free', userId: author.id, title: '지운 글', content: '본문', isDeleted: true },
        {
          boardCode: 'free',
          userId: author.id,
          title: '가린 글',
          content: '본문',
          hiddenAt: new Date('2026-03-01T00:00:00Z'),
        },
        { boardCode: 'qna', userId: author.id, title: '사이즈 질문', content: '본문' },
      ])
      .returning({ id: communityPosts.id, boardCode: communityPosts.boardCode });
    shownPostIds = [posts[0].id, posts[3].id];
  });

  const listedItemIds = () => fixture.items.filter((i) => i.status === 'AVAILABLE').map((i) => i.id);

  /** Every URL of every chunk the index lists, checking each chunk on the way. */
  async function crawl(chunkSize: number, pageSize?: number) {
    const index = await sitemapIndexAnswer(db(), { siteUrl: SITE, chunkSize, pageSize });
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const doc = parseXml(await readBody(index.body));
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    const chunkUrls = childTexts(doc, 'sitemap', 'loc') as string[];
    const urls: string[] = [];
    for (const chunkUrl of chunkUrls) {
      expect(chunkUrl.startsWith(`${SITE}/sitemaps/`)).toBe(true);
      const answer = await sitemapChunkAnswer(db(), chunkUrl.slice(`${SITE}/sitemaps/`.length), {
        siteUrl: SITE,
        chunkSize,
        pageSize,
      });
      expect(answer.status).toBe(200);
      const chunk = parseXml(await readBody(answer.body));
      expect(chunk.documentElement.localName).toBe('urlset');
      const locs = childTexts(chunk, 'url', 'loc') as string[];
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(chunkSize);
      urls.push(...locs);
    }
    return { chunkUrls, urls };
  }

  function expectedUrls(): string[] {
    return [
      ...STATIC_PAGE_PATHS.map((p) => `${SITE}${p}`),
      ...fixture.modelIds.map((id) => `${SITE}/models/${id}`),
      ...listedItemIds().map((id) => `${SITE}/services/${id}`),
      `${SITE}/keywords?keyword=${encodeURIComponent('접이식 자전거')}`,
      `${SITE}/keywords?keyword=${encodeURIComponent('자전거 & 헬멧')}`,
      `${SITE}/keywords?keyword=${encodeURIComponent('스키 렌탈 용평')}`,
      ...fixture.businessIds.map((id) => `${SITE}/nearby_store/${id}`),
      // Only the published content: the scheduled one answers 404 until its date.
      ...contentIds.map((id) => `${SITE}/contents?id=${id}`),
      ...brandRows.map((b) => `${SITE}/promotions/brands/${b.key}`),
      ...boardCodes.map((code) => `${SITE}/community?board=${code}`),
      `${SITE}/community/course/posts/${shownPostIds[0]}`,
      `${SITE}/community/qna/posts/${shownPostIds[1]}`,
    ];
  }

  it('indexes one chunk per source at the real size, and the chunks hold every public URL exactly once', async () => {
    const { chunkUrls, urls } = await crawl(50_000);
    expect(chunkUrls).toEqual(
      ['pages', 'models', 'items', 'keywords', 'businesses', 'contents', 'brands', 'boards', 'community'].map(
        (s) => `${SITE}/sitemaps/${s}-1.xml`
      )
    );
    expect(urls).toEqual(expectedUrls());
  });

  it('lists N chunks for a lowered chunk size, each within the size, with no URL lost or repeated', async () => {
    const size = 2;
    const bucketsOf = (ids: number[]) => new Set(ids.map((id) => Math.floor((id - 1) / size))).size;
    const expectedChunks =
      Math.ceil(STATIC_PAGE_PATHS.length / size) +
      bucketsOf(fixture.modelIds) +
      bucketsOf(listedItemIds()) +
      bucketsOf(fixture.keywordIds) +
      bucketsOf(fixture.businessIds) +
      bucketsOf(contentIds) +
      bucketsOf(brandRows.map((b) => b.id)) +
      Math.ceil(boardCodes.length / size) +
      bucketsOf(shownPostIds);
    const { chunkUrls, urls } = await crawl(size);
    expect(chunkUrls).toHaveLength(expectedChunks);
    expect(chunkUrls.length).toBeGreaterThanOrEqual(10);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(expectedUrls());
  });

  it('streams a chunk in several pages with the same result', async () => {
    const { urls } = await crawl(4, 1);
    expect(urls).toEqual(expectedUrls());
  });

  it('lists only AVAILABLE items, rental and sale, never hidden or sold-out ones', async () => {
    const { urls } = await crawl(50_000);
    for (const item of fixture.items) {
      expect(urls.includes(`${SITE}/services/${item.id}`)).toBe(item.status === 'AVAILABLE');
    }
    expect(fixture.items.some((i) => i.status === 'AVAILABLE' && i.dealType === 'RENTAL')).toBe(true);
  });

  it('escapes & in keyword landing URLs and writes item lastmod from updatedAt', async () => {
    const keywords = await readBody((await sitemapChunkAnswer(db(), 'keywords-1.xml', { siteUrl: SITE })).body);
    expect(keywords).toContain('%26');
    const withAmpersand = await readBody(
      (await sitemapChunkAnswer(db(), 'pages-1.xml', { siteUrl: `${SITE}/?a=1&b=2` })).body
    );
    expect(withAmpersand).toContain('a=1&amp;b=2');
    expect(withAmpersand).not.toMatch(/&(?!amp;)/);

    const itemsXml = parseXml(await readBody((await sitemapChunkAnswer(db(), 'items-1.xml', { siteUrl: SITE })).body));
    const first = fixture.items.find((i) => i.status === 'AVAILABLE')!;
    expect(childTexts(itemsXml, 'url', 'lastmod')[0]).toBe(first.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });

  it('gives each chunk in the index the newest lastmod of its rows', async () => {
    const index = parseXml(await readBody((await sitemapIndexAnswer(db(), { siteUrl: SITE })).body));
    const [locs, lastmods] = [childTexts(index, 'sitemap', 'loc'), childTexts(index, 'sitemap', 'lastmod')];
    const newest = Math.max(...fixture.items.filter((i) => i.status === 'AVAILABLE').map((i) => i.updatedAt.getTime()));
    expect(lastmods[locs.indexOf(`${SITE}/sitemaps/items-1.xml`)]).toBe(
      new Date(newest).toISOString().replace(/\.\d{3}Z$/, 'Z')
    );
    // Static pages and keyword landings have no timestamp: no lastmod rather than a made-up one.
    expect(lastmods[locs.indexOf(`${SITE}/sitemaps/pages-1.xml`)]).toBeNull();
    expect(lastmods[locs.indexOf(`${SITE}/sitemaps/keywords-1.xml`)]).toBeNull();
  });

  it('answers 404 for an unknown file, a chunk past the end, and a chunk whose items are all gone', async () => {
    for (const name of ['users-1.xml', 'items-0.xml', 'items-2.xml', 'models-99.xml', 'items-1.xml.gz']) {
      const answer = await sitemapChunkAnswer(db(), name, { siteUrl: SITE });
      expect(answer.status).toBe(404);
      expect(JSON.parse(await readBody(answer.body)).code).toBe('NOT_FOUND');
    }
    const size = 1;
    const available = listedItemIds()[0];
    await db().update(items).set({ status: 'HIDDEN' }).where(eq(items.id, available));
    try {
      const gone = await sitemapChunkAnswer(db(), `items-${available}.xml`, { siteUrl: SITE, chunkSize: size });
      expect(gone.status).toBe(404);
      const { chunkUrls } = await crawl(size);
      expect(chunkUrls).not.toContain(`${SITE}/sitemaps/items-${available}.xml`);
    } finally {
      await db().update(items).set({ status: 'AVAILABLE' }).where(eq(items.id, available));
    }
  });

  // Found by the fuzz harness: chunk 99,999 starts at id 4,999,900,000, past PostgreSQL's int4, and
  // the query failed (a 500) instead of finding nothing.
  it('answers 404 for chunk numbers whose id range lies past the largest id, up to the longest name', async () => {
    for (const name of ['models-43000.xml', 'models-99999.xml', 'items-999999999.xml', 'contents-42950.xml']) {
      const answer = await sitemapChunkAnswer(db(), name, { siteUrl: SITE });
      expect(answer.status).toBe(404);
      expect(JSON.parse(await readBody(answer.body)).code).toBe('NOT_FOUND');
    }
  });
});
