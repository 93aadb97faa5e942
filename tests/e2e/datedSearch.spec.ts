import { expect, test } from '@playwright/test';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import { expectAccessible } from './support/axe';

// The range is relative to today in Seoul (the seed's bookings are relative to the seeding day): a 4-day rental 20 days ahead.
const start = addDays(todayInSeoul(), 20);
const end = addDays(start, 3);

test('search 스키 → choose 4 days with the picker → only free items with totals → the item page keeps the dates', async ({
  page,
}) => {
  await page.goto('/search?keyword=%EC%8A%A4%ED%82%A4&dealType=RENTAL');
  const results = page.getByRole('list', { name: '‘스키’ 검색 결과' });
  await expect(results.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: /날짜 선택/ }).click();
  const sheet = page.getByRole('dialog', { name: '대여 기간 선택' });
  await expect(sheet).toBeVisible();
  await expectAccessible(page);
  await sheet.locator(`button[data-date="${start}"]`).click();
  await sheet.locator(`button[data-date="${end}"]`).click();
  await page.screenshot({ path: 'test-results/shots/dated-search-picker.png' });
  await sheet.getByRole('button', { name: '4일 적용' }).click();

  await expect(page).toHaveURL(new RegExp(`start=${start}&end=${end}`));
  await expect(page.getByRole('button', { name: /대여 기간 .* · 4일/ })).toBeVisible();
  const first = results.getByRole('article').first();
  await expect(first.getByText(/^4일 총 [\d,]+원/)).toBeVisible();
  await expect(first.getByText('보험 별도')).toBeVisible();
  await expect(page.getByRole('combobox').locator('option', { hasText: '총액 낮은순' })).toHaveCount(1);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/shots/dated-search-results.png', fullPage: true });

  // A reload renders the same dated results on the server.
  await page.reload();
  await expect(
    results
      .getByRole('article')
      .first()
      .getByText(/^4일 총 [\d,]+원/)
  ).toBeVisible();

  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/services/\\d+\\?start=${start}&end=${end}$`));
});
