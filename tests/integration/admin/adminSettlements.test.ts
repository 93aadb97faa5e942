import { and, eq, sql } from 'drizzle-orm';
import { auditLog, businesses } from '@/server/db/schema';
import { queryRows } from '@/server/db/rows';
import { closeSettlementPeriod } from '@/server/domain/settlement/closeSettlement';
import { closePeriodNow } from '@/server/domain/admin/adminSettlements';
import { adminPayoutCsv } from '@/server/http/adminPayoutCsv';
import { periodOfDay } from '@/lib/settlement/period';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { seedCheckoutFixture, verifiedMember } from '../../support/checkoutFixture';
import { callOrder, sellerOf } from '../sellerOrders/sellerHarness';
import { bookMoney, insertPaidOrders, seoul, settleEvents, type Shop } from '../settlement/settlementHarness';
import { ageFactor, callAdmin, grantedOperator, memberWithSession, verifiedOperator } from './adminHarness';

const PERIODS = `query { settlementPeriods { periodStart periodEnd statementCount gross refunds commission payout unpaidCount unpaidPayout } }`;
const PERIOD = `query($p: String!) { settlementPeriod(periodStart: $p) { periodStart periodEnd statements {
  id businessId businessName orderCount gross refunds commission payout status paidAt transferReference
  settlementBank settlementAccountNumber settlementAccountHolder } } }`;
const CLOSE = `mutation($p: String!) { closeSettlementPeriod(periodStart: $p) { periodStart periodEnd statements } }`;
const PAY = `mutation($id: Int!, $ref: String!) { markStatementPaid(statementId: $id, transferReference: $ref) {
  statementId paidAt transferReference } }`;

type Statement = { id: number; businessId: number; payout: number; status: string; transferReference: string | null };

describe.each(testDbKinds())('settlement in the operator console (docs/product.md §10) on %s', (kind) => {
  const db = useTestDb(kind);
  let shops: Shop[];
  let sellerCaller: { userId: number; businessId: number; sessionId?: number };

  /** A sale of `total` paid and confirmed (구매 확정) at Seoul wall times, at shop `i`. */
  const confirmedSale = async (i: number, total: number, paidAt: string, confirmedAt: string) => {
    const [order] = await insertPaidOrders(db(), shops[i], [{ process: 'saleOrder', total, paidAt: seoul(paidAt) }]);
    await bookMoney(db(), order, 'CHARGE', total, seoul(paidAt));
    await settleEvents(db(), [{ orderId: order.orderId, process: 'saleOrder', at: seoul(confirmedAt) }]);
    return order;
  };

  beforeAll(async () => {
    const [a, b] = [await seedCheckoutFixture(db()), await seedCheckoutFixture(db())];
    const member = await verifiedMember(db());
    shops = [a, b].map((f) => ({ businessId: f.businessId, itemId: f.sale.itemId, userId: member }));
    await db()
      .update(businesses)
      .set({ settlementBank: '국민은행', settlementAccountNumber: '123-45-6789', settlementAccountHolder: '김정산' })
      .where(eq(businesses.id, a.businessId));
    sellerCaller = (await sellerOf(db(), await verifiedMember(db()), a.businessId)) as typeof sellerCaller;
    // Week of 3 Feb 2025: 120,000원 at shop A, 50,000원 at shop B; closed by the job.
    await confirmedSale(0, 120_000, '2025-02-03 10:00', '2025-02-05 10:00');
    await confirmedSale(1, 50_000, '2025-02-03 10:00', '2025-02-05 10:00');
    await closeSettlementPeriod(db(), periodOfDay('2025-02-03'));
  });

  it('lists closed periods newest first with totals, and a period’s statements with the payout account', async () => {
    const op = await verifiedOperator(db());
    const periods = await callAdmin<{ settlementPeriods: Record<string, unknown>[] }>(db(), op.caller, PERIODS);
    expect(periods.data!.settlementPeriods[0]).toEqual({
      periodStart: '2025-02-03',
      periodEnd: '2025-02-09',
      statementCount: 2,
      gross: 170_000,
      refunds: 0,
      commission: 17_000,
      payout: 153_000,
      unpaidCount: 2,
      unpaidPayout: 153_000,
    });
    const detail = await callAdmin<{ settlementPeriod: { statements: Record<string, unknown>[] } }>(
      db(),
      op.caller,
      PERIOD,
      { p: '2025-02-03' }
    );
    const mine = detail.data!.settlementPeriod.statements.find((s) => s.businessId === shops[0].businessId);
    expect(mine).toMatchObject({
      orderCount: 1,
      gross: 120_000,
      commission: 12_000,
      payout: 108_000,
      status: 'CLOSED',
      paidAt: null,
      settlementBank: '국민은행',
      settlementAccountNumber: '123-45-6789',
      settlementAccountHolder: '김정산',
    });
    expect((await callAdmin(db(), op.caller, PERIOD, { p: '2025-02-10' })).code).toBe('NOT_FOUND');
    const bad = await callAdmin(db(), op.caller, PERIOD, { p: '2025/02/03' });
    expect([bad.code, bad.message]).toEqual(['INVALID_INPUT', '정산 기간 시작일을 YYYY-MM-DD 형식으로 입력해 주세요.']);
  });

  it('marks a statement paid once with an audit row: two operators at once → one payment, the other CONFLICT; the seller sees it paid', async () => {
    const [op, other] = [await verifiedOperator(db()), await verifiedOperator(db())];
    const detail = await callAdmin<{ settlementPeriod: { statements: Statement[] } }>(db(), op.caller, PERIOD, {
      p: '2025-02-03',
    });
    const statement = detail.data!.settlementPeriod.statements.find((s) => s.businessId === shops[0].businessId)!;

    const bad = await callAdmin(db(), op.caller, PAY, { id: statement.id, ref: 'KB 0001!' });
    expect([bad.code, bad.details.transferReference]).toEqual([
      'INVALID_INPUT',
      '이체 참조번호는 영문, 숫자, 하이픈(-)만 쓸 수 있어요.',
    ]);
    expect((await callAdmin(db(), op.caller, PAY, { id: 987_654, ref: 'KB-0001' })).code).toBe('NOT_FOUND');
    // A factor older than 5 minutes: the money action asks for it again.
    await ageFactor(db(), op.userId, 6);
    const stale = await callAdmin(db(), op.caller, PAY, { id: statement.id, ref: 'KB-20250210-01' });
    expect([stale.code, stale.message]).toEqual([
      'FORBIDDEN',
      '금액과 정산에 관한 처리는 인증 코드를 다시 입력한 뒤 5분 안에 할 수 있어요.',
    ]);
    await ageFactor(db(), op.userId, -6);

    const answers = await Promise.all([
      callAdmin<{ markStatementPaid: { transferReference: string } }>(db(), op.caller, PAY, {
        id: statement.id,
        ref: 'KB-20250210-01',
      }),
      callAdmin<{ markStatementPaid: { transferReference: string } }>(db(), other.caller, PAY, {
        id: statement.id,
        ref: 'KB-20250210-02',
      }),
    ]);
    const won = answers.filter((a) => a.code === null);
    const lost = answers.filter((a) => a.code !== null);
    expect(won).toHaveLength(1);
    expect(lost.map((a) => a.code)).toEqual(['CONFLICT']);
    expect(lost[0].message).toContain(`이체 참조번호 ${won[0].data!.markStatementPaid.transferReference}`);
    // The same click again is no second payment either.
    const again = await callAdmin(db(), op.caller, PAY, {
      id: statement.id,
      ref: won[0].data!.markStatementPaid.transferReference,
    });
    expect(again.code).toBe('CONFLICT');

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settlement.markPaid'), eq(auditLog.targetId, String(statement.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0].before).toMatchObject({ status: 'CLOSED', transferReference: null });
    expect(audits[0].after).toMatchObject({
      status: 'PAID',
      transferReference: won[0].data!.markStatementPaid.transferReference,
    });

    const seller = await callOrder<{ sellerSettlements: { id: number; status: string; paidAt: string | null }[] }>(
      db(),
      sellerCaller,
      'query { sellerSettlements { id status paidAt } }'
    );
    expect(seller.data!.sellerSettlements.find((s) => s.id === statement.id)).toMatchObject({ status: 'PAID' });
  });

  it('a negative statement has nothing to pay: CONFLICT, and it is not on the payout list', async () => {
    const op = await verifiedOperator(db());
    const sale = await confirmedSale(1, 30_000, '2025-03-03 10:00', '2025-03-04 10:00');
    await closeSettlementPeriod(db(), periodOfDay('2025-03-03'));
    await bookMoney(db(), sale, 'REFUND', 30_000, seoul('2025-03-11 10:00'));
    await closeSettlementPeriod(db(), periodOfDay('2025-03-10'));
    const [negative] = await queryRows<{ id: number; payout: number }>(
      db(),
      sql`SELECT id, payout FROM settlement_statements WHERE period_start = '2025-03-10'`
    );
    expect(negative.payout).toBe(-27_000);
    const refused = await callAdmin(db(), op.caller, PAY, { id: negative.id, ref: 'KB-NEG-0001' });
    expect([refused.code, refused.message]).toEqual([
      'CONFLICT',
      '지급할 금액이 없는 정산서예요. 음수 정산금은 다음 정산서로 이월돼요.',
    ]);
    const viewer = { userId: op.userId, businessId: null, sessionId: op.sessionId };
    const csv = await adminPayoutCsv(db(), viewer, '2025-03-10');
    expect(csv.body.slice(1).trimEnd().split('\r\n')).toEqual([
      '정산서번호,업체명,은행,계좌번호,예금주,지급금액,정산기간',
    ]);
  });

  it('the payout list: an operator downloads unpaid positive statements as CSV with a BOM; everyone else gets the same 404', async () => {
    const op = await verifiedOperator(db());
    await confirmedSale(0, 80_000, '2025-04-07 10:00', '2025-04-08 10:00');
    await confirmedSale(1, 40_000, '2025-04-07 10:00', '2025-04-08 10:00');
    await closeSettlementPeriod(db(), periodOfDay('2025-04-07'));
    const viewer = { userId: op.userId, businessId: null, sessionId: op.sessionId };
    const csv = await adminPayoutCsv(db(), viewer, '2025-04-07');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('지급목록_2025-04-07.csv')}`
    );
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const rows = csv.body.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe('정산서번호,업체명,은행,계좌번호,예금주,지급금액,정산기간');
    expect(rows.slice(1).map((r) => r.split(',').slice(2, 7))).toEqual(
      expect.arrayContaining([
        ['국민은행', '123-45-6789', '김정산', '72000', '2025-04-07~2025-04-13'],
        // Shop B's March statement owed 27,000원: carried into this one, 36,000 − 27,000.
        ['', '', '', '9000', '2025-04-07~2025-04-13'],
      ])
    );

    const member = await memberWithSession(db());
    const unverified = await grantedOperator(db());
    const outsiders = [
      null,
      { userId: member.userId, businessId: null, sessionId: member.sessionId },
      { userId: sellerCaller.userId, businessId: sellerCaller.businessId, sessionId: sellerCaller.sessionId ?? 1 },
      { userId: unverified.userId, businessId: null, sessionId: unverified.sessionId },
    ];
    for (const outsider of outsiders) {
      const answer = await adminPayoutCsv(db(), outsider, '2025-04-07');
      expect([answer.status, answer.body]).toEqual([
        404,
        JSON.stringify({ code: 'NOT_FOUND', message: '찾으시는 정보가 없어요.' }),
      ]);
    }
    // For the operator, a period not closed or malformed is that same 404.
    expect((await adminPayoutCsv(db(), viewer, '2031-01-06')).status).toBe(404);
    expect((await adminPayoutCsv(db(), viewer, 'x')).status).toBe(404);
  });

  it('closes an ended period now with the job’s code: twice at once closes once (CONFLICT), audited; an unended or misaligned period is refused', async () => {
    const [op, other] = [await verifiedOperator(db()), await verifiedOperator(db())];
    await confirmedSale(0, 60_000, '2025-05-05 10:00', '2025-05-06 10:00');
    const answers = await Promise.all([
      callAdmin<{ closeSettlementPeriod: { statements: number } }>(db(), op.caller, CLOSE, { p: '2025-05-05' }),
      callAdmin<{ closeSettlementPeriod: { statements: number } }>(db(), other.caller, CLOSE, { p: '2025-05-05' }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual(['CONFLICT', null]);
    const won = answers.find((a) => a.code === null)!;
    expect(won.data!.closeSettlementPeriod).toEqual({
      periodStart: '2025-05-05',
      periodEnd: '2025-05-11',
      statements: 1,
    });
    expect(answers.find((a) => a.code)!.message).toBe('이미 마감된 정산 기간이에요.');
    const statements = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM settlement_statements WHERE period_start = '2025-05-05'`
    );
    expect(statements[0].n).toBe(1);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settlement.close'), eq(auditLog.targetId, '2025-05-05')));
    expect(audits).toHaveLength(1);

    const tuesday = await callAdmin(db(), op.caller, CLOSE, { p: '2025-05-13' });
    expect([tuesday.code, tuesday.message]).toEqual([
      'INVALID_INPUT',
      '정산 기간은 2025.05.12처럼 기간의 첫날(월요일)로 골라 주세요.',
    ]);
    // The clock is the caller's: a week that has not ended by `now` cannot be closed.
    await expect(
      closePeriodNow(db(), op.userId, { periodStart: '2025-05-12', weeks: 1 }, seoul('2025-05-18 23:59'))
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', message: '아직 끝나지 않은 정산 기간은 마감할 수 없어요.' });
    expect((await callAdmin(db(), op.caller, CLOSE, { p: 'soon' })).code).toBe('INVALID_INPUT');
  });
});
