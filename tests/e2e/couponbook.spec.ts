import { expect, test, type Page, type Route } from '@playwright/test';
import { createSignedInMember } from './support/members';

/** Opens a page and waits until its scripts have loaded, so a tap reaches a hydrated button. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const isDownload = (route: Route) => (route.request().postData() ?? '').includes('us_downloadCoupon');

/**
 * The coupon book on a phone: from my page to /user/couponbook, an empty 보유 쿠폰 tab, a coupon taken
 * (moved at once, before the server answers), a refused one put back with the reason, the copy
 * still there after a reload, and a second take of the same coupon refused by the service.
 */
test('coupon book: take a coupon, see it held with its D-day, once per member', async ({ page }, testInfo) => {
  await createSignedInMember(page, testInfo);

  await open(page, '/user/my_page');
  await page.getByRole('link', { name: /쿠폰함/ }).click();
  await expect(page).toHaveURL(/\/user\/couponbook$/);
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰함' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // A new member holds nothing yet; the empty state offers a way on.
  const heldTab = page.getByRole('tab', { name: /^보유 쿠폰 \d+장$/ });
  await expect(heldTab).toHaveText('보유 쿠폰 0장');
  await expect(heldTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('보유한 쿠폰이 없어요')).toBeVisible();
  await expect(page.getByRole('link', { name: '상품 둘러보기' })).toHaveAttribute('href', '/search');

  const offersTab = page.getByRole('tab', { name: /^받을 수 있는 쿠폰 \d+장$/ });
  const offerCount = Number((await offersTab.textContent())?.match(/(\d+)장/)?.[1]);
  expect(offerCount).toBeGreaterThanOrEqual(2);
  await offersTab.click();
  const offers = page.getByRole('list', { name: '받을 수 있는 쿠폰 목록' });
  const card = offers.getByRole('article', { name: '첫 예약 5,000원 할인' });
  await expect(card).toContainText('5,000원');
  await expect(card).toContainText('모든 상품 · 20,000원 이상 주문 시');
  await expect(card).toContainText(/받으면 \d{4}\.\d{2}\.\d{2}까지 사용/);
  await page.screenshot({ path: 'test-results/couponbook-offers.png', fullPage: true });

  // 받기 moves the card at once: the answer is held back until the screen has already changed.
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/order/v1/graphql', async (route) => {
    if (!isDownload(route)) return route.continue();
    await answered;
    return route.continue();
  });
  await card.getByRole('button', { name: '첫 예약 5,000원 할인 받기' }).click();
  await expect(offers.getByRole('article', { name: '첫 예약 5,000원 할인' })).toHaveCount(0);
  await expect(heldTab).toHaveText('보유 쿠폰 1장');
  await expect(offersTab).toHaveText(`받을 수 있는 쿠폰 ${offerCount - 1}장`);
  release();
  await expect(page.getByRole('status').filter({ hasText: "'첫 예약 5,000원 할인' 쿠폰을 받았어요." })).toBeVisible();
  await page.unroute('**/order/v1/graphql');

  // A refusal puts the card back and says why (the answer is made up here: the seed's coupons all run).
  await page.route('**/order/v1/graphql', (route) =>
    isDownload(route)
      ? route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [{ message: '받을 수 있는 기간이 끝난 쿠폰이에요.', extensions: { code: 'INVALID_INPUT' } }],
          }),
        })
      : route.continue()
  );
  const other = offers.getByRole('article').first();
  const otherName = (await other.getAttribute('aria-label')) ?? '';
  await other.getByRole('button', { name: `${otherName} 받기` }).click();
  await expect(page.getByRole('status').filter({ hasText: '받을 수 있는 기간이 끝난 쿠폰이에요.' })).toBeVisible();
  await expect(offers.getByRole('article', { name: otherName })).toBeVisible();
  await expect(offersTab).toHaveText(`받을 수 있는 쿠폰 ${offerCount - 1}장`);
  await page.unroute('**/order/v1/graphql');

  // The held coupon, as the server keeps it: after a reload, usable, with its D-day (60 days).
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(heldTab).toHaveText('보유 쿠폰 1장');
  const held = page
    .getByRole('list', { name: '보유 쿠폰 목록' })
    .getByRole('article', { name: '첫 예약 5,000원 할인' });
  await expect(held).toContainText('5,000원 할인');
  await expect(held).toContainText(/D-(59|60)/);
  await expect(held).toContainText(/\d{4}\.\d{2}\.\d{2}까지/);
  await page.screenshot({ path: 'test-results/couponbook.png', fullPage: true });
  await offersTab.click();
  await expect(offers.getByRole('article', { name: '첫 예약 5,000원 할인' })).toHaveCount(0);

  // Once per member: the service refuses a second copy of the same coupon.
  const book = await page.request.post('/order/v1/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: 'query us_couponBook { couponBook { coupons { couponId name } } }' },
  });
  const couponId = (
    (await book.json()) as { data: { couponBook: { coupons: { couponId: number; name: string }[] } } }
  ).data.couponBook.coupons.find((c) => c.name === '첫 예약 5,000원 할인')?.couponId;
  expect(couponId).toBeGreaterThan(0);
  const again = await page.request.post('/order/v1/graphql', {
    headers: { 'content-type': 'application/json' },
    data: {
      query: 'mutation us_downloadCoupon($couponId: Int!) { downloadCoupon(couponId: $couponId) { id } }',
      variables: { couponId },
    },
  });
  const refusal = (await again.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  expect(refusal.errors?.[0]).toMatchObject({ message: '이미 받은 쿠폰이에요', extensions: { code: 'CONFLICT' } });
});
