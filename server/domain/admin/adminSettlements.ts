import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { retryTransaction } from '../../db/retryTransaction';
import { DomainError } from '@/lib/errors';
import { isDateKey } from '@/lib/calendar/dateKeys';
import { formatDate } from '@/lib/dates';
import { lastEndedPeriod, periodOfDay, type SettlementPeriod } from '@/lib/settlement/period';
import { closeSettlementPeriodIn, type ClosedPeriod } from '../settlement/closeSettlement';
import { recordStatementPayment, type StatementPayment } from '../settlement/statementPayment';
import { writeAudit } from './audit';

/**
 * Settlement in the console (docs/product.md §10 Paying the businesses): the closed periods with their
 * totals, a period's statements per business with the payout account, the close of an ended period
 * run now, and the payment of a statement. Every write and its audit row are one transaction.
 */
export type AdminSettlementPeriod = {
  periodStart: string;
  periodEnd: string;
  closedAt: string;
  statementCount: number;
  gross: number;
  refunds: number;
  commission: number;
  payout: number;
  /** Statements still to transfer (payout above zero, not paid) and what they add up to. */
  unpaidCount: number;
  unpaidPayout: number;
};

export type AdminStatement = {
  id: number;
  businessId: number;
  businessName: string;
  orderCount: number;
  gross: number;
  refunds: number;
  commission: number;
  payout: number;
  status: 'CLOSED' | 'PAID' | 'CARRIED';
  paidAt: string | null;
  transferReference: string | null;
  settlementBank: string | null;
  settlementAccountNumber: string | null;
  settlementAccountHolder: string | null;
};

/** The last period that has ended, and whether it is closed yet: what the console offers to close. */
export type ClosablePeriod = { periodStart: string; periodEnd: string; closed: boolean };

type PeriodRow = Omit<AdminSettlementPeriod, 'closedAt'> & { closedAt: Date | string };

const PERIODS_SHOWN = 52;

export async function listSettlementPeriods(db: Db): Promise<AdminSettlementPeriod[]> {
  const rows = await queryRows<PeriodRow>(
    db,
    sql`SELECT p.period_start::text AS "periodStart", p.period_end::text AS "periodEnd", p.closed_at AS "closedAt",
          count(s.id)::int AS "statementCount",
          coalesce(sum(s.gross), 0)::int AS gross, coalesce(sum(s.refunds), 0)::int AS refunds,
          coalesce(sum(s.commission), 0)::int AS commission, coalesce(sum(s.payout), 0)::int AS payout,
          (count(s.id) FILTER (WHERE s.status = 'CLOSED' AND s.payout > 0))::int AS "unpaidCount",
          coalesce(sum(s.payout) FILTER (WHERE s.status = 'CLOSED' AND s.payout > 0), 0)::int AS "unpaidPayout"
        FROM settlement_periods p LEFT JOIN settlement_statements s ON s.period_start = p.period_start
        GROUP BY p.period_start
        ORDER BY p.period_start DESC
        LIMIT ${PERIODS_SHOWN}`
  );
  return rows.map((r) => ({ ...r, closedAt: toIso(r.closedAt) }));
}

export async function closablePeriod(db: Db, weeks: number, now: Date = new Date()): Promise<ClosablePeriod> {
  const period = lastEndedPeriod(now, weeks);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM settlement_periods WHERE period_start = ${period.start}::date`
  );
  return { periodStart: period.start, periodEnd: period.end, closed: row.n > 0 };
}

const periodMessage = '정산 기간 시작일을 YYYY-MM-DD 형식으로 입력해 주세요.';

/** A closed period by its first day: INVALID_INPUT for a malformed day, NOT_FOUND for one not closed. */
async function closedPeriod(db: Db, periodStart: string): Promise<{ periodStart: string; periodEnd: string }> {
  if (!isDateKey(periodStart)) throw new DomainError('INVALID_INPUT', periodMessage, { periodStart: periodMessage });
  const [row] = await queryRows<{ periodStart: string; periodEnd: string }>(
    db,
    sql`SELECT period_start::text AS "periodStart", period_end::text AS "periodEnd"
        FROM settlement_periods WHERE period_start = ${periodStart}::date`
  );
  if (!row) throw new DomainError('NOT_FOUND', '마감된 정산 기간을 찾을 수 없어요.');
  return row;
}

type StatementRow = Omit<AdminStatement, 'paidAt'> & { paidAt: Date | string | null };

/** A closed period's statements, by business name; NOT_FOUND for a period not closed. */
export async function periodStatements(
  db: Db,
  periodStart: string
): Promise<{ period: { periodStart: string; periodEnd: string }; statements: AdminStatement[] }> {
  const period = await closedPeriod(db, periodStart);
  const rows = await queryRows<StatementRow>(
    db,
    sql`SELECT s.id, s.business_id AS "businessId", b.name AS "businessName", s.order_count AS "orderCount",
          s.gross, s.refunds, s.commission, s.payout, s.status, s.paid_at AS "paidAt",
          s.transfer_reference AS "transferReference", b.settlement_bank AS "settlementBank",
          b.settlement_account_number AS "settlementAccountNumber",
          b.settlement_account_holder AS "settlementAccountHolder"
        FROM settlement_statements s JOIN businesses b ON b.id = s.business_id
        WHERE s.period_start = ${period.periodStart}::date
        ORDER BY b.name, s.id`
  );
  return {
    period,
    statements: rows.map((r) => ({ ...r, paidAt: r.paidAt === null ? null : toIso(r.paidAt) })),
  };
}

/**
 * Closes an ended period now, with the job's own code (closeSettlementPeriodIn): the period row is the
 * claim, so two operators at once (or an operator and the job) close it once; the other hears CONFLICT.
 * A day that does not start a period, or a period not yet ended, is INVALID_INPUT.
 */
export async function closePeriodNow(
  db: Db,
  operatorId: number,
  input: { periodStart: string; weeks: number },
  now: Date = new Date()
): Promise<ClosedPeriod & { periodStart: string; periodEnd: string }> {
  if (!isDateKey(input.periodStart)) {
    throw new DomainError('INVALID_INPUT', periodMessage, { periodStart: periodMessage });
  }
  const period: SettlementPeriod = periodOfDay(input.periodStart, input.weeks);
  if (period.start !== input.periodStart) {
    const message = `정산 기간은 ${formatDate(`${period.start}T00:00:00+09:00`)}처럼 기간의 첫날(월요일)로 골라 주세요.`;
    throw new DomainError('INVALID_INPUT', message, { periodStart: message });
  }
  if (period.cutoff.getTime() > now.getTime()) {
    const message = '아직 끝나지 않은 정산 기간은 마감할 수 없어요.';
    throw new DomainError('INVALID_INPUT', message, { periodStart: message });
  }
  return retryTransaction(db, async (tx) => {
    const result = await closeSettlementPeriodIn(tx, period, now);
    if (!result.closed) throw new DomainError('CONFLICT', '이미 마감된 정산 기간이에요.');
    await writeAudit(tx, {
      operatorId,
      action: 'settlement.close',
      targetType: 'settlementPeriod',
      targetId: period.start,
      before: null,
      after: { periodStart: period.start, periodEnd: period.end, statements: result.statements, lines: result.lines },
      at: now,
    });
    return { ...result, periodStart: period.start, periodEnd: period.end };
  });
}

/**
 * Records the bank transfer of one statement (a money action: `requireFactor` runs in the transaction
 * and refuses a factor older than 5 minutes). Paid once: the statement row is locked, so a second
 * marking (the same click twice, two operators) finds it paid and hears CONFLICT; one audit row.
 */
export async function payStatement(
  db: Db,
  operatorId: number,
  input: { statementId: number; transferReference: string },
  requireFactor: (tx: Db) => Promise<void>,
  now: Date = new Date()
): Promise<StatementPayment> {
  return retryTransaction(db, async (tx) => {
    await requireFactor(tx);
    const { moved, before, payment } = await recordStatementPayment(tx, input, operatorId, now);
    if (!moved) {
      throw new DomainError(
        'CONFLICT',
        `이미 ${formatDate(payment.paidAt)}에 지급 처리된 정산서예요 (이체 참조번호 ${payment.transferReference}).`
      );
    }
    await writeAudit(tx, {
      operatorId,
      action: 'settlement.markPaid',
      targetType: 'settlementStatement',
      targetId: payment.statementId,
      before: { status: before.status, payout: before.payout, paidAt: null, transferReference: null },
      after: {
        status: payment.status,
        payout: before.payout,
        paidAt: payment.paidAt,
        transferReference: payment.transferReference,
      },
      at: now,
    });
    return payment;
  });
}
