import { expect, test } from '@playwright/test';
import { createSignedInMember } from './support/members';
import { leasableSale, toPaymentPage } from './support/checkout';

/**
 * 렌탈페이 (issue 16 §2, §5): the payment page asks for a registered card, /user/card_regist registers
 * one in the sandbox and comes back, the first month is charged on it (/pay/rental_temp) and the
 * contract is 계약 완료; the card then says a lease charges it and cannot be removed.
 */
test('rental pay: register a card, pay the first month on it, the contract is complete', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await createSignedInMember(page, testInfo);
  const { detail, option } = await leasableSale(page.request);
  await toPaymentPage(page, detail, option);
  await page.getByRole('radio', { name: '렌탈페이' }).click();
  await page.getByRole('radio', { name: /24개월/ }).check();
  await page.getByRole('link', { name: /카드를 먼저 등록해 주세요/ }).click();

  await expect(page).toHaveURL(/\/user\/card_regist\?returnUrl=/);
  await page.getByLabel('카드사').selectOption('현대카드');
  await page.getByLabel('카드 번호 끝 4자리').fill('4242');
  await page.screenshot({ path: 'test-results/card-regist.png', fullPage: true });
  await page.getByRole('button', { name: '카드 등록하기' }).click();
  // Back on the payment page with the card chosen for the monthly charges.
  await expect(page).toHaveURL(new RegExp(`/services/${detail.item.id}/payment\\?`));
  await page.getByRole('radio', { name: '렌탈페이' }).click();
  await page.getByRole('radio', { name: /24개월/ }).check();
  await expect(page.getByRole('radio', { name: /현대카드/ })).toBeChecked();
  // The server's quote for the lease: today's charge is the first month.
  await expect(page.getByText(/렌탈페이 24개월/)).toBeVisible();
  await expect(page.getByText('오늘 결제 금액')).toBeVisible();
  const monthly = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await page.getByLabel(/결제에 동의해요/).check();
  await page.getByRole('button', { name: `${monthly} 결제하기` }).click();

  await expect(page).toHaveURL(/\/order\/complete\/\d+$/, { timeout: 20_000 });
  const orderId = Number(/\/order\/complete\/(\d+)$/.exec(page.url())?.[1]);
  await page.goto(`/user/reservations/${orderId}`);
  await expect(page.getByRole('region', { name: '진행 상황' }).locator('[aria-current="step"]')).toContainText(
    '계약 완료'
  );

  await page.goto('/user/card_regist');
  await expect(page.getByText('렌탈 계약 월 결제에 쓰는 중')).toBeVisible();
  await expect(page.getByRole('button', { name: /현대카드 4242 카드 지우기/ })).toBeDisabled();
});
