/**
 * The checkout steps browser journeys share: finding an item the journey can buy, choosing dates on
 * the item page, the payment page's amount, agreeing and paying in the sandbox.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Option = { id: number; optionType: number; name: string; stock: number; isSoldOut: boolean };
export type Detail = {
  item: { id: number; name: string; status: string; dealType: string };
  options: Option[];
  shippingSetting: { deliveryTypes: { type: string }[] };
  business: { id: number; name: string };
};

const DETAIL = `query pb_itemDetail($id: Int!) { itemDetail(id: $id) {
  item { id name status dealType } options { id optionType name stock isSoldOut } shippingSetting { deliveryTypes { type } } business { id name } } }`;

export async function itemService<T>(
  request: APIRequestContext,
  operationName: string,
  query: string,
  variables: Record<string, unknown> = {}
): Promise<T> {
  const response = await request.post('/item/v1/graphql', {
    data: { query, variables, operationName },
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: T; errors?: unknown };
  // A query the contract no longer answers fails here with the server's reason, not later as `undefined`.
  expect(body.errors).toBeUndefined();
  return body.data;
}

export async function itemDetail(request: APIRequestContext, id: number): Promise<Detail> {
  return (await itemService<{ itemDetail: Detail }>(request, 'pb_itemDetail', DETAIL, { id })).itemDetail;
}

/** A buyable required option of an item in stock, or null. */
export const requiredOption = (detail: Detail) =>
  detail.options.find((o) => o.optionType === 1 && o.stock >= 1 && !o.isSoldOut) ?? null;

/**
 * A rental on the home page that can be picked up at the business (no address needed) with a required
 * option in stock. `fromEnd` takes the last such one, so two journeys do not queue on one item;
 * `minDayPrice` (a day's price, options aside) and `notOfBusiness` (a business's name) narrow the choice
 * to one that has what the journey checks.
 */
export async function pickupRental(
  request: APIRequestContext,
  {
    fromEnd = false,
    minDayPrice = 0,
    notOfBusiness,
  }: { fromEnd?: boolean; minDayPrice?: number; notOfBusiness?: string } = {}
): Promise<{ detail: Detail; option: Option }> {
  const { home } = await itemService<{ home: { rentalItems: { itemId: number; price: number }[] } }>(
    request,
    'pb_home',
    'query pb_home { home { rentalItems { itemId price } } }'
  );
  const ids = (fromEnd ? [...home.rentalItems].reverse() : home.rentalItems).filter((i) => i.price >= minDayPrice);
  for (const { itemId } of ids) {
    const detail = await itemDetail(request, itemId);
    const option = requiredOption(detail);
    if (detail.business.name === notOfBusiness) continue;
    if (
      detail.item.status === 'AVAILABLE' &&
      option &&
      detail.shippingSetting.deliveryTypes.some((d) => d.type === 'PICKUP')
    )
      return { detail, option };
  }
  throw new Error(
    `no rental on the home page from ${minDayPrice}원 a day${notOfBusiness ? ` outside ${notOfBusiness}` : ''} can be picked up with a required option in stock`
  );
}

/** `count` days in a row with a free unit from the open calendar sheet, from `skip` free days on (journeys keep off each other's dates). */
export async function freeDaysInARow(page: Page, count: number, skip = 7): Promise<string[]> {
  const days = await page
    .getByRole('dialog', { name: '대여 기간 선택' })
    .locator('button[data-date]:not([aria-disabled="true"])')
    .evaluateAll((buttons) =>
      buttons.map((b) => ({ date: b.getAttribute('data-date') ?? '', label: b.getAttribute('aria-label') ?? '' }))
    );
  const free = days.filter((d) => Number(/남은 수량 (\d+)대/.exec(d.label)?.[1] ?? 0) >= 1).map((d) => d.date);
  const set = new Set(free);
  const run = (day: string) =>
    Array.from({ length: count }, (_, n) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
    );
  const fits = (day: string) => run(day).every((d) => set.has(d));
  const first = free.slice(skip).find(fits) ?? free.find(fits);
  if (!first) throw new Error(`no ${count} free days in a row`);
  return run(first);
}

/** Two days in a row with a free unit from the open calendar sheet, from `skip` free days on. */
export async function twoFreeDays(page: Page, skip = 7): Promise<[string, string]> {
  const [start, end] = await freeDaysInARow(page, 2, skip);
  return [start, end];
}

/**
 * From the item page to the payment page: for a rental two free days, the required option, pick-up
 * when offered (else the item's only way); answers the amount on the pay button.
 */
export async function toPaymentPage(
  page: Page,
  detail: Detail,
  option: Option,
  { skipDays = 7 } = {}
): Promise<string> {
  const itemId = detail.item.id;
  await page.goto(`/services/${itemId}`);
  await page.waitForLoadState('networkidle');
  if (detail.item.dealType === 'RENTAL') {
    await page.getByRole('button', { name: /바로 예약|옵션 먼저 선택/ }).click();
    const calendar = page.getByRole('dialog', { name: '대여 기간 선택' });
    await expect(calendar).toBeVisible();
    const [start, end] = await twoFreeDays(page, skipDays);
    await calendar.locator(`button[data-date="${start}"]`).click();
    await calendar.locator(`button[data-date="${end}"]`).click();
    await calendar.getByRole('button', { name: '2일 선택 완료' }).click();
  }
  await page.getByLabel('필수 옵션').selectOption(String(option.id));
  const pickup = page.getByRole('radio', { name: /매장 픽업/ });
  if (await pickup.count()) await pickup.check();
  await page.getByRole('button', { name: /바로 예약|예약하기|바로 구매|구매하기/ }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${itemId}/payment\\?`));
  await expect(page.getByRole('heading', { name: '주문 상품' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = page.getByTestId('checkout-total');
  await expect(total).toHaveText(/^[\d,]+원$/);
  return (await total.textContent()) ?? '';
}

/** Agrees to the terms (paying waits for them) and presses the pay button; the sandbox window shows the same amount. */
export async function agreeAndPay(page: Page, amount: string): Promise<void> {
  const pay = page.getByRole('button', { name: `${amount} 결제하기` });
  await expect(pay).toBeDisabled();
  await page.getByLabel(/결제에 동의해요/).check();
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/pay\/sandbox\?paymentId=/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText(amount);
}

/** Approves in the sandbox and answers the order id of the complete page the member lands on. */
export async function approveInSandbox(page: Page): Promise<number> {
  await page.getByRole('button', { name: /^승인/ }).click();
  await expect(page).toHaveURL(/\/order\/complete\/\d+$/, { timeout: 20_000 });
  return Number(/\/order\/complete\/(\d+)$/.exec(page.url())?.[1]);
}

/** A sale item offered as 렌탈페이 (lease) that can be picked up, found through the home page's models and their price comparison. */
export async function leasableSale(request: APIRequestContext): Promise<{ detail: Detail; option: Option }> {
  const { home } = await itemService<{ home: { saleModels: { id: number }[] } }>(
    request,
    'pb_home',
    'query pb_home { home { saleModels { id } } }'
  );
  for (const { id } of home.saleModels) {
    const { priceComparison } = await itemService<{
      priceComparison: { sell: { items: { item: { itemId: number }; deliveryTypes: string[] }[] } };
    }>(
      request,
      'pb_priceComparison',
      'query pb_priceComparison($modelId: Int!) { priceComparison(modelId: $modelId) { sell { items { item { itemId } deliveryTypes } } } }',
      { modelId: id }
    );
    for (const { item } of priceComparison.sell.items.filter((i) => i.deliveryTypes.includes('PICKUP'))) {
      const { itemDetail: lease } = await itemService<{
        itemDetail: { itemPrice: { leasePriceInfoList: { months: number }[] } };
      }>(
        request,
        'pb_itemLease',
        'query pb_itemLease($id: Int!) { itemDetail(id: $id) { itemPrice { leasePriceInfoList { months } } } }',
        { id: item.itemId }
      );
      if (lease.itemPrice.leasePriceInfoList.length === 0) continue;
      const detail = await itemDetail(request, item.itemId);
      const option = requiredOption(detail);
      if (detail.item.status === 'AVAILABLE' && option) return { detail, option };
    }
  }
  throw new Error('no lease-able sale item can be picked up');
}
