import { expect, test } from '@playwright/test';
import { createSignedInMember } from './support/members';
import { agreeAndPay, pickupRental, toPaymentPage } from './support/checkout';
import { expectAccessible } from './support/axe';

/**
 * The money path on a phone, in the sandbox: the item page's selection → 예약하기 → the payment page
 * (the server's price on the button, the terms agreed) → the sandbox checkout → 승인 → the order.
 */
test('rent with dates, pay in the sandbox, land on the order', async ({ page }, testInfo) => {
  await createSignedInMember(page, testInfo);
  const { detail, option } = await pickupRental(page.request);
  const amount = await toPaymentPage(page, detail, option);
  await expect(page.getByText(detail.item.name).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/checkout.png', fullPage: true });
  await expectAccessible(page, 'checkout');
  await agreeAndPay(page, amount);
  await page.getByRole('button', { name: /^승인/ }).click();
  // /pay/card completes on the server and sends the member to the order.
  await expect(page).toHaveURL(/\/order\/complete\/\d+$/, { timeout: 20_000 });
});

test('a declined card: the reason in Korean and the way back to pay again', async ({ page }, testInfo) => {
  await createSignedInMember(page, testInfo);
  const { detail, option } = await pickupRental(page.request);
  const amount = await toPaymentPage(page, detail, option);
  const paymentUrl = new URL(page.url());
  await agreeAndPay(page, amount);
  await page.getByRole('button', { name: /^거절/ }).click();

  await expect(page).toHaveURL(/\/pay\/card\?paymentId=/);
  await expect(page.getByRole('heading', { name: '결제가 완료되지 않았어요' })).toBeVisible();
  await expect(page.getByText('카드사에서 결제를 거절했어요 (샌드박스).')).toBeVisible();
  await page.screenshot({ path: 'test-results/checkout-declined.png', fullPage: true });
  await page.getByRole('link', { name: '다시 결제하기' }).click();
  await expect(page).toHaveURL(`${paymentUrl.pathname}${paymentUrl.search}`);
  // The dates were released with the failed payment: the same selection can be paid again.
  await expect(page.getByRole('button', { name: `${amount} 결제하기` })).toBeVisible();
});

test('a pending payment waits on /result_pending and moves on by itself once the provider settles', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await createSignedInMember(page, testInfo);
  const { detail, option } = await pickupRental(page.request);
  const amount = await toPaymentPage(page, detail, option);
  await agreeAndPay(page, amount);
  await page.getByRole('button', { name: /^결제 대기/ }).click();

  await expect(page).toHaveURL(/\/result_pending\?paymentId=/);
  await expect(page.getByRole('heading', { level: 2, name: '결제 확인 중' })).toBeVisible();
  // The sandbox settles a pending payment after 20 seconds; the page asks every 3 seconds.
  await expect(page).toHaveURL(/\/order\/complete\/\d+$/, { timeout: 45_000 });
});

test('the payment page sends a visitor to log in and back', async ({ page }) => {
  await page.goto('/services/1/payment?options=1:1&delivery=PICKUP');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  const back = new URL(new URL(page.url()).searchParams.get('returnUrl') ?? '', 'http://x');
  expect([back.pathname, back.searchParams.get('options'), back.searchParams.get('delivery')]).toEqual([
    '/services/1/payment',
    '1:1',
    'PICKUP',
  ]);
});
