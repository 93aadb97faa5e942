import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';

const shot = (name: string) => ({ path: `test-results/screens/b-${name}.png`, fullPage: false });

test('business journey: home 가까운 매장 → profile → 전체 상품 (category tab, more) → back → 리뷰 전체보기 with photos', async ({
  page,
}) => {
  await page.goto('/');
  const firstBusiness = page
    .locator('section', { has: page.locator('#home-businesses') })
    .locator('a[href^="/nearby_store/"]:not([href$="/map"])')
    .first();
  await firstBusiness.scrollIntoViewIfNeeded();
  const businessHref = await firstBusiness.getAttribute('href');
  expect(businessHref).toMatch(/^\/nearby_store\/\d+$/);
  await firstBusiness.click();

  // Profile: name as h1, hours, the latest reviews; LocalBusiness JSON-LD in the server HTML.
  await expect(page).toHaveURL(new RegExp(`${businessHref}$`));
  const name = (await page.getByRole('banner').getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await expect(page.locator('#business-name')).toHaveText(name);
  expect(name.length).toBeGreaterThan(1);
  await expect(page).toHaveTitle(new RegExp(`${name} - 매장 정보·리뷰 \\| 라이드마켓`));
  await expect(page.getByRole('heading', { name: '영업시간' })).toBeVisible();
  await expect(page.getByRole('table', { name: '요일별 영업시간' }).getByRole('row')).toHaveCount(7);
  await expect(page.getByRole('link', { name: /전화하기/ })).toHaveAttribute('href', /^tel:\d+/);
  await expect(page.getByRole('link', { name: /길찾기/ })).toHaveAttribute('href', /^https:\/\/map\.naver\.com\//);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(
    jsonLd.some(
      (text) =>
        text.includes('"LocalBusiness"') &&
        text.includes('GeoCoordinates') &&
        text.includes('OpeningHoursSpecification')
    )
  ).toBe(true);
  await page.screenshot(shot('profile'));
  const reviews = page.getByTestId('business-review-list').locator('article');
  await reviews.first().scrollIntoViewIfNeeded();
  await expect(reviews).toHaveCount(5);
  await page.screenshot(shot('profile-reviews'));
  await expectAccessible(page, 'business');
  // The nearest business (seeded: 잠원 한강라이드, 88 reviews and 28 items) has more than a screen of each.
  const moreReviews = page.getByRole('button', { name: /리뷰 더 보기/ });
  await expect(moreReviews).toHaveText(/^리뷰 더 보기 \(5\/[\d,]+\)$/);
  await moreReviews.click();
  await expect.poll(() => reviews.count()).toBeGreaterThan(5);

  // A visitor's bookmark tap asks them to log in and come back.
  await page.getByRole('button', { name: '찜', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?returnUrl=${encodeURIComponent(businessHref!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
  );
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${businessHref}$`));

  // 전체 상품: header, a category tab, then the next page.
  await page.getByRole('link', { name: '전체 상품 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`${businessHref}/list$`));
  await expect(page.getByRole('heading', { level: 2, name: '전체 상품' })).toBeVisible();
  const grid = page.getByTestId('business-item-grid').locator('li');
  await expect(grid.first()).toBeVisible();
  const tabs = page.getByRole('group', { name: '카테고리' }).getByRole('button');
  await expect(tabs.first()).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot(shot('list'));
  const tab = tabs.nth(1);
  const tabCount = Number(/([\d,]+)개$/.exec((await tab.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  await tab.click();
  await expect(tab).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/category=/);
  // The header count and the rows follow the tab.
  await expect(page.getByText(/^총 [\d,]+개$/)).toHaveText(`총 ${tabCount.toLocaleString('ko-KR')}개`);
  await expect(grid).toHaveCount(Math.min(tabCount, 20));
  await page.screenshot(shot('list-category'));
  await tabs.first().click();
  await expect(page).not.toHaveURL(/category=/);
  const total = Number((await page.getByText(/^총 [\d,]+개$/).textContent())?.replace(/[^\d]/g, ''));
  expect(total).toBeGreaterThan(20);
  await page.getByRole('button', { name: '더 보기' }).scrollIntoViewIfNeeded();
  await expect.poll(() => grid.count()).toBeGreaterThan(20);
  const itemHref = await grid.first().locator('a').getAttribute('href');
  expect(itemHref).toMatch(/^\/services\/\d+$/);

  // Back to the profile, then every review of the business.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${businessHref}$`));
  await page.getByRole('link', { name: /리뷰 전체보기/ }).click();
  await expect(page).toHaveURL(/\/businesses\/\d+\/reviews$/);
  await expect(page.getByRole('heading', { level: 2, name: '매장 리뷰' })).toBeVisible();
  await expect(page.getByRole('list', { name: '별점 분포' })).toBeVisible();
  await page.getByRole('button', { name: /사진 리뷰만/ }).click();
  await expect(page).toHaveURL(/photo=1/);
  const photo = page.getByRole('button', { name: /사진 1 크게 보기/ }).first();
  await expect(photo).toBeVisible();
  // The tile asks for the small size; the dialog shows the full picture.
  await expect(photo.locator('img')).toHaveAttribute('src', /^\/app\/v4\/images\/\d+\?w=480$/);
  await page.screenshot(shot('reviews-photos'));
  await photo.click();
  await expect(page.getByRole('dialog', { name: '리뷰 사진' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '리뷰 사진' }).locator('img')).toHaveAttribute(
    'src',
    /^\/app\/v4\/images\/\d+$/
  );
  await page.screenshot(shot('reviews-photo-open'));
  await page.getByRole('button', { name: '닫기' }).click();
  await expect(page.getByRole('dialog', { name: '리뷰 사진' })).toBeHidden();
});

test('unknown and malformed business ids answer 404', async ({ page }) => {
  for (const path of [
    '/nearby_store/987654',
    '/nearby_store/abc',
    '/nearby_store/987654/list',
    '/businesses/987654/reviews',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
