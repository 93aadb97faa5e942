import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { naverEpAnswer } from '@/server/http/naverEpHandler';
import { robotsAnswer } from '@/server/http/robots';
import { sitemapChunkAnswer, sitemapIndexAnswer } from '@/server/http/sitemapHandler';
import { serveText, type TextAnswer } from '@/server/http/sitemapStream';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { writeSeoFixture } from './seoFixtures';

const SITE = 'https://www.ridemarket.kr';

async function* failingMidway(): AsyncGenerator<string> {
  yield 'id\ttitle\n';
  throw new Error('connection lost');
}

/** The crawler endpoints over real HTTP (method rules, HEAD, streaming), as the API routes mount them. */
describe.each(testDbKinds())('crawler endpoints over HTTP on %s', (kind) => {
  const db = useTestDb(kind);
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    await writeSeoFixture(db());
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const route: Record<string, () => Promise<TextAnswer>> = {
        '/sitemap.xml': () => sitemapIndexAnswer(db(), { siteUrl: SITE }),
        '/robots.txt': async () => robotsAnswer({ siteUrl: SITE, appEnv: 'production' }),
        '/ep/naver.tsv': async () => naverEpAnswer(db(), { siteUrl: SITE, pageSize: 2 }),
        '/broken': async () => {
          throw new Error('database down');
        },
        '/cut': async () => ({
          status: 200,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
          body: failingMidway(),
        }),
      };
      const produce =
        route[url.pathname] ??
        (() => sitemapChunkAnswer(db(), url.pathname.replace('/sitemaps/', ''), { siteUrl: SITE }));
      void serveText(req, res, 'test', produce);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves robots.txt, the index, a chunk and the feed with their content types', async () => {
    const expectations: [string, string, RegExp][] = [
      ['/robots.txt', 'text/plain; charset=utf-8', /Sitemap: https:\/\/www\.ridemarket\.kr\/sitemap\.xml/],
      ['/sitemap.xml', 'application/xml; charset=utf-8', /<sitemapindex /],
      [
        '/sitemaps/models-1.xml',
        'application/xml; charset=utf-8',
        /<loc>https:\/\/www\.ridemarket\.kr\/models\/\d+<\/loc>/,
      ],
      ['/ep/naver.tsv', 'text/tab-separated-values; charset=utf-8', /^id\ttitle\tprice_pc\t/],
    ];
    for (const [path, type, body] of expectations) {
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      expect(await response.text()).toMatch(body);
    }
  });

  it('streams the whole feed across several pages', async () => {
    const text = await (await fetch(`${base}/ep/naver.tsv`)).text();
    expect(text.trimEnd().split('\n')).toHaveLength(1 + 4);
  });

  it('answers HEAD with the headers and no body', async () => {
    for (const path of ['/ep/naver.tsv', '/sitemap.xml', '/robots.txt']) {
      const response = await fetch(base + path, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBeTruthy();
      expect(await response.text()).toBe('');
    }
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const response = await fetch(`${base}/sitemap.xml`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 404 for an unknown chunk and a coded 500 when the answer cannot be built', async () => {
    const missing = await fetch(`${base}/sitemaps/models-9.xml`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('NOT_FOUND');
    const errorLog = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const broken = await fetch(`${base}/broken`);
    errorLog.mockRestore();
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ code: 'INTERNAL', message: expect.stringMatching(/[가-힣]/) });
  });

  it('cuts the connection when a stream fails midway, so no crawler takes a partial file for a whole one', async () => {
    const errorLog = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      // Whether the status line went out first or not, the fetch must fail rather than end cleanly.
      await expect(fetch(`${base}/cut`).then((response) => response.text())).rejects.toThrow();
    } finally {
      errorLog.mockRestore();
    }
  });
});
