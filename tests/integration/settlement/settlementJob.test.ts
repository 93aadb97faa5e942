import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/rows';
import { runSettlementClose } from '@/server/jobs/settlementClose';
import { closeSettlementPeriod } from '@/server/domain/settlement/closeSettlement';
import { periodOfDay } from '@/lib/settlement/period';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { seedCheckoutFixture, verifiedMember } from '../../support/checkoutFixture';
import { bookMoney, insertPaidOrders, seoul, settleEvents, unbalancedEntries, type Shop } from './settlementHarness';

type Line = { orderId: number; kind: string; gross: number; refunds: number; commission: number; payout: number };
type Statement = { id: number; periodStart: string; periodEnd: string; orderCount: number; payout: number };

describe.each(testDbKinds())('the settlement job (docs/product.md §10 Settlement statements) on %s', (kind) => {
  const db = useTestDb(kind);
  let shop: Shop;
  beforeAll(async () => {
    const f = await seedCheckoutFixture(db());
    shop = { businessId: f.businessId, itemId: f.sale.itemId, userId: await verifiedMember(db()) };
  });

  const statements = () =>
    queryRows<Statement>(
      db(),
      sql`SELECT id, period_start::text AS "periodStart", period_end::text AS "periodEnd", order_count AS "orderCount", payout
          FROM settlement_statements WHERE business_id = ${shop.businessId} ORDER BY period_start`
    );
  const linesOf = (statementId: number) =>
    queryRows<Line>(
      db(),
      sql`SELECT order_id AS "orderId", kind, gross, refunds, commission, payout FROM settlement_lines
          WHERE statement_id = ${statementId} ORDER BY order_id`
    );

  /** A 120,000원 sale paid at `paidAt` and confirmed (구매 확정) at `confirmedAt`, Seoul wall times. */
  const confirmedSale = async (paidAt: string, confirmedAt: string) => {
    const [order] = await insertPaidOrders(db(), shop, [
      { process: 'saleOrder', total: 120_000, paidAt: seoul(paidAt) },
    ]);
    await bookMoney(db(), order, 'CHARGE', 120_000, seoul(paidAt));
    await settleEvents(db(), [{ orderId: order.orderId, process: 'saleOrder', at: seoul(confirmedAt) }]);
    return order;
  };

  it('settles what became 구매 확정 / 이용 완료 from Monday 00:00 to Sunday 23:59:59 in Seoul; twice at once settles once; a later refund is a negative line next week', async () => {
    const sundayBefore = await confirmedSale('2025-02-25 10:00', '2025-03-02 23:59:59');
    const lastSecond = await confirmedSale('2025-03-01 10:00', '2025-03-09 23:59:59');
    const nextMonday = await confirmedSale('2025-03-05 10:00', '2025-03-10 00:00:00');
    const [rental] = await insertPaidOrders(db(), shop, [
      { process: 'rentalReservation', total: 80_000, paidAt: seoul('2025-03-02 09:00') },
    ]);
    await bookMoney(db(), rental, 'CHARGE', 80_000, seoul('2025-03-02 09:00'));
    await settleEvents(db(), [
      { orderId: rental.orderId, process: 'rentalReservation', at: seoul('2025-03-04 18:00') },
    ]);

    expect(await closeSettlementPeriod(db(), periodOfDay('2025-02-24'))).toMatchObject({ closed: true, statements: 1 });
    // The job run twice at once, at 00:30 on Monday 10 March in Seoul (Sunday 15:30 UTC): one closes the week.
    const now = seoul('2025-03-10 00:30');
    const runs = await Promise.all([runSettlementClose(db(), 1, now), runSettlementClose(db(), 1, now)]);
    expect(runs.map((r) => r.closed).sort()).toEqual([false, true]);
    expect(runs.map((r) => r.period)).toEqual(['2025-03-03', '2025-03-03']);

    let rows = await statements();
    expect(rows.map((s) => [s.periodStart, s.periodEnd, s.orderCount, s.payout])).toEqual([
      ['2025-02-24', '2025-03-02', 1, 108_000],
      ['2025-03-03', '2025-03-09', 2, 108_000 + 72_000],
    ]);
    expect((await linesOf(rows[0].id)).map((l) => l.orderId)).toEqual([sundayBefore.orderId]);
    expect(await linesOf(rows[1].id)).toEqual([
      { orderId: lastSecond.orderId, kind: 'ORDER', gross: 120_000, refunds: 0, commission: 12_000, payout: 108_000 },
      { orderId: rental.orderId, kind: 'ORDER', gross: 80_000, refunds: 0, commission: 8_000, payout: 72_000 },
    ]);

    // 50,000원 of the settled order goes back on Wednesday: the commission on it (5,000원) is reversed.
    await bookMoney(db(), lastSecond, 'REFUND', 50_000, seoul('2025-03-12 11:00'));
    expect(await runSettlementClose(db(), 1, seoul('2025-03-17 06:00'))).toMatchObject({ closed: true, statements: 1 });
    rows = await statements();
    expect(rows.map((s) => [s.periodStart, s.orderCount, s.payout])).toEqual([
      ['2025-02-24', 1, 108_000],
      ['2025-03-03', 2, 180_000],
      ['2025-03-10', 1, 108_000 - 45_000],
    ]);
    expect(await linesOf(rows[2].id)).toEqual([
      {
        orderId: lastSecond.orderId,
        kind: 'ADJUSTMENT',
        gross: 0,
        refunds: 50_000,
        commission: -5_000,
        payout: -45_000,
      },
      { orderId: nextMonday.orderId, kind: 'ORDER', gross: 120_000, refunds: 0, commission: 12_000, payout: 108_000 },
    ]);
    // Closed again (a restart in the same hour), nothing moves; every booking is on exactly one statement.
    expect(await runSettlementClose(db(), 1, seoul('2025-03-17 07:00'))).toMatchObject({ closed: false });
    expect(
      await queryRows(
        db(),
        sql`SELECT id FROM journal_entries WHERE business_id = ${shop.businessId} AND statement_id IS NULL`
      )
    ).toEqual([]);
    expect(await unbalancedEntries(db())).toEqual([]);
  });

  it('a negative statement is carried into the business’s next statement as a CARRIED line, once', async () => {
    const sale = await confirmedSale('2025-06-02 10:00', '2025-06-04 10:00');
    expect(await closeSettlementPeriod(db(), periodOfDay('2025-06-02'))).toMatchObject({ statements: 1 });
    // The whole sale goes back the week after: that week's statement owes 108,000원.
    await bookMoney(db(), sale, 'REFUND', 120_000, seoul('2025-06-10 10:00'));
    await closeSettlementPeriod(db(), periodOfDay('2025-06-09'));
    // A week with nothing new keeps the balance where it is (no statement of nothing but a carry).
    expect(await closeSettlementPeriod(db(), periodOfDay('2025-06-16'))).toMatchObject({ statements: 0 });
    const negative = (await statements()).find((s) => s.periodStart === '2025-06-09')!;
    expect(negative.payout).toBe(-108_000);

    const next = await confirmedSale('2025-06-23 10:00', '2025-06-25 10:00');
    const closeAt = seoul('2025-06-30 00:30');
    const runs = await Promise.all([
      closeSettlementPeriod(db(), periodOfDay('2025-06-23'), closeAt),
      closeSettlementPeriod(db(), periodOfDay('2025-06-23'), closeAt),
    ]);
    expect(runs.map((r) => r.closed).sort()).toEqual([false, true]);
    const rows = await queryRows<{
      id: number;
      periodStart: string;
      status: string;
      payout: number;
      into: number | null;
    }>(
      db(),
      sql`SELECT id, period_start::text AS "periodStart", status, payout, carried_to_statement_id AS into
          FROM settlement_statements WHERE business_id = ${shop.businessId} AND period_start >= '2025-06-01'
          ORDER BY period_start`
    );
    const [, carriedFrom, carriedInto] = rows;
    expect(rows.map((r) => [r.periodStart, r.status, r.payout])).toEqual([
      ['2025-06-02', 'CLOSED', 108_000],
      ['2025-06-09', 'CARRIED', -108_000],
      ['2025-06-23', 'CLOSED', 0],
    ]);
    expect(carriedFrom.into).toBe(carriedInto.id);
    expect(
      await queryRows(
        db(),
        sql`SELECT order_id AS "orderId", kind, carried_from_statement_id AS "from", payout FROM settlement_lines
            WHERE statement_id = ${carriedInto.id} ORDER BY kind DESC`
      )
    ).toEqual([
      { orderId: next.orderId, kind: 'ORDER', from: null, payout: 108_000 },
      { orderId: null, kind: 'CARRIED', from: carriedFrom.id, payout: -108_000 },
    ]);
    // The next period carries nothing again: the balance was taken in once.
    await confirmedSale('2025-06-30 10:00', '2025-07-01 10:00');
    await closeSettlementPeriod(db(), periodOfDay('2025-06-30'));
    expect(
      await queryRows(
        db(),
        sql`SELECT l.id FROM settlement_lines l JOIN settlement_statements s ON s.id = l.statement_id
            WHERE s.period_start = '2025-06-30' AND l.kind = 'CARRIED'`
      )
    ).toEqual([]);
  });

  it('an order cancelled before it settled, and one not yet confirmed, are on no statement', async () => {
    const [cancelled, open] = await insertPaidOrders(db(), shop, [
      { process: 'saleOrder', total: 30_000, paidAt: seoul('2025-03-18 10:00') },
      { process: 'saleOrder', total: 40_000, paidAt: seoul('2025-03-18 10:00') },
    ]);
    await bookMoney(db(), cancelled, 'CHARGE', 30_000, seoul('2025-03-18 10:00'));
    await bookMoney(db(), cancelled, 'REFUND', 30_000, seoul('2025-03-18 12:00'));
    await bookMoney(db(), open, 'CHARGE', 40_000, seoul('2025-03-18 10:00'));
    expect(await runSettlementClose(db(), 1, seoul('2025-03-24 00:00'))).toMatchObject({ closed: true, statements: 0 });
    expect(
      await queryRows(
        db(),
        sql`SELECT id FROM settlement_lines WHERE order_id IN (${cancelled.orderId}, ${open.orderId})`
      )
    ).toEqual([]);
  });

  it('two-week periods count from the same Monday, so a day always falls in one period', async () => {
    // 2025-03-24 is 64 weeks after the anchor (2024-01-01): a two-week period starts there and ends 6 April.
    expect(await runSettlementClose(db(), 2, seoul('2025-04-09 12:00'))).toMatchObject({
      period: '2025-03-24',
      closed: true,
    });
    expect(await runSettlementClose(db(), 2, seoul('2025-04-20 23:59'))).toMatchObject({
      period: '2025-03-24',
      closed: false,
    });
  });
});
