import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';

type ModelPageState = {
  priceComparison: { sell: { items: unknown[] }; rental: { items: unknown[] } };
  detailSpecInfo: { isShowGeometry: boolean };
  modelReviews: { items: unknown[]; searchAfter: string | null };
};

/** The server's model-detail state of a model page (its hydration payload), read as a crawler reads it. */
async function modelPageState(page: Page, href: string): Promise<ModelPageState> {
  const response = await page.request.get(href);
  expect(response.status(), href).toBe(200);
  const data = /<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/s.exec(await response.text())?.[1];
  expect(data, `${href}: __NEXT_DATA__`).toBeTruthy();
  const state = JSON.parse(data!).props.pageProps.initialState.modelDetail as ModelPageState;
  expect(state, `${href}: modelDetail state`).toBeTruthy();
  return state;
}

/**
 * A seeded model whose page has what a journey checks. Candidates: the home page's models first
 * (where a shopper comes from), then every model of the sitemap; the first that qualifies is used,
 * and there must be one: the checks below always run.
 */
async function findModel(page: Page, what: string, has: (state: ModelPageState) => boolean): Promise<string> {
  const home = await (await page.request.get('/')).text();
  const fromHome = [...home.matchAll(/href="(\/models\/\d+)"/g)].map((m) => m[1]);
  const sitemap = await (await page.request.get('/sitemaps/models-1.xml')).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>[^<]*?(\/models\/\d+)<\/loc>/g)].map((m) => m[1]);
  for (const href of [...new Set([...fromHome, ...fromSitemap])]) {
    if (/^\/models\/\d+$/.test(href) && has(await modelPageState(page, href))) return href;
  }
  throw new Error(`no seeded model with ${what}`);
}

/** Two or more sale and rental offers each (so that cheapest-first means something), a geometry table and a second page of reviews. */
const hasEverything = (state: ModelPageState) =>
  state.priceComparison.sell.items.length >= 2 &&
  state.priceComparison.rental.items.length >= 2 &&
  state.detailSpecInfo.isShowGeometry &&
  state.modelReviews.searchAfter !== null;

/** The won amounts of the rows' prices ("168,000원"), in page order. */
async function rowPrices(rows: Locator): Promise<number[]> {
  const texts = await rows.locator('strong').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

test('model detail: compare prices cheapest first and open the cheapest offer', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  // A seeded sale model with rental offers, geometry and more than one page of reviews.
  const href = await findModel(page, 'sale and rental offers, geometry and two pages of reviews', hasEverything);
  await page.goto(href);

  await expect(page).toHaveTitle(/최저가 비교 \| 라이드마켓$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/app\/v4\/images\/\d+\/og\.png$/
  );
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text)
  );
  expect(jsonLd.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList']);
  expect(jsonLd[0].offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'KRW' });

  await expect(page.getByRole('heading', { name: '가격 비교' })).toBeVisible();
  const sellTab = page.getByRole('tab', { name: /구매/ });
  await expect(sellTab).toHaveAttribute('aria-selected', 'true');
  const rows = page.locator('#price-panel-sell [data-testid="price-row"]');
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  const prices = await rowPrices(rows);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // The rental tab lists its own offers, also cheapest first.
  const rentalTab = page.getByRole('tab', { name: /렌탈/ });
  await rentalTab.click();
  await expect(rentalTab).toHaveAttribute('aria-selected', 'true');
  const rentalRows = page.locator('#price-panel-rental [data-testid="price-row"]');
  await expect(rentalRows.first()).toBeVisible();
  expect(await rentalRows.count()).toBeGreaterThanOrEqual(2);
  const rentalPrices = await rowPrices(rentalRows);
  expect(rentalPrices).toEqual([...rentalPrices].sort((a, b) => a - b));
  await sellTab.click();

  // 가격 변동: the seeded year of history, the range in the URL, 역대 최저가 and the table behind 표로 보기.
  const history = page.getByRole('region', { name: '가격 변동' });
  await expect(history.getByRole('img', { name: /^최근 90일 구매가/ })).toBeVisible();
  await expect(history.getByText(/^(지금이 역대 최저가예요|역대 최저가보다 [\d,]+원 비싸요)$/).first()).toBeVisible();
  await history.getByRole('link', { name: '30일' }).click();
  await expect(page).toHaveURL(/\?range=30$/);
  await expect(history.getByRole('link', { name: '30일' })).toHaveAttribute('aria-current', 'true');
  await expect(history.getByRole('img', { name: /^최근 30일 구매가/ })).toBeVisible();
  await history.getByText('표로 보기').click();
  const table = history.getByRole('table', { name: /날짜별 매장 최저가/ });
  await expect(table).toBeVisible();
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
  await history.screenshot({ path: 'test-results/model-price-history.png' });

  // Geometry opens on demand; reviews show their header and page on.
  const geometry = page.getByRole('button', { name: /지오메트리/ });
  await expect(geometry).toHaveAttribute('aria-expanded', 'false');
  await geometry.click();
  await expect(geometry).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#geometry-table table')).toContainText('사이즈');
  await expect(page.getByRole('heading', { name: '리뷰', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/model.png', fullPage: true });
  await expectAccessible(page, 'model');

  // "리뷰 더 보기" appends the next page by its cursor.
  const reviewCards = page.locator('#reviews article');
  const more = page.getByRole('button', { name: /리뷰 더 보기/ });
  const before = await reviewCards.count();
  expect(before).toBeGreaterThan(0);
  await more.click();
  await expect.poll(() => reviewCards.count()).toBeGreaterThan(before);
  // Hydration went through without a mismatch or a script error.
  expect(pageErrors).toEqual([]);

  const firstRowHref = await rows.first().getAttribute('href');
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`${firstRowHref}$`));
  expect(firstRowHref).toMatch(/^\/services\/\d+$/);
});

test('model detail: an anonymous visitor is sent to log in to mark a review helpful', async ({ page }) => {
  const href = await findModel(page, 'reviews', (state) => state.modelReviews.items.length > 0);
  await page.goto(href);
  const helpful = page.getByRole('button', { name: /도움이 돼요/ }).first();
  await helpful.click();
  await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=${encodeURIComponent(href)}`));
});

test('model detail: an unknown or malformed id is a 404 page', async ({ page }) => {
  for (const path of ['/models/99999999', '/models/abc']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '찾으시는 페이지가 없어요' })).toBeVisible();
  }
});
