import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/rows';
import { createSignedInMember, secondPhone } from './support/members';
import { linkBusiness } from './support/seller';
import { expectAccessible } from './support/axe';
import {
  bothWidths,
  enrolSecondFactor,
  grantOperator,
  onlyWhereTheGrantOpensTheDatabase,
  onServerDatabase,
} from './support/operator';

/** The business the seed gives four weeks of statements, the two newest not yet paid (server/db/seed/write/settlements.ts). */
const SHOP = '서현 자전거 라운지';

/**
 * 정산 in the console (docs/product.md §10 Paying the businesses): an operator signs in with the
 * authenticator app's code, opens the newest week's statements, downloads the bank's payout list,
 * marks the demo business's statement paid with the transfer reference, and the business's seller
 * sees it paid on their own phone. Then a disputed return is decided on /admin/returns.
 */
test('an operator pays a week’s statement and the seller sees it paid; a disputed return is decided', async ({
  page,
  browser,
}, testInfo) => {
  onlyWhereTheGrantOpensTheDatabase(testInfo); // docs/decisions/0014
  test.setTimeout(240_000);
  const member = await createSignedInMember(page, testInfo);
  await grantOperator(member.email);
  await enrolSecondFactor(page);

  await page.getByRole('navigation', { name: '운영 메뉴' }).getByRole('link', { name: '정산' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '정산' })).toBeVisible();
  // The seed closed the last ended week already: the console says so instead of offering to close it.
  await expect(page.getByTestId('closable-state')).toContainText('마감했어요');
  const periods = page.getByTestId('periods-table').getByRole('row');
  await expect(periods).toHaveCount(5);
  await expect(periods.nth(1)).toContainText('1장');
  await expectAccessible(page, 'admin settlements');
  await bothWidths(page, 'adminsettle-periods');

  await periods.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/settlements\/\d{4}-\d{2}-\d{2}$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SHOP }) });
  await expect(card.getByTestId('statement-state')).toHaveText('지급 전');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: '지급 목록 CSV 다운로드 (은행용)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^지급목록_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await fs.readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(rows[0]).toBe('정산서번호,업체명,은행,계좌번호,예금주,지급금액,정산기간');
  expect(rows.some((row) => row.includes(`,${SHOP},`))).toBe(true);

  await card.getByLabel('이체 참조번호').fill('KB-E2E-0001');
  await expectAccessible(page, 'admin settlement period');
  await bothWidths(page, 'adminsettle-period');
  await card.getByRole('button', { name: '지급 완료 처리' }).click();
  await expect(page.getByRole('status')).toContainText('지급 완료로 처리했어요 (이체 참조번호 KB-E2E-0001)');
  await expect(card.getByTestId('statement-state')).toContainText('지급 완료');
  await expect(card).toContainText('이체 참조번호 KB-E2E-0001');
  await bothWidths(page, 'adminsettle-period-paid');

  // The seller of that business, on their own phone: the newest statement is paid.
  const seller = await secondPhone(browser, testInfo);
  await linkBusiness(seller, SHOP);
  await seller.goto('/seller/settlements');
  const statements = seller
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: seller.getByRole('heading', { level: 2 }) });
  await expect(statements.first()).toContainText('지급 완료');
  await seller.close();

  // A return the business refused and the customer disputed (written as the return process leaves it).
  const [disputed] = await onServerDatabase((db) =>
    queryRows<{ orderId: number }>(
      db,
      sql`WITH picked AS (
            SELECT id FROM orders WHERE process = 'saleOrder' AND state IS NOT NULL
              AND id NOT IN (SELECT order_id FROM order_returns) ORDER BY id LIMIT 1),
          ret AS (
            INSERT INTO order_returns (order_id, state, kind, reason, note, reject_reason)
            SELECT id, 'DISPUTED', 'RETURN', 'CHANGE_OF_MIND', '생각보다 무거워요', '포장을 뜯고 사용한 흔적이 있어요'
            FROM picked RETURNING order_id)
          INSERT INTO order_events (order_id, process, action, from_state, to_state, actor, note)
          SELECT order_id, 'orderReturn', 'dispute', 'REJECTED', 'DISPUTED', 'customer', '한 번도 타지 않았어요'
          FROM ret RETURNING order_id AS "orderId"`
    )
  );
  await page.getByRole('navigation', { name: '운영 메뉴' }).getByRole('link', { name: '반품 분쟁' }).click();
  const dispute = page.getByTestId(`dispute-${disputed.orderId}`);
  await expect(dispute).toContainText('포장을 뜯고 사용한 흔적이 있어요');
  await expect(dispute).toContainText('한 번도 타지 않았어요');
  await dispute.getByLabel('매장의 거절 유지 (환불 없음)').check();
  await dispute.getByLabel('결정 사유').fill('사진과 매장 검수 기록에 사용 흔적이 분명해요');
  await expectAccessible(page, 'admin returns');
  await bothWidths(page, 'adminsettle-returns');
  await dispute.getByRole('button', { name: '결정하기' }).click();
  await expect(page.getByRole('status')).toContainText(`결정을 저장했어요. 주문 ${disputed.orderId}: 반품 거절 확정`);
  await expect(page.getByTestId(`dispute-${disputed.orderId}`)).toHaveCount(0);

  await page.getByRole('link', { name: '운영 기록' }).click();
  const log = page.getByTestId('audit-table');
  await expect(log.getByRole('row').nth(1)).toContainText('반품 분쟁: 거절 유지');
  await expect(log).toContainText('정산 지급 처리');
});
