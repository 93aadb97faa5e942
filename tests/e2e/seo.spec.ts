import { expect, test, type Page, type Request } from '@playwright/test';
import { Client } from 'pg';

// Crawler endpoints and the Naver Shopping arrival, on the production build over real HTTP.
// The servers run with SITE_URL = their own origin (playwright.config.ts), so absolute URLs in the
// sitemap and the feed point back at the server under test.

const NAVER_REFERRER = 'https://search.shopping.naver.com/search/all?query=%EC%9E%90%EC%A0%84%EA%B1%B0';
const VISIT_OPERATION = 'pb_createCaptureNaverEpVisit';

type VisitCall = { command: { anonyId: string; itemId?: number | null; referrer: string }; id: string };

const isVisitCall = (request: Request) =>
  request.url().endsWith('/capture/v1/graphql') && (request.postData() ?? '').includes(VISIT_OPERATION);

/** Lands on `path` and answers the visit record the page sends (its variables and the new row's id). */
async function landAndCapture(page: Page, path: string, referer?: string): Promise<VisitCall> {
  const response = page.waitForResponse((r) => isVisitCall(r.request()));
  await page.goto(path, referer ? { referer } : undefined);
  const answered = await response;
  expect(answered.status()).toBe(200);
  const body = (await answered.json()) as { data?: { createCaptureNaverEpVisit?: string } };
  const sent = answered.request().postDataJSON() as { variables: { command: VisitCall['command'] } };
  return { command: sent.variables.command, id: body.data?.createCaptureNaverEpVisit ?? '' };
}

type StoredVisit = { anony_id: string; item_id: number | null; referrer: string };

/**
 * Checks the stored row as a report would read it, on the `postgres` project (its database is
 * E2E_DATABASE_URL): the row must be there and match. The embedded database lives inside its server
 * process and cannot be opened beside it; there the row id in the service's answer is the evidence.
 */
async function expectStoredVisit(id: string, projectName: string, expected: Partial<StoredVisit>): Promise<void> {
  expect(id).toMatch(/^\d+$/);
  if (projectName !== 'postgres') return;
  const url = process.env.E2E_DATABASE_URL;
  expect(url, 'the postgres project runs with E2E_DATABASE_URL').toBeTruthy();
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT anony_id, item_id, referrer FROM capture_naver_ep_visits WHERE id = $1',
      [id]
    );
    expect(rows, `capture_naver_ep_visits row ${id}`).toHaveLength(1);
    expect(rows[0]).toMatchObject(expected);
  } finally {
    await client.end();
  }
}

const pathOf = (absolute: string) => {
  const url = new URL(absolute);
  return url.pathname + url.search;
};

test.describe('search engines and the Naver Shopping feed', () => {
  test(
    'robots.txt keeps member and payment routes out and names the sitemap',
    { tag: '@engine-neutral' },
    async ({ request, baseURL }) => {
      const response = await request.get('/robots.txt');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const lines = (await response.text()).split('\n');
      for (const rule of [
        'Disallow: /user/',
        'Disallow: /services/*/payment',
        'Disallow: /pay/',
        'Disallow: /login',
        'Disallow: /api/',
      ]) {
        expect(lines).toContain(rule);
      }
      expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    }
  );

  test('the sitemap index is reachable and every chunk it lists is a urlset of public pages', async ({
    request,
    baseURL,
  }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const chunkUrls = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const source of ['pages', 'models', 'items'])
      expect(chunkUrls).toContain(`${baseURL}/sitemaps/${source}-1.xml`);

    const urls: string[] = [];
    for (const chunkUrl of chunkUrls) {
      const chunk = await request.get(pathOf(chunkUrl));
      expect(chunk.status()).toBe(200);
      const text = await chunk.text();
      expect(text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      urls.push(...[...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&')));
    }
    expect(urls).toContain(`${baseURL}/`);
    expect(urls.some((u) => /\/services\/\d+$/.test(u))).toBe(true);
    expect(urls.some((u) => /\/models\/\d+$/.test(u))).toBe(true);
    expect(urls.every((u) => u.startsWith(`${baseURL}/`))).toBe(true);

    // A sitemap URL leads to a real page.
    const home = await request.get(pathOf(urls[0]));
    expect(home.status()).toBe(200);
  });

  test('the Naver Shopping feed lists sale items with tracked links', async ({ request, baseURL }) => {
    const feed = await request.get('/ep/naver.tsv');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    const [header, ...rows] = (await feed.text()).trimEnd().split('\n');
    const columns = header.split('\t');
    expect(columns.slice(0, 6)).toEqual(['id', 'title', 'price_pc', 'price_mobile', 'normal_price', 'link']);
    expect(rows.length).toBeGreaterThan(10);
    const first = Object.fromEntries(columns.map((c, i) => [c, rows[0].split('\t')[i]]));
    expect(first.link).toBe(`${baseURL}/services/${first.id}?utm_source=naver_shopping&utm_medium=ep`);
    expect(Number(first.price_pc)).toBeGreaterThan(0);
  });

  test('an arrival from Naver Shopping is recorded once per landing', async ({ page }, testInfo) => {
    const visit = await landAndCapture(page, '/?utm_source=naver_shopping&utm_medium=ep', NAVER_REFERRER);
    expect(visit.id).toMatch(/^\d+$/);
    expect(visit.command.anonyId).toBeTruthy();
    expect(visit.command.itemId ?? null).toBeNull();
    expect(visit.command.referrer).toBe(NAVER_REFERRER);
    await page.screenshot({ path: 'test-results/naver-ep-landing.png' });
    await expectStoredVisit(visit.id, testInfo.project.name, {
      anony_id: visit.command.anonyId,
      item_id: null,
      referrer: NAVER_REFERRER,
    });

    // A reload of the same landing is the same visit.
    let again = 0;
    page.on('request', (request) => {
      if (isVisitCall(request)) again += 1;
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(again).toBe(0);
  });

  test('a feed link to an item records the arrival with the item id', async ({ page, request }, testInfo) => {
    const [header, row] = (await (await request.get('/ep/naver.tsv')).text()).split('\n');
    const cells = Object.fromEntries(header.split('\t').map((c, i) => [c, row.split('\t')[i]]));
    // The landing is the item page itself; without it there is no page to record the visit from.
    expect((await request.get(pathOf(cells.link))).status(), `${cells.link} 상품 페이지가 있어야 합니다`).toBe(200);
    const visit = await landAndCapture(page, pathOf(cells.link));
    expect(visit.id).toMatch(/^\d+$/);
    expect(visit.command.itemId).toBe(Number(cells.id));
    // Without a browser referrer, the landing URL (with its marker) is the evidence.
    expect(visit.command.referrer).toContain('utm_source=naver_shopping');
    await page.screenshot({ path: 'test-results/naver-ep-item-landing.png' });
    await expectStoredVisit(visit.id, testInfo.project.name, {
      anony_id: visit.command.anonyId,
      item_id: Number(cells.id),
    });
  });

  test('a visit without the marker records no arrival', { tag: '@engine-neutral' }, async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (isVisitCall(request)) calls += 1;
    });
    await page.goto('/', { referer: 'https://www.google.com/' });
    await page.waitForLoadState('networkidle');
    expect(calls).toBe(0);
  });
});
