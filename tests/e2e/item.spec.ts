import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { itemService } from './support/checkout';

type Option = { id: number; optionType: number; name: string; unitPrice: number; stock: number; isSoldOut: boolean };
type Detail = { item: { id: number; name: string; dealType: string; status: string }; options: Option[] };

/** A popular rental on the home page whose required option has at least two units. */
async function rentalWithTwoUnits(request: APIRequestContext): Promise<{ detail: Detail; option: Option }> {
  const home = await itemService<{ home: { rentalItems: { itemId: number }[] } }>(
    request,
    'pb_home',
    'query pb_home { home { rentalItems { itemId } } }',
    {}
  );
  for (const { itemId: id } of home.home.rentalItems) {
    const { itemDetail } = await itemService<{ itemDetail: Detail }>(
      request,
      'pb_itemDetail',
      'query pb_itemDetail($id: Int!) { itemDetail(id: $id) { item { id name dealType status } options { id optionType name unitPrice stock isSoldOut } } }',
      { id }
    );
    const option = itemDetail.options.find((o) => o.optionType === 1 && o.stock >= 2 && !o.isSoldOut);
    if (itemDetail.item.status === 'AVAILABLE' && option) return { detail: itemDetail, option };
  }
  throw new Error('no rental on the home page has a required option with two units');
}

/** The first day from which three days in a row have two free units, read from the open calendar sheet. */
async function threeFreeDays(page: Page): Promise<[string, string, string]> {
  const days = await page
    .getByRole('dialog', { name: '대여 기간 선택' })
    .locator('button[data-date]:not([aria-disabled="true"])')
    .evaluateAll((buttons) =>
      buttons.map((b) => ({ date: b.getAttribute('data-date') ?? '', label: b.getAttribute('aria-label') ?? '' }))
    );
  // Two units are rented together, so every day needs two free units.
  const enabled = days.filter((d) => Number(/남은 수량 (\d+)대/.exec(d.label)?.[1] ?? 0) >= 2).map((d) => d.date);
  const free = new Set(enabled);
  const next = (day: string, n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const first = enabled.find((day) => free.has(next(day, 1)) && free.has(next(day, 2)));
  if (!first) throw new Error('no three free days in a row');
  return [first, next(first, 1), next(first, 2)];
}

test('rental item: pick three days, add a required option twice, see the total; the call to action asks for sign-in', async ({
  page,
}) => {
  const { detail, option } = await rentalWithTwoUnits(page.request);
  const itemId = detail.item.id;

  // The crawler's copy is complete: title, canonical, structured data and the item's name in the HTML.
  const html = await (await page.request.get(`/services/${itemId}`)).text();
  expect(html).toContain(`<link rel="canonical" href="`);
  expect(html).toContain('"@type":"Product"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toContain('og:image');

  // Arrive from the home page: the item page remembers it as the internal referrer.
  await page.goto('/');
  const viewEvent = page.waitForRequest(
    (req) => req.url().endsWith('/capture/v1/graphql') && (req.postData() ?? '').includes('item_detail_view')
  );
  const card = page.locator(`a[href="/services/${itemId}"]`).first();
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/services/${itemId}$`));
  await expect(page.getByRole('heading', { level: 1, name: detail.item.name })).toBeVisible();
  await expect(page).toHaveTitle(/라이드마켓/);
  const command = JSON.parse((await viewEvent).postData() ?? '{}').variables.command;
  expect(command.action).toBe('item_detail_view');
  expect(command.internalVisitReferrer.referrer).toMatch(/\/$/);
  expect(command.internalVisitReferrer.info.itemId).toBe(itemId);

  // Pressing the call to action with nothing chosen asks for the dates (and opens the calendar).
  await page.getByRole('button', { name: /바로 예약|옵션 먼저 선택/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: '대여 날짜를 선택해 주세요.' })).toBeVisible();
  const calendar = page.getByRole('dialog', { name: '대여 기간 선택' });
  await expect(calendar).toBeVisible();

  const [start, middle, end] = await threeFreeDays(page);
  await calendar.locator(`button[data-date="${start}"]`).click();
  await calendar.locator(`button[data-date="${end}"]`).click();
  await expect(calendar.locator(`button[data-date="${start}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(calendar.locator(`button[data-date="${middle}"]`)).toHaveAttribute('aria-label', /선택한 기간/);
  await expect(calendar.getByText(/· 2박 3일/)).toBeVisible();
  await calendar.locator(`button[data-date="${start}"]`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/item-calendar.png' });
  await expectAccessible(page, 'item calendar');
  await calendar.getByRole('button', { name: '3일 선택 완료' }).click();
  await expect(calendar).toBeHidden();

  // The required option: chosen once, then once more with the stepper.
  const select = page.getByLabel('필수 옵션');
  await select.selectOption(String(option.id));
  const bucket = page.getByRole('list', { name: '선택한 옵션' });
  await expect(bucket).toContainText(option.name);
  await bucket.getByRole('button', { name: `${option.name} 수량 늘리기` }).click();
  await expect(bucket.locator('output')).toHaveText('2');
  const bar = page.locator('[aria-live="polite"]').filter({ hasText: '필수 옵션' });
  await expect(bar).toContainText('필수 옵션 2개');
  await expect(bar).toContainText('2박 3일');
  // Items that offer more than one way of receiving ask for it; the counter pick-up is free.
  const pickup = page.getByRole('radio', { name: /매장 픽업/ });
  if (await pickup.count()) await pickup.check();
  const total = option.unitPrice * 2 * 3;
  await expect(page.getByTestId('item-total')).toHaveText(`${total.toLocaleString('ko-KR')}원`);
  await page.screenshot({ path: 'test-results/item.png', fullPage: true });
  await expectAccessible(page, 'item');

  // A visitor is asked to sign in, and comes back to the payment page with the selection.
  await page.getByRole('button', { name: /바로 예약|예약하기/ }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await expectAccessible(page, 'login');
  const returnUrl = new URL(page.url()).searchParams.get('returnUrl') ?? '';
  const payment = new URL(returnUrl, 'http://x');
  expect(payment.pathname).toBe(`/services/${itemId}/payment`);
  expect(payment.searchParams.get('options')).toBe(`${option.id}:2`);
  expect(payment.searchParams.get('start')).toBe(start);
  expect(payment.searchParams.get('end')).toBe(end);
  expect(payment.searchParams.get('delivery')).toMatch(/PICKUP|DELIVERY/);
});

test('an unknown item answers the not-found page', async ({ page }) => {
  const response = await page.goto('/services/99999999');
  expect(response?.status()).toBe(404);
});
