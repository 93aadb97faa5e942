import { expect, test, type Page } from '@playwright/test';
import { createSignedInMember } from './support/members';
import { agreeAndPay, approveInSandbox, pickupRental, toPaymentPage } from './support/checkout';
import { expectAccessible } from './support/axe';

/** A rental three weeks out (far from other journeys' dates) paid in the sandbox: ends on /order/complete/{id}. */
async function rentAndPay(page: Page): Promise<{ orderId: number; amount: string }> {
  const { detail, option } = await pickupRental(page.request, { fromEnd: true });
  const amount = await toPaymentPage(page, detail, option, { skipDays: 21 });
  await agreeAndPay(page, amount);
  return { orderId: await approveInSandbox(page), amount };
}

/**
 * After the payment, on a phone: the complete page (breakdown, the way on), the order detail from
 * the process table (timeline, the business's phone), 예약 취소 with the refund the rule table gives,
 * the list's two tabs from my page, and someone else's (or no) order answering 404.
 */
test('orders: complete page, detail, cancel with refund, the list', async ({ page }, testInfo) => {
  await createSignedInMember(page, testInfo);
  const { orderId, amount } = await rentAndPay(page);

  await expect(page.getByRole('heading', { name: '예약 신청이 끝났어요' })).toBeVisible();
  const price = page.getByRole('region', { name: '결제 금액' });
  await expect(price.getByText('총 결제 금액')).toBeVisible();
  await expect(price.getByText(amount, { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/order-complete.png', fullPage: true });
  await expectAccessible(page, 'order complete');

  await page.getByRole('link', { name: '주문 상세 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/reservations/${orderId}$`));
  await page.waitForLoadState('networkidle');
  const timeline = page.getByRole('region', { name: '진행 상황' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('예약 대기');
  await expect(page.getByRole('link', { name: '전화하기' })).toHaveAttribute('href', /^tel:\d+$/);
  await page.screenshot({ path: 'test-results/order-detail.png', fullPage: true });
  await expectAccessible(page, 'reservation detail');

  await page.getByRole('button', { name: '예약 취소' }).click();
  const dialog = page.getByRole('alertdialog', { name: '예약 취소할까요?' });
  await expect(dialog).toContainText('돌려받아요');
  await dialog.getByRole('button', { name: '예약 취소' }).click();
  await expect(dialog).toBeHidden();
  await expect(timeline.locator('[aria-current="step"]')).toContainText('예약 취소');
  await expect(page.getByText('환불된 금액')).toBeVisible();
  await expect(page.getByRole('button', { name: '예약 취소' })).toHaveCount(0);

  await page.goto('/user/my_page');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: /주문·예약 내역/ }).click();
  await expect(page).toHaveURL(/\/user\/reservations$/);
  await expectAccessible(page, 'reservations');
  await expect(page.getByRole('link', { name: /예약 취소, 주문 상세 보기/ })).toHaveAttribute(
    'href',
    `/user/reservations/${orderId}`
  );
  await page.waitForLoadState('networkidle');
  await page.getByRole('tab', { name: '구매' }).click();
  await expect(page.getByText('아직 구매한 상품이 없어요.')).toBeVisible();
  await expect(page).toHaveURL(/\?tab=purchase$/);

  const missing = await page.goto('/user/reservations/999999999');
  expect(missing?.status()).toBe(404);
});
