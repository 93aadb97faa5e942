import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createSignedInMember } from './support/members';
import { linkBusiness } from './support/seller';
import { expectAccessible } from './support/axe';

const shot = (name: string) => ({ path: `test-results/shots/listing-import-${name}.png`, fullPage: true });

/**
 * Issue 30 §1 "Bulk" on a phone (docs/product.md §4 Listings, 엑셀로 한꺼번에 등록): a business downloads
 * the template, fills in its two example rows with one mistake, sees the mistake on its line and
 * column with nothing saved, fixes it, imports both rows and finds them on its item list.
 */
test('a seller imports listings from the CSV template, fixing a bad row first', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const word = `일괄${Date.now().toString(36).slice(-5)}`;
  await createSignedInMember(page, testInfo);
  await linkBusiness(page, '광교 라이드샵');

  await page.goto('/seller/items');
  await page.getByRole('link', { name: '엑셀(CSV)로 여러 상품 등록' }).click();
  await expect(page).toHaveURL(/\/seller\/items\/import$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: '양식 내려받기 (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('상품_일괄등록_양식.csv');
  const template = await readFile((await download.path())!, 'utf8');
  expect(template.startsWith('\uFEFF거래 방식,상품 이름,')).toBe(true);

  // The shop's own titles on the template's two examples; the sale's price mistyped.
  const rental = `${word} 보드 하루 렌탈`;
  const sale = `${word} 시티 자전거`;
  const filled = template.replace('버튼 커스텀 캠버 하루 렌탈', rental).replace('삼천리 레스포 시티 26 새 제품', sale);
  const upload = (text: string) =>
    page
      .getByLabel('CSV 파일 고르기')
      .setInputFiles({ name: 'my-shop.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

  await upload(filled.replace(',229000,', ',이십만원,'));
  const saleRow = page.getByRole('listitem').filter({ hasText: sale });
  await expect(saleRow.getByRole('list', { name: '5번째 줄에서 고칠 곳' })).toContainText(
    '가격: 가격을 숫자로 입력해 주세요.'
  );
  await expect(page.getByText('2개 중 1개 줄에 고칠 곳이 있어요.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: '2개 상품 임시저장하기' })).toBeDisabled();
  await page.getByText('열마다 적는 법').click();
  await page.screenshot(shot('error'));
  await expectAccessible(page, 'listing import with an error');

  await upload(filled);
  await expect(page.getByText('2개 상품을 등록할 수 있어요.', { exact: false })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: rental })).toContainText('150cm · 2개');
  await page.screenshot(shot('preview'));
  await page.getByRole('button', { name: '2개 상품 임시저장하기' }).click();
  await expect(page.getByText('2개 상품을 임시저장했어요.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: '2개 상품 임시저장하기' })).toHaveCount(0);
  await page.screenshot(shot('done'));

  await page.getByRole('link', { name: '상품 목록에서 보기' }).click();
  await expect(page).toHaveURL(/\/seller\/items$/);
  await page.goto(`/seller/items?keyword=${encodeURIComponent(word)}`);
  await expect(page.getByRole('link', { name: new RegExp(rental) })).toContainText('임시저장');
  await expect(page.getByRole('link', { name: new RegExp(sale) })).toContainText('임시저장');
  await page.screenshot(shot('items'));
});
