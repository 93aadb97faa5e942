import { expect, test } from '@playwright/test';

/**
 * The browser journeys run the servers with DEMO_MODE=on (they sign up through the sandbox phone
 * check): every page then says, on top, that payments and identity checks are simulated, and the
 * fixed header and sticky bars sit below that strip instead of covering it. (The default
 * environment, where none of this exists, is checked by `npm run fuzz` on a server without DEMO_MODE.)
 */
test('demo mode: a banner on every page, above the header, never covering it', async ({ page }) => {
  for (const path of ['/', '/search?keyword=브롬톤', '/login', '/user/bookmark']) {
    await page.goto(path);
    const banner = page.getByTestId('demo-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText(/데모 모드.*결제와 본인인증은 가상으로 처리돼요/);
  }

  await page.goto('/');
  const bannerBox = (await page.getByTestId('demo-banner').boundingBox())!;
  const headerBox = (await page.locator('header').first().boundingBox())!;
  expect(bannerBox.y).toBe(0);
  expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 0.5);

  // Scrolled down, the strip stays on top and the header stays right under it.
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 500);
  const scrolledBanner = (await page.getByTestId('demo-banner').boundingBox())!;
  const scrolledHeader = (await page.locator('header').first().boundingBox())!;
  expect(scrolledBanner.y).toBe(0);
  expect(scrolledHeader.y).toBeGreaterThanOrEqual(scrolledBanner.height - 0.5);
  await page.screenshot({ path: 'test-results/demo-banner.png' });
});
