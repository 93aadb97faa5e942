import { expect, test, type Page } from '@playwright/test';

const cards = (page: Page) => page.getByTestId('commerce-model-grid').locator('li');

/** A turn of the mouse wheel, answered once the page has stopped scrolling (the browser's scrollend). */
async function wheelAndSettle(page: Page, deltaY: number): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { scrollEnded: Promise<void> }).scrollEnded = new Promise((done) =>
      window.addEventListener('scrollend', () => done(), { once: true })
    );
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as unknown as { scrollEnded: Promise<void> }).scrollEnded);
}

test('bike commerce: switching a group selects its first category; a model and back keep the list and the scroll position', async ({
  page,
}) => {
  await page.goto('/bikes/commerce');
  await expect(page).toHaveTitle(/자전거 구매 - 매장별 최저가 비교 \| 라이드마켓/);
  const groups = page.getByRole('group', { name: '카테고리 그룹' });
  const chips = page.getByRole('group', { name: '카테고리', exact: true });
  // Loading the groups selects the first group and its first category.
  await expect(groups.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(20);
  await expect(cards(page).first()).toContainText(/최저\s*[\d,]+원/);
  await expect(cards(page).first()).toContainText(/판매처 \d+곳/);
  const groupPicture = groups.getByRole('button').first().locator('img');
  await expect(groupPicture).toHaveAttribute('width', /\d+/);
  await expect(groupPicture).toHaveAttribute('height', /\d+/);
  await page.screenshot({ path: 'test-results/bikes-commerce.png', fullPage: false });

  // Another group: its first category is selected and the list follows.
  await groups.getByRole('button', { name: '전기자전거' }).click();
  await expect(groups.getByRole('button', { name: '전기자전거' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('button').first()).toContainText('전기자전거');
  await expect(page).toHaveURL(/category=ebike/);
  await expect(cards(page).first()).toContainText('전기');

  // Page two arrives by scrolling (or 더 보기), then the shopper opens a model further down.
  await page.getByRole('button', { name: '더 보기' }).scrollIntoViewIfNeeded();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(20);
  const count = await cards(page).count();
  const target = cards(page).nth(count - 3);
  await target.scrollIntoViewIfNeeded();
  await wheelAndSettle(page, 120);
  const scrollTop = await page.evaluate(() => window.scrollY);
  expect(scrollTop).toBeGreaterThan(1000);
  const modelHref = await target.locator('a').getAttribute('href');
  // The place the shopper left is where the page stood at the tap: Playwright's click may first scroll
  // the link fully into view (out from under the tab bar), after the position read above.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      () => {
        (window as unknown as { scrollAtTap: number }).scrollAtTap = window.scrollY;
      },
      { capture: true, once: true }
    )
  );
  await target.locator('a').click();
  await expect(page).toHaveURL(new RegExp(`${modelHref}$`));
  // The router writes the URL before it draws the model: the shopper goes back from the model's page,
  // not from the list still on screen (a slow phone shows the list a moment after the URL changes).
  await expect(page.getByTestId('commerce-model-grid')).toHaveCount(0);
  // The list opens the model in place (no full load), so the page's window still holds the figure.
  const scrollAtTap = await page.evaluate(() => (window as unknown as { scrollAtTap: number }).scrollAtTap);
  expect(scrollAtTap).toBeGreaterThan(1000);

  // Back: the same pages, the same place, no new list request.
  const listRequests: string[] = [];
  page.on('request', (req) => {
    if ((req.postData() ?? '').includes('pb_commerceModels') && !req.url().includes('/_next/'))
      listRequests.push(req.url());
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/bikes\/commerce\?category=ebike/);
  await expect(cards(page)).toHaveCount(count);
  await expect.poll(() => page.evaluate((at) => Math.abs(window.scrollY - at), scrollAtTap)).toBeLessThanOrEqual(4);
  expect(listRequests).toEqual([]);
});

test('used items: header with the count, category tabs and a grade filter', async ({ page }) => {
  await page.goto('/used_item/list');
  await expect(page).toHaveTitle(/중고/);
  await expect(page.getByRole('heading', { level: 2, name: '중고 상품' })).toBeVisible();
  const list = page.getByTestId('used-item-list');
  await expect(list.locator('li')).toHaveCount(20);
  const rows = list.locator('a');
  await expect(rows.first()).toHaveAttribute('href', /^\/services\/\d+$/);
  await expect(rows.first()).toContainText(/[\d,]+원/);

  const tabs = page.getByRole('group', { name: '카테고리', exact: true });
  await expect(tabs.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await tabs.getByRole('button', { name: /^로드/ }).click();
  await expect(page).toHaveURL(/category=road/);
  await expect(tabs.getByRole('button', { name: /^로드/ })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: /^필터/ }).click();
  const sheet = page.getByRole('dialog', { name: '필터' });
  await sheet.getByRole('radiogroup', { name: '상품 등급' }).getByRole('radio', { name: 'S급' }).check();
  await sheet.getByRole('button', { name: /적용/ }).click();
  await expect(page).toHaveURL(/filter=grade%3AS%EA%B8%89|filter=grade:S급/);
  await expect(page.getByRole('list', { name: '적용된 필터' })).toContainText('S급');
  await expect
    .poll(async () => {
      const texts = await list.locator('li').allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes('S급'));
    })
    .toBe(true);
  const countText = await page.getByText(/^총 \d+개$/).innerText();
  expect(Number(countText.replace(/\D/g, ''))).toBe(await list.locator('li').count());
  await page.screenshot({ path: 'test-results/used-items.png', fullPage: false });
});
