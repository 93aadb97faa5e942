import { expect, test } from '@playwright/test';
import { createSignedInMember } from './support/members';
import { agreeAndPay, approveInSandbox, pickupRental, toPaymentPage } from './support/checkout';
import { expectAccessible } from './support/axe';
import { appCode, bothWidths, onlyWhereTheGrantOpensTheDatabase, operatorAtDesk } from './support/operator';

const wonOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('an operator finds an order, refunds part of it with a reason, and sees the ledger line and the audit entry', async ({
  page,
  browser,
}, testInfo) => {
  onlyWhereTheGrantOpensTheDatabase(testInfo);
  test.setTimeout(240_000);

  // A customer books a rental and pays in the sandbox.
  await createSignedInMember(page, testInfo);
  const { detail, option } = await pickupRental(page.request, { fromEnd: true });
  const amount = await toPaymentPage(page, detail, option, { skipDays: 27 });
  await agreeAndPay(page, amount);
  const orderId = await approveInSandbox(page);

  // The operator signs in at their desk, is granted the role, and passes the second factor.
  const { page: op, secret } = await operatorAtDesk(browser, testInfo);

  // Finds the order by its number.
  await op.getByRole('link', { name: '주문', exact: true }).first().click();
  await expect(op.getByRole('heading', { name: '주문', exact: true })).toBeVisible();
  await op.getByLabel('주문번호').fill(String(orderId));
  await op.getByRole('button', { name: '검색' }).click();
  await expect(op).toHaveURL(new RegExp(`/admin/orders\\?id=${orderId}$`));
  const link = op.getByRole('link', { name: `주문 ${orderId} 자세히 보기` });
  const row = op.getByRole('row').filter({ has: link });
  await expect(row).toContainText(detail.item.name);
  await expect(row).toContainText('예약 대기');
  await expect(row).toContainText(amount);
  await expectAccessible(op, 'admin orders');
  await bothWidths(op, 'adminorders-list');

  await link.click();
  await expect(op.getByRole('heading', { name: `주문 ${orderId}` })).toBeVisible();
  const ledger = op.getByRole('region', { name: '원장' });
  await expect(ledger.getByRole('row')).toHaveCount(2);
  await expect(ledger.getByRole('row').nth(1)).toContainText('결제');
  await expect(op.getByRole('region', { name: '타임라인' })).toContainText('결제 승인');

  // Refunds part of it, with a reason and the code asked again.
  const part = Math.floor(wonOf(amount) / 2);
  const partText = `${part.toLocaleString('ko-KR')}원`;
  const actions = op.getByRole('region', { name: '운영자 처리' });
  await actions.getByRole('radio', { name: '일부' }).check();
  await actions.getByLabel('부분 환불 금액 (원)').fill(String(part));
  await actions.getByLabel('사유').first().fill('매장 사정으로 하루만 이용, 매장과 합의한 부분 환불');
  await actions.getByLabel('인증 코드').fill(appCode(secret, 30));
  await expectAccessible(op, 'admin order');
  await bothWidths(op, 'adminorders-detail-before');
  await actions.getByRole('button', { name: '취소하고 환불' }).click();

  await expect(actions.getByRole('status')).toHaveText('처리했어요. 아래 타임라인과 원장, 운영 기록에 반영됐어요.');
  await expect(ledger.getByRole('row')).toHaveCount(3);
  await expect(ledger.getByRole('row').nth(2)).toContainText('환불');
  await expect(ledger.getByRole('row').nth(2)).toContainText(partText);
  await expect(ledger.getByRole('row').nth(2)).toContainText('결제대행사 정산 대기 대변');
  const audit = op.getByRole('region', { name: '운영 기록' });
  await expect(audit).toContainText('주문 취소·환불');
  await expect(audit).toContainText('매장 사정으로 하루만 이용, 매장과 합의한 부분 환불');
  await expect(op.getByRole('region', { name: '운영자 처리' })).toContainText('운영자가 할 수 있는 처리가 없어요');
  await expectAccessible(op, 'admin order refunded');
  await bothWidths(op, 'adminorders-detail-after');

  // The console's own log has it too, linked to the order.
  await op.getByRole('link', { name: '운영 기록' }).click();
  const first = op.getByTestId('audit-table').getByRole('row').nth(1);
  await expect(first).toContainText('주문 취소·환불');
  await expect(first.getByRole('link', { name: `order ${orderId}` })).toBeVisible();
});
