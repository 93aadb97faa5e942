import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { retryTransaction } from '../../db/retryTransaction';
import { settlementLines, settlementPeriods, settlementStatements } from '../../db/schema';
import type { SettlementPeriod } from '@/lib/settlement/period';

/** One order's line as the journal gives it, before its statement exists. */
type LineRow = {
  orderId: number;
  businessId: number;
  kind: 'ORDER' | 'ADJUSTMENT';
  settledAt: Date | string;
  gross: number;
  refunds: number;
  commission: number;
  payout: number;
};

/**
 * The lines of the period, read from the journal: every booking not yet on a statement and made
 * before the cutoff, of an order that became 구매 확정 or 이용 완료 before the cutoff (ORDER), or of an
 * order settled on an earlier statement (ADJUSTMENT: a refund after settlement is a negative line).
 * An order that missed an earlier period (a job that did not run) is carried into this one.
 */
function periodLines(tx: Db, cutoff: Date): Promise<LineRow[]> {
  const at = cutoff.toISOString();
  return queryRows<LineRow>(
    tx,
    sql`WITH unsettled AS (
          SELECT e.id, e.order_id, e.business_id, e.kind, e.occurred_at,
            coalesce(sum(p.amount) FILTER (WHERE p.account = 'BUSINESS_PAYABLE'), 0) AS payable,
            coalesce(sum(p.amount) FILTER (WHERE p.account = 'COMMISSION_REVENUE'), 0) AS revenue
          FROM journal_entries e JOIN journal_postings p ON p.entry_id = e.id
          WHERE e.statement_id IS NULL AND e.occurred_at < ${at}::timestamptz
          GROUP BY e.id
        ),
        settled_now AS (
          SELECT ev.order_id, min(ev.created_at) AS settled_at FROM order_events ev
          WHERE ev.order_id IN (SELECT order_id FROM unsettled)
            AND ((ev.process = 'saleOrder' AND ev.to_state = 'CONFIRMED')
              OR (ev.process = 'rentalReservation' AND ev.to_state = 'USED'))
          GROUP BY ev.order_id
          HAVING min(ev.created_at) < ${at}::timestamptz
        ),
        settled_before AS (
          SELECT DISTINCT order_id FROM settlement_lines
          WHERE kind = 'ORDER' AND order_id IN (SELECT order_id FROM unsettled)
        )
        SELECT u.order_id AS "orderId", u.business_id AS "businessId",
          CASE WHEN sb.order_id IS NULL THEN 'ORDER' ELSE 'ADJUSTMENT' END AS kind,
          CASE WHEN sb.order_id IS NULL THEN sn.settled_at ELSE max(u.occurred_at) END AS "settledAt",
          sum(CASE WHEN u.kind = 'CHARGE' THEN -(u.payable + u.revenue) ELSE 0 END)::int AS gross,
          sum(CASE WHEN u.kind = 'REFUND' THEN u.payable + u.revenue ELSE 0 END)::int AS refunds,
          (-sum(u.revenue))::int AS commission,
          (-sum(u.payable))::int AS payout
        FROM unsettled u
          LEFT JOIN settled_before sb ON sb.order_id = u.order_id
          LEFT JOIN settled_now sn ON sn.order_id = u.order_id
        WHERE sb.order_id IS NOT NULL OR sn.order_id IS NOT NULL
        GROUP BY u.order_id, u.business_id, sb.order_id, sn.settled_at
        ORDER BY u.business_id, u.order_id`
  );
}

type Totals = { orderCount: number; gross: number; refunds: number; commission: number; payout: number };

function totalsByBusiness(lines: LineRow[]): Map<number, Totals> {
  const totals = new Map<number, Totals>();
  for (const line of lines) {
    const t = totals.get(line.businessId) ?? { orderCount: 0, gross: 0, refunds: 0, commission: 0, payout: 0 };
    t.orderCount += line.kind === 'ORDER' ? 1 : 0;
    t.gross += line.gross;
    t.refunds += line.refunds;
    t.commission += line.commission;
    t.payout += line.payout;
    totals.set(line.businessId, t);
  }
  return totals;
}

const LINE_BATCH = 1000;

type NegativeRow = { id: number; businessId: number; payout: number };

/**
 * Statements whose payout was negative (refunds after settlement outweighed the sales) and that no
 * later statement has taken in yet, for the businesses this period settles: each is carried into the
 * business's new statement as a CARRIED line, so what the business owes is netted off what it is
 * paid. A business with nothing new this period keeps its balance until its next statement.
 */
function negativeStatements(tx: Db, businessIds: number[], periodStart: string): Promise<NegativeRow[]> {
  return queryRows<NegativeRow>(
    tx,
    sql`SELECT id, business_id AS "businessId", payout FROM settlement_statements
        WHERE status = 'CLOSED' AND payout < 0 AND period_start < ${periodStart}::date
          AND business_id IN (${sql.join(
            businessIds.map((id) => sql`${id}`),
            sql`, `
          )})
        ORDER BY id
        FOR UPDATE`
  );
}

/**
 * Closes one settlement period (docs/product.md §10 Settlement statements) in one transaction: the
 * period row is claimed first, so of several instances running the job at once one closes it and the
 * others find it closed (the losers' inserts wait for the winner's commit, then do nothing). Writes
 * one statement per business with lines, its lines (and a CARRIED line for each earlier negative
 * statement of that business), and marks the journal entries as settled.
 */
export async function closeSettlementPeriod(
  db: Db,
  period: SettlementPeriod,
  now: Date = new Date()
): Promise<ClosedPeriod> {
  return retryTransaction(db, (tx) => closeSettlementPeriodIn(tx, period, now));
}

export type ClosedPeriod = { closed: boolean; statements: number; lines: number };

/** The close itself, in the caller's transaction (the operator's close writes its audit row there too). */
export async function closeSettlementPeriodIn(tx: Db, period: SettlementPeriod, now: Date): Promise<ClosedPeriod> {
  const claimed = await tx
    .insert(settlementPeriods)
    .values({ periodStart: period.start, periodEnd: period.end, closedAt: now })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return { closed: false, statements: 0, lines: 0 };
  const lines = await periodLines(tx, period.cutoff);
  const totals = totalsByBusiness(lines);
  if (totals.size === 0) return { closed: true, statements: 0, lines: 0 };
  const carried = await negativeStatements(tx, [...totals.keys()], period.start);
  for (const negative of carried) totals.get(negative.businessId)!.payout += negative.payout;
  const statements = await tx
    .insert(settlementStatements)
    .values(
      [...totals].map(([businessId, t]) => ({
        businessId,
        periodStart: period.start,
        periodEnd: period.end,
        ...t,
        createdAt: now,
      }))
    )
    .returning({ id: settlementStatements.id, businessId: settlementStatements.businessId });
  const statementOf = new Map(statements.map((s) => [s.businessId, s.id]));
  for (let i = 0; i < lines.length; i += LINE_BATCH) {
    await tx.insert(settlementLines).values(
      lines.slice(i, i + LINE_BATCH).map((line) => ({
        statementId: statementOf.get(line.businessId)!,
        orderId: line.orderId,
        kind: line.kind,
        settledAt: new Date(line.settledAt),
        gross: line.gross,
        refunds: line.refunds,
        commission: line.commission,
        payout: line.payout,
      }))
    );
  }
  if (carried.length > 0) {
    await tx.insert(settlementLines).values(
      carried.map((negative) => ({
        statementId: statementOf.get(negative.businessId)!,
        orderId: null,
        kind: 'CARRIED' as const,
        carriedFromStatementId: negative.id,
        settledAt: now,
        gross: 0,
        refunds: 0,
        commission: 0,
        payout: negative.payout,
      }))
    );
    await tx.execute(
      sql`UPDATE settlement_statements s SET status = 'CARRIED', carried_to_statement_id = l.statement_id
          FROM settlement_lines l WHERE l.carried_from_statement_id = s.id
            AND s.id IN (${sql.join(
              carried.map((n) => sql`${n.id}`),
              sql`, `
            )})`
    );
  }
  await tx.execute(
    sql`UPDATE journal_entries e SET statement_id = l.statement_id
        FROM settlement_lines l JOIN settlement_statements s ON s.id = l.statement_id
        WHERE s.period_start = ${period.start} AND l.order_id = e.order_id
          AND e.statement_id IS NULL AND e.occurred_at < ${period.cutoff.toISOString()}::timestamptz`
  );
  return { closed: true, statements: statements.length, lines: lines.length + carried.length };
}
