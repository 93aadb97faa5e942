import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';

/** Whole-won prices shown on the result cards (the sale price, not the struck-through one). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('list', { name: /검색 결과/ })
    .locator('strong')
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

async function resultCount(page: Page): Promise<number> {
  const text = await page.locator('p[aria-live="polite"] strong').first().textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

test('search 브롬톤 → filter by price → open a model → compare prices → open the cheapest item', async ({ page }) => {
  await page.goto('/search');
  await expect(page).toHaveTitle('검색 | 라이드마켓');
  const input = page.getByRole('searchbox', { name: '검색어' });
  await expect(input).toBeFocused();
  await expect(page.getByRole('heading', { name: '인기 검색어' })).toBeVisible();
  await expect(page.getByRole('link', { name: /1\s*브롬톤/ })).toBeVisible();

  // Auto-complete while typing: a partial Korean word already offers the brand.
  await input.fill('브롬');
  await expect(
    page.getByRole('list', { name: '자동 완성 검색어' }).getByRole('link', { name: /브롬톤\s*브랜드/ })
  ).toBeVisible();

  const recorded = page.waitForRequest(
    (req) => req.url().endsWith('/capture/v1/graphql') && (req.postData() ?? '').includes('search_keyword')
  );
  await input.fill('브롬톤');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=%EB%B8%8C%EB%A1%AC%ED%86%A4&dealType=RENTAL$/);
  const event = JSON.parse((await recorded).postData() ?? '{}').variables.command;
  expect(event).toMatchObject({ action: 'search_keyword', value1: '브롬톤' });

  const results = page.getByRole('list', { name: '‘브롬톤’ 검색 결과' });
  await expect(results.getByRole('article').first()).toBeVisible();
  const before = await resultCount(page);
  const pricesBefore = await shownPrices(page);
  expect(before).toBeGreaterThan(1);
  await expect(results.getByRole('link').first()).toHaveAttribute('href', /^\/services\/\d+$/);
  await page.screenshot({ path: 'test-results/search.png', fullPage: true });
  await expectAccessible(page, 'search');

  // Filter by price: at most the median price shown, so some results must go.
  const sorted = [...pricesBefore].sort((a, b) => a - b);
  const cap = sorted[Math.floor(sorted.length / 2)];
  await page.getByRole('button', { name: '1일 대여료' }).click();
  const sheet = page.getByRole('dialog', { name: '필터' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('1일 대여료 최대').fill(String(cap));
  await sheet.getByRole('button', { name: /적용/ }).click();
  await expect(page).toHaveURL(/f=price%3A(~|%7E)\d+/);
  await expect.poll(() => resultCount(page)).toBeLessThan(before);
  const pricesAfter = await shownPrices(page);
  expect(pricesAfter.length).toBeGreaterThan(0);
  for (const price of pricesAfter) expect(price).toBeLessThanOrEqual(cap);
  await expect(page.getByRole('list', { name: '적용된 필터' })).toBeVisible();

  // Open the model of the first result and compare its offers across businesses.
  await results.getByRole('link', { name: '매장별 가격 비교' }).first().click();
  await expect(page).toHaveURL(/\/models\/\d+$/);
  await expect(page.getByRole('heading', { name: '가격 비교' })).toBeVisible();
  const rentalTab = page.getByRole('tab', { name: /렌탈/ });
  await rentalTab.click();
  await expect(rentalTab).toHaveAttribute('aria-selected', 'true');
  const rows = page.locator('#price-panel-rental [data-testid="price-row"]');
  await expect(rows.first()).toBeVisible();
  const offers = (await rows.locator('strong').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
  expect(offers).toEqual([...offers].sort((a, b) => a - b));
  await page.screenshot({ path: 'test-results/search-model-compare.png' });

  // The cheapest offer opens its item page at that price.
  await rows.first().click();
  await expect(page).toHaveURL(/\/services\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(`${offers[0].toLocaleString('ko-KR')}원`);
  await page.screenshot({ path: 'test-results/search-cheapest-item.png' });
});

test('the search page is server-rendered with its results, and keyword landings are indexable', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/search?keyword=%ED%84%B4&dealType=SELL')).text();
  expect(html).toMatch(/<title[^>]*>‘턴’ 구매 검색 결과 \| 라이드마켓<\/title>/);
  expect(html).toContain('href="/services/');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/search\?keyword=%ED%84%B4&amp;dealType=SELL"/);
  expect(html).not.toContain('noindex');

  await page.goto('/keywords');
  await expect(page.getByRole('heading', { level: 1, name: '많이 찾는 키워드' })).toBeVisible();
  await page.getByRole('link', { name: /#브롬톤/ }).click();
  await expect(page).toHaveURL(/\/keywords\?keyword=%EB%B8%8C%EB%A1%AC%ED%86%A4$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('브롬톤');
  await expect(page.getByRole('list', { name: '브롬톤 상품' }).getByRole('article').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/keywords.png', fullPage: true });
  const landing = await (await request.get('/keywords?keyword=%EB%B8%8C%EB%A1%AC%ED%86%A4')).text();
  expect(landing).toContain('"@type":"BreadcrumbList"');
  expect(landing).toContain('og:title');
  expect((await request.get('/keywords?keyword=%EC%97%86%EB%8A%94')).status()).toBe(404);
});
