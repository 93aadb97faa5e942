import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createSignedInMember } from './support/members';
import { linkBusiness } from './support/seller';
import { expectAccessible } from './support/axe';

const shot = (name: string, fullPage = true) => ({ path: `test-results/seller-settlements-${name}.png`, fullPage });

/** The business the seed gives four weeks of settlement history (server/db/seed/write/settlements.ts). */
const SHOP = '서현 자전거 라운지';

/**
 * 정산 on a phone (docs/product.md §10 Settlement statements): the seller opens the console's 정산
 * tab, sees one statement per week (paid and still due), opens the week with a refund after
 * settlement, reads its negative line and downloads the CSV that Excel opens.
 */
test('a seller reads the weekly statements, a refund after settlement as a negative line, and downloads the CSV', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await createSignedInMember(page, testInfo);
  await linkBusiness(page, SHOP);

  await page.goto('/seller');
  const nav = page.getByRole('navigation', { name: '판매자 메뉴' });
  await nav.getByRole('link', { name: '정산' }).click();
  await expect(page).toHaveURL(/\/seller\/settlements$/);
  await expect(nav.getByRole('link', { name: '정산' })).toHaveAttribute('aria-current', 'page');
  // One card per statement, each headed by its period (the console's tabs are list items too).
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText('지급 예정');
  await expect(cards.last()).toContainText('지급 완료');
  await page.screenshot(shot('list'));
  await expectAccessible(page, 'seller settlements');

  // The second newest week carries the 300,000원 refund of an order settled the week before.
  await cards.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/seller\/settlements\/\d+$/);
  const adjustment = page.getByRole('listitem').filter({ hasText: '정산 후 환불' });
  await expect(adjustment).toContainText('-270,000원');
  await expect(adjustment).toContainText('환불 300,000원 · 돌려받은 수수료 30,000원');
  await expect(page.getByText('정산금액').first()).toBeVisible();
  await page.screenshot(shot('detail'));
  await expectAccessible(page, 'seller settlement');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV 다운로드 (엑셀)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^정산서_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await fs.readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('주문번호,상품명,구분,확정일시,판매금액,환불금액,수수료,정산금액');
  expect(text).toContain(',정산 후 환불,');

  // A statement that is not the business's is a 404 like any missing page.
  const missing = await page.goto('/seller/settlements/987654');
  expect(missing?.status()).toBe(404);
});
