import { expect, test, type Page } from '@playwright/test';
import { createSignedInMember, secondPhone } from './support/members';
import {
  agreeAndPay,
  approveInSandbox,
  itemDetail,
  pickupRental,
  requiredOption,
  toPaymentPage,
} from './support/checkout';
import { linkBusiness, sellerAction } from './support/seller';

/** The order's current step on the customer's order detail page. */
async function currentStep(page: Page, orderId: number) {
  await page.goto(`/user/reservations/${orderId}`);
  await page.waitForLoadState('networkidle');
  return page.getByRole('region', { name: '진행 상황' }).locator('[aria-current="step"]');
}

/**
 * Issue 16 §6 and §8 on two phones: a customer takes a coupon, rents and pays in the sandbox with it
 * (예약 대기); the business's seller, through the bz_ API from their own browser, accepts (예약 완료), and
 * another business's seller cannot touch the order. Then the customer buys for pick-up; the seller
 * prepares, readies and hands it over (구매 확정), and the customer earns the points the payment page
 * promised. (Shipping with an invoice and delivery are covered by the seller integration tests.)
 */
test('seller operations through the API: a reservation paid with a coupon is accepted; a purchase is readied, handed over and earns its points', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await createSignedInMember(page, testInfo);
  // A coupon from the coupon book, any item from 20,000원: the payment page preselects it (the best one).
  await page.goto('/user/couponbook');
  await page.getByRole('tab', { name: /받을 수 있는 쿠폰/ }).click();
  await page.getByRole('button', { name: '첫 예약 5,000원 할인 받기' }).click();
  await expect(page.getByText(/쿠폰을 받았어요/)).toBeVisible();
  // Two days of a rental from 10,000원 a day (after the business's discount, which the coupon's minimum
  // counts on) reach the coupon's 20,000원; a business other than 광교 라이드샵, whose seller is the outsider below.
  const { detail, option } = await pickupRental(page.request, { minDayPrice: 10_000, notOfBusiness: '광교 라이드샵' });
  const amount = await toPaymentPage(page, detail, option, { skipDays: 14 });
  const coupon = page.getByRole('radio', { name: /첫 예약 5,000원 할인/ });
  const breakdown = page.getByRole('region', { name: '결제 금액' });
  const priceRow = async (title: RegExp) =>
    Number(
      ((await breakdown.locator('div').filter({ hasText: title }).locator('dd').textContent()) ?? '').replace(
        /[^\d]/g,
        ''
      )
    );
  expect((await priceRow(/^상품 금액/)) - (await priceRow(/^할인/))).toBeGreaterThanOrEqual(20_000);
  // The server's breakdown takes it off, and the button carries the amount after it.
  await expect(coupon).toBeChecked();
  await expect(breakdown.locator('div').filter({ hasText: /^쿠폰/ }).locator('dd')).toHaveText('-5,000원');
  await agreeAndPay(page, amount);
  const rentalId = await approveInSandbox(page);
  await expect(await currentStep(page, rentalId)).toContainText('예약 대기');

  const seller = await secondPhone(browser, testInfo);
  // A seller of another business first: the order is not theirs, and it is answered as a missing one.
  await linkBusiness(seller, '광교 라이드샵');
  expect((await sellerAction(seller, rentalId, 'ACCEPT')).code).toBe('NOT_FOUND');
  await linkBusiness(seller, detail.business.name);
  const accepted = await sellerAction(seller, rentalId, 'ACCEPT');
  expect(accepted).toMatchObject({ code: null, order: { state: 'RESERVED', stateLabel: '예약 완료' } });
  // Accepting twice is an illegal transition, said in Korean.
  expect((await sellerAction(seller, rentalId, 'ACCEPT')).code).toBe('INVALID_TRANSITION');
  await expect(await currentStep(page, rentalId)).toContainText('예약 완료');
  await page.screenshot({ path: 'test-results/order-accepted.png', fullPage: true });

  // The purchase: a sale item of the seller's business as the seller tool lists it.
  await linkBusiness(seller, '광교 라이드샵');
  const row = seller.locator('[data-testid="seller-item"][data-deal-type="SELL"][data-status="AVAILABLE"]');
  const hrefs = await row.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  let sale = null;
  for (const href of hrefs) {
    const candidate = await itemDetail(page.request, Number(href.split('/').pop()));
    const choice = requiredOption(candidate);
    if (choice && candidate.shippingSetting.deliveryTypes.some((d) => d.type === 'PICKUP')) {
      sale = { candidate, choice };
      break;
    }
  }
  if (!sale) throw new Error('광교 라이드샵 has no sale item that can be picked up');
  const saleAmount = await toPaymentPage(page, sale.candidate, sale.choice);
  const earn = await page.getByTestId('checkout-earn-points').textContent();
  await agreeAndPay(page, saleAmount);
  const saleId = await approveInSandbox(page);
  const pointsBefore = await myPoints(page);

  expect((await sellerAction(seller, saleId, 'PREPARE')).order).toMatchObject({ state: 'ORDERED' });
  expect((await sellerAction(seller, saleId, 'READY_FOR_PICKUP')).order).toMatchObject({
    state: 'AWAITING_PICKUP',
    stateLabel: '수령 대기',
  });
  expect((await sellerAction(seller, saleId, 'HAND_OVER')).order).toMatchObject({
    state: 'CONFIRMED',
    stateLabel: '구매 확정',
  });
  await expect(await currentStep(page, saleId)).toContainText('구매 확정');
  // The points the payment page promised are earned on 구매 확정.
  const promised = Number((earn ?? '').replace(/[^\d]/g, ''));
  expect(promised).toBeGreaterThan(0);
  await expect.poll(() => myPoints(page)).toBe(pointsBefore + promised);
});

async function myPoints(page: Page): Promise<number> {
  await page.goto('/user/my_page');
  await page.waitForLoadState('networkidle');
  const text = await page.getByTestId('my-points').textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}
