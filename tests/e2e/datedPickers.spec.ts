import { expect, test, type Page } from '@playwright/test';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import { expectAccessible } from './support/axe';
import { itemService } from './support/checkout';

/**
 * The date picker where a shopper looks beyond search (issue 31 §1): the model's comparison, a
 * business's item list and the nearby map each carry a 날짜 선택 button; the choice goes into the URL
 * and the list answers it. An old shared link whose dates have passed says so instead of dropping them.
 */

// Relative to today in Seoul, as the seed's bookings are: a 3-day rental 24 days ahead.
const start = addDays(todayInSeoul(), 24);
const end = addDays(start, 2);
const datesInUrl = new RegExp(`start=${start}&end=${end}`);

async function chooseRange(page: Page): Promise<void> {
  await page.getByRole('button', { name: /날짜 선택/ }).click();
  const sheet = page.getByRole('dialog', { name: '대여 기간 선택' });
  await sheet.locator(`button[data-date="${start}"]`).click();
  await sheet.locator(`button[data-date="${end}"]`).click();
  await sheet.getByRole('button', { name: '3일 적용' }).click();
  await expect(page).toHaveURL(datesInUrl);
  await expect(page.getByRole('button', { name: /대여 기간 .* · 3일/ })).toBeVisible();
}

/** A rented model and the business of one of its rental items, from the home page's rental rail. */
async function rentedModelAndBusiness(page: Page): Promise<{ modelId: number; businessId: number }> {
  const { home } = await itemService<{ home: { rentalItems: { itemId: number }[] } }>(
    page.request,
    'pb_home',
    'query pb_home { home { rentalItems { itemId } } }'
  );
  for (const { itemId } of home.rentalItems) {
    const { itemDetail } = await itemService<{ itemDetail: { bike: { id: number } | null; business: { id: number } } }>(
      page.request,
      'pb_itemModelBusiness',
      'query pb_itemModelBusiness($id: Int!) { itemDetail(id: $id) { bike { id } business { id } } }',
      { id: itemId }
    );
    if (itemDetail.bike) return { modelId: itemDetail.bike.id, businessId: itemDetail.business.id };
  }
  throw new Error('the home page rents no item of a model');
}

test('the model comparison, a business list and the map each take dates from their own picker', async ({ page }) => {
  test.setTimeout(90_000);
  const { modelId, businessId } = await rentedModelAndBusiness(page);

  await page.goto(`/models/${modelId}`);
  const section = page.getByTestId('dated-comparison');
  await expect(section).toContainText('날짜를 고르면');
  await chooseRange(page);
  await expect(section).toContainText(/곳/);
  await expect(section).not.toContainText('날짜를 고르면');
  await expectAccessible(page, 'model comparison with dates');
  await section.screenshot({ path: 'test-results/shots/dated-picker-model-390.png' });

  await page.goto(`/nearby_store/${businessId}/list`);
  await expect(page.getByRole('heading', { name: '전체 상품' })).toBeVisible();
  await chooseRange(page);
  // Only what is free on every day is listed, each card with its total for the 3 days.
  await expect(page.getByText(/^3일 총 [\d,]+원/).first()).toBeVisible();
  await expectAccessible(page, 'business list with dates');
  await page.screenshot({ path: 'test-results/shots/dated-picker-business-390.png', fullPage: true });

  await page.goto('/nearby_store/map?map_lat=37.53&map_lng=127.0&z=11');
  await expect(page.getByRole('heading', { name: /지도 안의 매장/ })).toBeVisible();
  await chooseRange(page);
  await expect(page.getByRole('heading', { name: /이 날짜에 빌릴 수 있는 매장/ })).toBeVisible();
  await expectAccessible(page, 'map with dates');
  await page.screenshot({ path: 'test-results/shots/dated-picker-map-390.png' });
});

test('an old link whose dates have passed shows every date and says why', async ({ page }) => {
  const past = addDays(todayInSeoul(), -10);
  await page.goto(`/search?keyword=%EC%8A%A4%ED%82%A4&dealType=RENTAL&start=${past}&end=${addDays(past, 2)}`);
  await expect(page.getByRole('status').filter({ hasText: '링크의 날짜로는 찾을 수 없어' })).toContainText(
    '지난 날짜는 고를 수 없어요'
  );
  await expect(page.getByRole('button', { name: /날짜 선택/ })).toBeVisible();
  await expect(page.getByRole('list', { name: '‘스키’ 검색 결과' }).getByRole('article').first()).toBeVisible();
});
