import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { createSignedInMember, secondPhone } from './support/members';
import { agreeAndPay, approveInSandbox, pickupRental, toPaymentPage } from './support/checkout';
import { linkBusiness, sellerAction } from './support/seller';
import { expectAccessible } from './support/axe';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/rows';
import {
  appCode,
  bothWidths,
  onlyWhereTheGrantOpensTheDatabase,
  onServerDatabase,
  operatorAtDesk,
} from './support/operator';
import { addPhoto, photo } from './support/photos';

/**
 * docs/product.md §4 Damage deposits on three screens: the business asks a deposit on a rental, the
 * customer's card holds it at payment, the business takes the bike back with a photo of the damage
 * and claims part of the deposit; the customer accepts, or disputes and the operator decides.
 */

const DEPOSIT = 50_000;
const CLAIM = 30_000;
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const shot = (name: string) => ({ path: `test-results/shots/deposits-${name}-390.png`, fullPage: true });

/** The deposit section of the customer's order detail. */
async function customerDeposit(page: Page, orderId: number): Promise<Locator> {
  await page.goto(`/user/reservations/${orderId}`);
  await page.waitForLoadState('networkidle');
  return page.getByRole('region', { name: '보증금' });
}

/**
 * From an empty deposit to a claim waiting for the customer's answer: the seller of the rental's
 * business asks 50,000원 on the item, the customer books and pays (the deposit shown apart from
 * the amount paid), the seller accepts, hands the bike over, takes it back with a damage photo and
 * claims 30,000원 of the deposit with the photo.
 */
async function claimedRental(page: Page, browser: Browser, testInfo: TestInfo, skipDays: number) {
  await createSignedInMember(page, testInfo);
  const { detail, option } = await pickupRental(page.request);

  const seller = await secondPhone(browser, testInfo);
  await linkBusiness(seller, detail.business.name);
  await seller.goto(`/seller/items/${detail.item.id}`);
  const depositForm = seller.getByRole('form', { name: '보증금' });
  await depositForm.getByLabel('보증금 (원)').fill(String(DEPOSIT));
  await depositForm.getByRole('button', { name: '보증금 저장' }).click();
  await expect(seller.getByText('보증금을 저장했어요')).toBeVisible();

  const amount = await toPaymentPage(page, detail, option, { skipDays });
  await expect(page.getByTestId('checkout-deposit')).toHaveText(won(DEPOSIT));
  await expect(page.getByText('보증금은 결제 금액과 별도로 카드 승인만 해요.', { exact: false })).toBeVisible();
  await agreeAndPay(page, amount);
  const orderId = await approveInSandbox(page);
  const held = await customerDeposit(page, orderId);
  await expect(held).toContainText(won(DEPOSIT));
  await expect(held).toContainText('보증금 승인');

  expect((await sellerAction(seller, orderId, 'ACCEPT')).code).toBeNull();
  await seller.goto(`/seller/reservations/${orderId}`);
  const handOver = seller.getByRole('form', { name: '인수인계 기록' });
  await addPhoto(handOver, '장비 사진', await photo('handover.jpg', '#2f6fd6'));
  await handOver.getByLabel('메모', { exact: true }).fill('프레임·바퀴 이상 없음');
  await handOver.getByRole('button', { name: '인수인계 기록 남기기' }).click();
  await expect(seller.getByText('인수인계 기록을 남겼어요. 고객도 볼 수 있어요.')).toBeVisible();
  const giveBack = seller.getByRole('form', { name: '반납 확인' });
  await addPhoto(giveBack, '장비 사진', await photo('return.jpg', '#b91c1c'));
  await giveBack.getByLabel('메모', { exact: true }).fill('반납 받음');
  await giveBack.getByLabel('파손 메모 (선택)').fill('앞바퀴 림이 찍혀 휘었어요');
  await giveBack.getByRole('button', { name: '반납 확인하고 이용 완료' }).click();
  await expect(seller.getByText('반납을 확인했어요. 이용 완료로 바뀌었어요.')).toBeVisible();

  const claim = seller.getByRole('form', { name: '손상 청구' });
  // More than the deposit is refused before anything is sent.
  await claim.getByLabel('청구 금액 (원)').fill(String(DEPOSIT + 1));
  await claim.getByLabel('손상 내용').fill('앞바퀴 림 교체 비용이에요. 반납 사진에 찍힌 자국이 보여요.');
  await claim.getByRole('button', { name: '손상 청구하기' }).click();
  await expect(claim.getByRole('alert')).toHaveText(`1원부터 보증금 ${won(DEPOSIT)}까지 입력해 주세요.`);
  await claim.getByLabel('청구 금액 (원)').fill(String(CLAIM));
  await addPhoto(claim, '손상 사진', await photo('damage.jpg', '#7c2d12'));
  await seller.screenshot(shot('seller-claim'));
  await expectAccessible(seller, 'seller deposit claim');
  await claim.getByRole('button', { name: '손상 청구하기' }).click();
  await expect(seller.getByText('손상 청구를 보냈어요. 고객이 72시간 안에 답해요.')).toBeVisible();
  const sellerSide = seller.getByRole('region', { name: '보증금' });
  await expect(sellerSide).toContainText('손상 청구');
  await expect(sellerSide.getByRole('form', { name: '손상 청구' })).toHaveCount(0);

  const claimed = await customerDeposit(page, orderId);
  await expect(claimed).toContainText('손상 청구');
  await expect(claimed).toContainText(won(CLAIM));
  await expect(claimed).toContainText('앞바퀴 림 교체 비용이에요.');
  await expect(claimed.getByRole('img', { name: /매장이 올린 손상 사진 1\/1/ })).toBeVisible();
  return { orderId, seller, itemName: detail.item.name };
}

test('a damage claim the customer accepts takes the claimed amount from the deposit', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { orderId, seller } = await claimedRental(page, browser, testInfo, 40);
  const deposit = page.getByRole('region', { name: '보증금' });
  await page.screenshot(shot('customer-claimed'));
  await expectAccessible(page, 'customer deposit claim');

  await deposit.getByRole('button', { name: '청구 수락' }).click();
  await expect(deposit).toContainText('청구 금액 결제');
  await expect(deposit).toContainText(new RegExp(`결제된 금액\\s*${won(CLAIM)}`));
  await expect(deposit.getByRole('button', { name: '청구 수락' })).toHaveCount(0);

  await seller.goto(`/seller/reservations/${orderId}`);
  await expect(seller.getByRole('region', { name: '보증금' })).toContainText(
    new RegExp(`결제된 금액\\s*${won(CLAIM)}`)
  );
});

test('a disputed damage claim is decided in part by the operator, with the reports side by side', async ({
  page,
  browser,
}, testInfo) => {
  onlyWhereTheGrantOpensTheDatabase(testInfo);
  test.setTimeout(300_000);
  const { orderId, itemName } = await claimedRental(page, browser, testInfo, 44);
  const deposit = page.getByRole('region', { name: '보증금' });

  // The customer disputes with a note and a photo of their own.
  await deposit.getByRole('button', { name: '이의 제기' }).click();
  const dispute = deposit.getByRole('form', { name: '이의 제기' });
  await dispute.getByRole('button', { name: '이의 제기하기' }).click();
  await expect(dispute.getByRole('alert')).toHaveText('이의 제기 사유를 입력해 주세요.');
  await dispute.getByLabel('이의 제기 사유').fill('빌릴 때부터 림에 자국이 있었어요. 인수 때 찍은 사진을 올려요.');
  await addPhoto(dispute, '사진', await photo('mine.jpg', '#0f766e'));
  await page.screenshot(shot('customer-dispute'));
  await expectAccessible(page, 'customer deposit dispute');
  await dispute.getByRole('button', { name: '이의 제기하기' }).click();
  await expect(deposit).toContainText('이의 제기');
  await expect(deposit).toContainText('빌릴 때부터 림에 자국이 있었어요.');
  await expect(deposit.getByRole('button', { name: '청구 수락' })).toHaveCount(0);

  // The operator finds it among the disputed claims and reads both sides.
  const { page: op, secret } = await operatorAtDesk(browser, testInfo);
  await op.getByRole('navigation', { name: '운영 메뉴' }).getByRole('link', { name: '손상 청구' }).click();
  const link = op.getByRole('link', { name: itemName }).first();
  const row = op.getByRole('row').filter({ has: link }).first();
  await expect(row).toContainText(won(CLAIM));
  await expect(row).toContainText(won(DEPOSIT));
  await expectAccessible(op, 'admin claims');
  await bothWidths(op, 'deposits-admin-claims');
  await link.click();
  await expect(op.getByRole('heading', { level: 1, name: `손상 청구 · ${itemName}` })).toBeVisible();
  await expect(op.getByText(`${orderId}`, { exact: true })).toBeVisible();
  const returned = op.getByRole('article', { name: '반납 확인 (돌려받을 때)' });
  await expect(returned).toContainText('손상 메모: 앞바퀴 림이 찍혀 휘었어요');
  await expect(op.getByRole('article', { name: '인수인계 (빌려줄 때)' })).toContainText('프레임·바퀴 이상 없음');
  await expect(op.getByRole('article', { name: '고객의 이의 제기' })).toContainText(
    '빌릴 때부터 림에 자국이 있었어요.'
  );

  // The order's conversation, read-only (docs/product.md §10 Disputed order threads): the customer's
  // question about the order, written as the order detail's 문의하기 would have.
  await onServerDatabase(async (db) => {
    const [thread] = await queryRows<{ id: number; userId: number }>(
      db,
      sql`INSERT INTO message_threads (customer_id, business_id, subject, order_id)
        SELECT user_id, business_id, 'ORDER', id FROM orders WHERE id = ${orderId} RETURNING id, customer_id AS "userId"`
    );
    const [message] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO messages (thread_id, sender_id, side, body)
        VALUES (${thread.id}, ${thread.userId}, 'CUSTOMER', '림 자국은 빌릴 때부터 있었어요.') RETURNING id`
    );
    await db.execute(
      sql`UPDATE message_threads SET last_message_id = ${message.id}, last_message_at = now() WHERE id = ${thread.id}`
    );
  });
  await op.getByRole('link', { name: '대화 보기' }).click();
  await expect(op.getByRole('heading', { level: 1, name: `주문 ${orderId} 대화` })).toBeVisible();
  await expect(op.getByRole('list', { name: '대화' })).toContainText('림 자국은 빌릴 때부터 있었어요.');
  await expect(op.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(op, 'admin dispute threads');
  await bothWidths(op, 'deposits-admin-threads');
  await op.goBack();
  await expect(op.getByRole('heading', { level: 1, name: `손상 청구 · ${itemName}` })).toBeVisible();

  // Decides part of it, with a reason and the code asked again.
  const part = 12_000;
  await op.getByRole('radio', { name: '일부만 결제' }).check();
  await op.getByLabel('결제할 금액 (원)').fill(String(part));
  await op.getByLabel('결정 사유').fill('인수인계 사진에도 작은 자국이 있어 수리비의 일부만 인정해요.');
  await op.getByLabel('인증 코드').fill(appCode(secret, 30));
  await expectAccessible(op, 'admin claim');
  await bothWidths(op, 'deposits-admin-claim');
  await op.getByRole('button', { name: '결정하기' }).click();
  await expect(op.getByRole('status').filter({ hasText: '결제로 결정했어요' })).toHaveText(
    `${won(part)} 결제로 결정했어요. 사유: 인수인계 사진에도 작은 자국이 있어 수리비의 일부만 인정해요.`
  );
  await bothWidths(op, 'deposits-admin-decided');

  // The customer reads the decision and what was taken from the deposit.
  const decided = await customerDeposit(page, orderId);
  await expect(decided).toContainText('운영자 결정');
  await expect(decided).toContainText(`${won(part)} 결제 · 인수인계 사진에도 작은 자국이 있어`);
  await expect(decided).toContainText(new RegExp(`결제된 금액\\s*${won(part)}`));
  await page.screenshot(shot('customer-decided'));
});
