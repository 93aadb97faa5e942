import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createSignedInMember, secondPhone } from './support/members';
import { agreeAndPay, approveInSandbox, itemDetail, requiredOption } from './support/checkout';
import { linkBusiness, sellerAction } from './support/seller';
import { expectAccessible } from './support/axe';

const shot = (name: string) => ({ path: `test-results/returns-${name}.png`, fullPage: true });

/** One us_ operation from the customer's browser (same origin, the session cookie). */
async function saveDefaultAddress(page: Page) {
  const errors = await page.evaluate(async () => {
    const response = await fetch('/order/v1/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: 'us_saveShippingAddress',
        query: `mutation us_saveShippingAddress($input: SaveShippingAddressInput!) { saveShippingAddress(input: $input) { address { id } } }`,
        variables: {
          input: {
            name: '김반품',
            phone: '010-1234-5678',
            postNum: '06236',
            address1: '서울 강남구 테헤란로 152',
            isDefault: true,
          },
        },
      }),
    });
    return ((await response.json()) as { errors?: unknown[] }).errors ?? null;
  });
  expect(errors).toBeNull();
}

/**
 * docs/product.md §4 Returns and exchanges on two phones: a customer buys a parcel sale and the
 * business ships and delivers it (bz_ API); the customer asks for a return from the order detail
 * with a photo (단순 변심); the business accepts it in the console with the pick-up's invoice, inspects
 * it and refunds; the customer's order shows 반품 완료 and the refund less the return fee.
 */
test('a delivered sale is returned with a photo, accepted, inspected and refunded less the return fee', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await createSignedInMember(page, testInfo);
  await saveDefaultAddress(page);

  const seller = await secondPhone(browser, testInfo);
  await linkBusiness(seller, '광교 라이드샵');
  const row = seller.locator('[data-testid="seller-item"][data-deal-type="SELL"][data-status="AVAILABLE"]');
  const hrefs = await row.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  let sale = null;
  for (const href of hrefs) {
    const candidate = await itemDetail(page.request, Number(href.split('/').pop()));
    const choice = requiredOption(candidate);
    if (choice && candidate.shippingSetting.deliveryTypes.some((d) => d.type === 'PARCEL')) {
      sale = { candidate, choice };
      break;
    }
  }
  if (!sale) throw new Error('광교 라이드샵 has no sale item sent by parcel');

  await page.goto(`/services/${sale.candidate.item.id}`);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('필수 옵션').selectOption(String(sale.choice.id));
  const parcel = page.getByRole('radio', { name: /^택배/ });
  if (await parcel.count()) await parcel.check();
  await page.getByRole('button', { name: /바로 구매|구매하기/ }).click();
  await expect(page.getByRole('heading', { name: '주문 상품' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const amount = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await agreeAndPay(page, amount);
  const orderId = await approveInSandbox(page);
  const paid = Number(amount.replace(/[^\d]/g, ''));

  expect(
    (await sellerAction(seller, orderId, 'SHIP', { carrier: '한진택배', invoiceNumber: '501234567890' })).code
  ).toBeNull();
  expect((await sellerAction(seller, orderId, 'MARK_DELIVERED')).order).toMatchObject({ state: 'DELIVERED' });

  // The customer: 반품·교환 신청 from the order detail, with a reason and a photo.
  await page.goto(`/user/reservations/${orderId}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: '반품·교환 신청' }).click();
  const form = page.getByRole('form', { name: '반품·교환 신청' });
  await form.getByRole('radio', { name: /단순 변심/ }).check();
  await expect(form.getByText(/예상 환불 금액/)).toContainText(`${(paid - 6_000).toLocaleString('ko-KR')}원`);
  await form.getByLabel('자세한 내용 (선택)').fill('생각보다 커서 반품할게요.');
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3b82f6' } })
    .jpeg({ quality: 85 })
    .toBuffer();
  await form.getByLabel('상품 사진 추가').setInputFiles({ name: 'box.jpg', mimeType: 'image/jpeg', buffer });
  await expect(form.getByRole('button', { name: '사진 1 삭제' })).toBeVisible({ timeout: 20_000 });
  await page.screenshot(shot('request-form'));
  await expectAccessible(page);
  await form.getByRole('button', { name: '신청하기' }).click();
  const section = page.getByRole('region', { name: '반품·교환' });
  await expect(section.getByText('반품·교환 신청', { exact: true }).first()).toBeVisible();
  await expect(section.getByRole('img', { name: /반품 사진 1/ })).toBeVisible();
  await page.screenshot(shot('requested'));

  // The business, in the console: accept with the pick-up invoice, inspect, refund.
  // The sale is one of 광교 라이드샵's own items, so the seller linked above is its business's.
  await seller.goto(`/seller/orders/${orderId}`);
  await seller.waitForLoadState('networkidle');
  const desk = seller.getByRole('region', { name: '반품·교환 요청' });
  await expect(desk.getByText('단순 변심', { exact: false })).toBeVisible();
  const pickup = desk.getByRole('form', { name: '회수 접수' });
  await pickup.getByLabel('택배사').selectOption('CJ대한통운');
  await pickup.getByLabel('송장 번호').fill('6012-3456-7890');
  await seller.screenshot(shot('console-request'));
  await expectAccessible(seller);
  await pickup.getByRole('button', { name: '반품 접수' }).click();
  await desk.getByRole('button', { name: '검수 완료' }).click();
  const refund = desk.getByRole('button', { name: `${(paid - 6_000).toLocaleString('ko-KR')}원 환불` });
  await refund.click();
  await expect(desk.getByText('환불 완료').first()).toBeVisible();
  await seller.screenshot(shot('console-refunded'));

  // The customer sees the refund on the order.
  await page.goto(`/user/reservations/${orderId}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('반품 완료').first()).toBeVisible();
  const done = page.getByRole('region', { name: '반품·교환' });
  await expect(done.getByText('환불 완료').first()).toBeVisible();
  await expect(done).toContainText(`${(paid - 6_000).toLocaleString('ko-KR')}원 (반품 배송비 6,000원 차감)`);
  await page.screenshot(shot('refunded'));
  await expectAccessible(page);
});
