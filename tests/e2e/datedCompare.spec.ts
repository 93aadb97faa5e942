import { expect, test } from '@playwright/test';
import { createSignedInMember } from './support/members';
import { agreeAndPay, approveInSandbox, itemService } from './support/checkout';
import { expectAccessible } from './support/axe';

/**
 * The model's comparison by dates on a phone (issue 31 §1): a model page with a range lists only the
 * stores free on every day with their totals, the cheapest marked → the cheapest opens its item with
 * the dates chosen → 예약하기 → the payment page has those dates and that total → paid in the sandbox.
 */

const DAY_MS = 86_400_000;
/** Seoul's date `offset` days from now: the journey's range is relative to the day it runs. */
const seoulDay = (offset: number) => new Date(Date.now() + 9 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

type Offer = { offer: { item: { itemId: number }; deliveryTypes: string[] }; rangeTotal: number; isCheapest: boolean };
const DATED = `query pb_datedComparison($modelId: Int!, $range: RentalRangeInput) {
  datedComparison(modelId: $modelId, range: $range) { itemCount items { offer { item { itemId } deliveryTypes } rangeTotal isCheapest } } }`;

test('a model page with dates → the cheapest free store → its item with the dates → pay', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await createSignedInMember(page, testInfo);
  // A four-day range four weeks ahead, away from the other journeys' first free days.
  const range = { start: seoulDay(28), end: seoulDay(31) };

  // A rented model with two or more stores free on the range, whose cheapest can be picked up with a
  // required size that costs nothing extra (so the payment page's total is the comparison's total).
  const { home } = await itemService<{ home: { rentalItems: { itemId: number }[] } }>(
    page.request,
    'pb_home',
    'query pb_home { home { rentalItems { itemId } } }'
  );
  // The item's required size in stock at no extra cost (null: it has no sizes; undefined: none fits).
  const freeSize = async (id: number): Promise<number | null | undefined> => {
    const { itemDetail: sized } = await itemService<{
      itemDetail: { options: { id: number; optionType: number; price: number; stock: number; isSoldOut: boolean }[] };
    }>(
      page.request,
      'pb_itemSizes',
      'query pb_itemSizes($id: Int!) { itemDetail(id: $id) { options { id optionType price stock isSoldOut } } }',
      { id }
    );
    const sizes = sized.options.filter((o) => o.optionType === 1);
    if (sizes.length === 0) return null;
    return sizes.find((o) => o.price === 0 && o.stock >= 1 && !o.isSoldOut)?.id;
  };
  let chosen: { modelId: number; offers: Offer[]; size: number | null } | null = null;
  const seen = new Set<number>();
  for (const { itemId } of home.rentalItems) {
    const { itemDetail: rental } = await itemService<{ itemDetail: { bike: { id: number } | null } }>(
      page.request,
      'pb_itemModel',
      'query pb_itemModel($id: Int!) { itemDetail(id: $id) { bike { id } } }',
      { id: itemId }
    );
    const modelId = rental.bike?.id;
    if (!modelId || seen.has(modelId)) continue;
    seen.add(modelId);
    const { datedComparison } = await itemService<{ datedComparison: { items: Offer[] } }>(
      page.request,
      'pb_datedComparison',
      DATED,
      { modelId, range }
    );
    const cheapest = datedComparison.items[0];
    if (datedComparison.items.length < 2 || !cheapest.offer.deliveryTypes.includes('PICKUP')) continue;
    const size = await freeSize(cheapest.offer.item.itemId);
    if (size === undefined) continue;
    chosen = { modelId, offers: datedComparison.items, size };
    break;
  }
  if (!chosen) throw new Error('no rented model with two stores free four weeks ahead');
  const cheapest = chosen.offers[0];

  await page.goto(`/models/${chosen.modelId}?start=${range.start}&end=${range.end}`);
  const section = page.getByTestId('dated-comparison');
  await expect(section.getByRole('heading', { name: '이 날짜에 빌릴 수 있는 매장' })).toBeVisible();
  const rows = section.getByTestId('price-row');
  await expect(rows).toHaveCount(chosen.offers.length);
  await expect(rows.first()).toContainText('최저 총액');
  await expect(rows.first()).toContainText(`4일 총 ${won(cheapest.rangeTotal)}`);
  for (const [index, offer] of chosen.offers.entries()) {
    await expect(rows.nth(index)).toContainText(won(offer.rangeTotal));
  }
  await section.screenshot({ path: 'test-results/shots/dated-compare-390.png' });
  await page.screenshot({ path: 'test-results/shots/dated-compare-page-390.png', fullPage: true });
  await expectAccessible(page, 'dated comparison');

  await rows.first().click();
  await expect(page).toHaveURL(
    new RegExp(`/services/${cheapest.offer.item.itemId}\\?start=${range.start}&end=${range.end}$`)
  );
  // The dates are chosen already: the date button states them (3박 4일), no calendar to tap through.
  await expect(page.locator('#rental-dates-button')).toContainText('3박 4일');
  if (chosen.size !== null) await page.getByLabel('필수 옵션').selectOption(String(chosen.size));
  const pickup = page.getByRole('radio', { name: /매장 픽업/ });
  if (await pickup.count()) await pickup.check();
  await page.screenshot({ path: 'test-results/shots/dated-item-390.png', fullPage: true });
  await expectAccessible(page, 'item with dates');
  await page.getByRole('button', { name: /바로 예약|예약하기/ }).click();

  await expect(page).toHaveURL(new RegExp(`/services/${cheapest.offer.item.itemId}/payment\\?`));
  await expect(page.getByText(/대여 기간 .+ ~ .+ \(4일\)/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('checkout-total')).toHaveText(won(cheapest.rangeTotal));
  await page.screenshot({ path: 'test-results/shots/dated-payment-390.png', fullPage: true });
  await agreeAndPay(page, won(cheapest.rangeTotal));
  expect(await approveInSandbox(page)).toBeGreaterThan(0);
});
