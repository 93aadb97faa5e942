import { expect, test } from '@playwright/test';

/**
 * No page is wider than the phone: a page wider than the screen lets the whole page slide sideways
 * under the thumb. The rails and chip rows scroll inside themselves; what is positioned in them (the
 * screen reader texts of .visually-hidden) must stay inside them too (each scroller is a containing
 * block). Checked on the narrowest phone we design for, on the pages with rails.
 */
test.use({ viewport: { width: 360, height: 780 } });

const PAGES = [
  '/',
  '/models/1',
  '/services/986',
  '/nearby_store/1',
  '/nearby_store/1/list',
  `/search?keyword=${encodeURIComponent('브롬톤')}`,
  '/bikes/commerce',
  '/used_item/list',
  '/recommendations/road',
  '/community',
  '/faq',
];

for (const path of PAGES) {
  test(`${path} is no wider than a 360 px phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    // Every picture and rail is laid out once the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });
}
