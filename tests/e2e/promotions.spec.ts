import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LEASE_TERMS, leasePrice } from '@/server/domain/item/itemPrice';
import { LEASE_EXAMPLE_PRICE } from '@/server/domain/promotion/leaseExample';
import { formatWon } from '@/lib/money';
import { brandSaleCopy } from '@/server/db/seed/data/promotions/brandSales';
import { untilText } from '@/components/promotion/period';
import { pb_brandSalePageDocument } from '@/api/item/generated';

const SCREENS = 'test-results/screens';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

type SalePeriod = { title: string; startsAt: string; endsAt: string };

/**
 * The running sale as the item service answers it (never the test's clock: the server seeded its own
 * day). Asked from the test's own request context, not the page's: a cookie-less API call from the
 * page's context would get a visitor id of its own and replace the one the page is using, so the
 * page's next page-view record would name an id its cookie no longer proves (FORBIDDEN).
 */
async function runningSale(request: APIRequestContext, origin: string): Promise<SalePeriod> {
  const reply = await request.post('/item/v1/graphql', {
    headers: { 'content-type': 'application/json', origin },
    data: { query: String(pb_brandSalePageDocument), operationName: 'pb_brandSalePage' },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: { brandSale: { promotion: SalePeriod } } }).data.brandSale.promotion;
}

test('brand sale → a famous model → its model page', async ({ page, request }) => {
  const errors = collectErrors(page);
  const response = await page.goto('/promotions/brand_sale');
  expect(response?.status()).toBe(200);
  // The sale is named for the season it starts in (its dates count from the server's seeding day).
  const sale = await runningSale(request, new URL(page.url()).origin);
  const startsAt = new Date(sale.startsAt);
  expect(sale.title).toBe(brandSaleCopy(startsAt).title);
  await expect(page.getByRole('heading', { level: 1, name: sale.title })).toBeVisible();
  await expect(page.getByText(untilText(sale.endsAt)).first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/promotions\/brand_sale$/);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text)
  );
  expect(jsonLd[0]['@type']).toBe('ItemList');
  expect(jsonLd[0].itemListElement[0].item.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'KRW' });

  const famous = page.locator('section[aria-labelledby="sale-famous"] article').first();
  // The discount rate (red) and the sale price are shown against the struck-through list price.
  await expect(famous.locator('del')).toHaveText(/원$/);
  const name = (await famous.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await page.screenshot({ path: `${SCREENS}/d-brand-sale.png`, fullPage: true });
  await famous.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/models\/\d+$/);
  // The page of that model (its name heads the app bar and the summary).
  await expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('brand sale list → a group chip → a brand page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/promotions/brand_sale/list');
  await expect(page.getByRole('link', { name: /^전체/ })).toHaveAttribute('aria-current', 'page');
  const skiChip = page.getByRole('navigation', { name: '세일 그룹' }).getByRole('link', { name: /^스키 \d+/ });
  await skiChip.click();
  await expect(page).toHaveURL(/group=%EC%8A%A4%ED%82%A4$/);
  await expect(skiChip).toHaveAttribute('aria-current', 'page');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  await page.screenshot({ path: `${SCREENS}/d-brand-sale-list.png`, fullPage: true });

  const brandLink = cards.first().getByRole('link', { name: /브랜드관$/ });
  const brandName = ((await brandLink.textContent()) ?? '').replace('브랜드관', '').trim();
  await brandLink.click();
  await expect(page).toHaveURL(/\/promotions\/brands\/[a-z0-9_-]+$/);
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toContainText(brandName);
  await expect(page.getByRole('heading', { name: `${brandName}, 이런 브랜드예요` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${brandName} 전체 모델` })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/d-brand-page.png`, fullPage: true });
  expect(errors).toEqual([]);

  const missing = await page.goto('/promotions/brands/no-such-brand');
  expect(missing?.status()).toBe(404);
});

test('card benefit table at both URLs, one canonical', async ({ page }) => {
  for (const path of ['/promotions/card_benefit', '/card_benefit']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/promotions\/card_benefit$/);
    const table = page.getByRole('table', { name: '카드사별 무이자 할부 개월' });
    await expect(table).toBeVisible();
    for (const card of [
      '신한카드',
      '삼성카드',
      '현대카드',
      'KB국민카드',
      '롯데카드',
      '하나카드',
      '우리카드',
      'NH농협카드',
      'BC카드',
    ]) {
      await expect(table.getByRole('rowheader', { name: card })).toBeVisible();
    }
    await expect(page.getByText('10개월 (1~3회차 고객 부담)').first()).toBeVisible();
    await expect(page.getByText('5만원 이상').first()).toBeVisible();
  }
  await page.screenshot({ path: `${SCREENS}/d-card-benefit.png`, fullPage: true });
});

test('lease guide shows the figures of the order pricing; lite pay compares the three ways', async ({ page }) => {
  await page.goto('/promotions/introduce_lease');
  await expect(
    page.locator('main').getByRole('heading', { level: 1, name: '소유권 이전형 렌탈(리스) 안내' })
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `${formatWon(LEASE_EXAMPLE_PRICE)} 자전거라면 이렇게 내요` })
  ).toBeVisible();
  for (const months of LEASE_TERMS) {
    const lease = leasePrice(LEASE_EXAMPLE_PRICE, months);
    const row = page.locator(`li[data-months="${months}"]`);
    await expect(row.locator('[data-field="monthly"]')).toHaveText(formatWon(lease.monthlyPrice));
    await expect(row.locator('[data-field="total"]')).toHaveText(formatWon(lease.totalPrice));
    await expect(row.locator('[data-field="fee"]')).toHaveText(formatWon(lease.totalPrice - LEASE_EXAMPLE_PRICE));
  }
  await page.screenshot({ path: `${SCREENS}/d-lease.png`, fullPage: true });
  await page.getByRole('link', { name: '리스 가능한 자전거 보기' }).click();
  await expect(page).toHaveURL(/\/bikes\/commerce\?filter=lease/);

  await page.goto('/promotions/lite_pay');
  await expect(page.locator('main').getByRole('heading', { level: 1, name: '라이트페이 안내' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '리스(소유권 이전형 렌탈)' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/d-lite-pay.png`, fullPage: true });
});
