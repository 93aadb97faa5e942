import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { retryTransaction } from '../../db/retryTransaction';
import { parseInput } from '../parseInput';
import { DomainError } from '@/lib/errors';
import { isDateKey } from '@/lib/calendar/dateKeys';
import { toCsv } from '@/lib/settlement/csv';
import type { CsvFile } from './statementCsv';

/**
 * The operator's side of a statement (docs/product.md §10 Paying the businesses): record the bank
 * transfer that paid it, and export the period's payout list for the bank. The operator console
 * calls these; the caller has already checked that the viewer is an operator.
 */
const markPaidInput = z.object({
  statementId: z.number().int().positive(),
  transferReference: z
    .string()
    .trim()
    .min(4, '이체 참조번호를 4자 이상 입력해 주세요.')
    .max(40, '이체 참조번호는 40자까지 입력할 수 있어요.')
    .regex(/^[0-9A-Za-z][0-9A-Za-z-]*$/, '이체 참조번호는 영문, 숫자, 하이픈(-)만 쓸 수 있어요.'),
});

export type StatementPayment = { statementId: number; status: 'PAID'; paidAt: string; transferReference: string };

type StatementRow = {
  id: number;
  status: 'CLOSED' | 'PAID' | 'CARRIED';
  payout: number;
  paidAt: Date | string | null;
  transferReference: string | null;
};

export type RecordedPayment = {
  /** False when the statement was already paid: nothing was written. */
  moved: boolean;
  before: StatementRow;
  payment: StatementPayment;
};

const toPayment = (row: StatementRow): StatementPayment => ({
  statementId: row.id,
  status: 'PAID',
  paidAt: toIso(row.paidAt!),
  transferReference: row.transferReference!,
});

/**
 * Records the transfer on a statement inside the caller's transaction, with the statement row locked
 * (FOR UPDATE), so two payments of one statement queue and the second finds it paid. A statement with
 * nothing to pay (a payout of zero or less, or one carried into a later statement) is CONFLICT.
 */
export async function recordStatementPayment(
  tx: Db,
  input: { statementId: number; transferReference: string },
  operatorUserId: number,
  now: Date
): Promise<RecordedPayment> {
  const { statementId, transferReference } = parseInput(markPaidInput, input);
  const [before] = await queryRows<StatementRow>(
    tx,
    sql`SELECT id, status, payout, paid_at AS "paidAt", transfer_reference AS "transferReference"
        FROM settlement_statements WHERE id = ${statementId} FOR UPDATE`
  );
  if (!before) throw new DomainError('NOT_FOUND', '정산서를 찾을 수 없어요.');
  if (before.status === 'PAID') return { moved: false, before, payment: toPayment(before) };
  if (before.status === 'CARRIED' || before.payout <= 0) {
    throw new DomainError('CONFLICT', '지급할 금액이 없는 정산서예요. 음수 정산금은 다음 정산서로 이월돼요.');
  }
  const [paid] = await queryRows<StatementRow>(
    tx,
    sql`UPDATE settlement_statements
        SET status = 'PAID', paid_at = ${now.toISOString()}::timestamptz,
            transfer_reference = ${transferReference}, paid_by_user_id = ${operatorUserId}
        WHERE id = ${statementId}
        RETURNING id, status, payout, paid_at AS "paidAt", transfer_reference AS "transferReference"`
  );
  return { moved: true, before, payment: toPayment(paid) };
}

/**
 * Marks a statement paid, once: a second call (the same click twice) finds it PAID and answers that
 * one payment; a different reference for a statement already paid is CONFLICT. A missing statement
 * is NOT_FOUND; a bad reference INVALID_INPUT.
 */
export async function markStatementPaid(
  db: Db,
  input: { statementId: number; transferReference: string },
  operatorUserId: number,
  now: Date = new Date()
): Promise<StatementPayment> {
  const { payment } = await retryTransaction(db, (tx) => recordStatementPayment(tx, input, operatorUserId, now));
  const reference = parseInput(markPaidInput, input).transferReference;
  if (payment.transferReference !== reference) {
    throw new DomainError('CONFLICT', `이미 다른 이체(${payment.transferReference})로 지급 처리된 정산서예요.`);
  }
  return payment;
}

type PayoutRow = {
  id: number;
  businessName: string;
  bank: string | null;
  accountNumber: string | null;
  accountHolder: string | null;
  payout: number;
  periodStart: string;
  periodEnd: string;
};

/**
 * The period's transfers for the bank: every unpaid statement with something to pay, with the
 * business's payout account. A business without an account is listed with empty account cells, so
 * the operator sees it rather than losing it.
 */
export async function payoutListCsv(db: Db, periodStart: string): Promise<CsvFile> {
  if (!isDateKey(periodStart)) {
    throw new DomainError('INVALID_INPUT', undefined, {
      periodStart: '정산 기간 시작일을 YYYY-MM-DD 형식으로 입력해 주세요.',
    });
  }
  const rows = await queryRows<PayoutRow>(
    db,
    sql`SELECT s.id, b.name AS "businessName", b.settlement_bank AS bank,
          b.settlement_account_number AS "accountNumber", b.settlement_account_holder AS "accountHolder",
          s.payout, s.period_start::text AS "periodStart", s.period_end::text AS "periodEnd"
        FROM settlement_statements s JOIN businesses b ON b.id = s.business_id
        WHERE s.period_start = ${periodStart}::date AND s.status = 'CLOSED' AND s.payout > 0
        ORDER BY s.id`
  );
  return {
    fileName: `지급목록_${periodStart}.csv`,
    content: toCsv(
      ['정산서번호', '업체명', '은행', '계좌번호', '예금주', '지급금액', '정산기간'],
      rows.map((r) => [
        r.id,
        r.businessName,
        r.bank,
        r.accountNumber,
        r.accountHolder,
        r.payout,
        `${r.periodStart}~${r.periodEnd}`,
      ])
    ),
  };
}
