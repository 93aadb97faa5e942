import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/retryTransaction';
import { businesses, orders, rentalDeposits, users } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { rentalDeposit } from '@/lib/orders';
import type { PaymentProvider, ProviderName } from '../../payments/types';
import { parseInput } from '../parseInput';
import { decideClaimInput, DEPOSIT_MESSAGES as M, type DecideClaimInput } from '../deposits/depositInputs';
import { depositView, type DepositView } from '../deposits/depositView';
import { settleDeposit } from '../deposits/settleDeposit';
import { transitionDeposit } from '../deposits/transitionDeposit';
import { loadConditionReports, type ConditionReportView } from '../seller/conditionReports';
import { writeAudit } from './audit';
import { groupDigits } from '@/lib/digits';

/** A disputed claim in the console's list (docs/product.md §10 Damage claims). */
export type AdminClaimSummary = {
  id: number;
  orderId: number;
  itemName: string;
  businessName: string;
  customerNickname: string;
  amount: number;
  claimAmount: number;
  state: string;
  stateLabel: string;
  /** When the claim reached its state (for the list: when the customer disputed it). */
  since: string;
};

export type AdminClaim = AdminClaimSummary & { deposit: DepositView; reports: ConditionReportView[] };

const OUTCOME_LABELS: Record<DecideClaimInput['outcome'], string> = {
  CAPTURE_ALL: '청구 금액 전부 결제',
  CAPTURE_PART: '청구 금액 일부 결제',
  RELEASE: '보증금 해제',
};

const summarySelect = {
  id: rentalDeposits.id,
  orderId: rentalDeposits.orderId,
  itemName: orders.itemName,
  businessName: businesses.name,
  customerNickname: users.nickname,
  amount: rentalDeposits.amount,
  claimAmount: rentalDeposits.claimAmount,
  state: rentalDeposits.state,
  since: rentalDeposits.stateChangedAt,
};

const claims = (db: Db) =>
  db
    .select(summarySelect)
    .from(rentalDeposits)
    .innerJoin(orders, eq(orders.id, rentalDeposits.orderId))
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .innerJoin(users, eq(users.id, orders.userId));

type SummaryRow = Awaited<ReturnType<typeof claims>>[number];

const toSummary = (r: SummaryRow): AdminClaimSummary => ({
  id: r.id,
  orderId: r.orderId,
  itemName: r.itemName,
  businessName: r.businessName,
  customerNickname: r.customerNickname,
  amount: r.amount,
  claimAmount: r.claimAmount ?? 0,
  state: r.state,
  stateLabel: rentalDeposit.states[r.state].label,
  since: r.since.toISOString(),
});

/** The disputed claims waiting for a decision, the longest-waiting first. */
export async function listDisputedClaims(db: Db): Promise<AdminClaimSummary[]> {
  const rows = await claims(db)
    .where(eq(rentalDeposits.state, 'DISPUTED'))
    .orderBy(asc(rentalDeposits.stateChangedAt), asc(rentalDeposits.id))
    .limit(100);
  return rows.map(toSummary);
}

/** One claim with both condition reports (hand-over and return); a deposit without a claim is NOT_FOUND. */
export async function getAdminClaim(db: Db, id: number, now: Date = new Date()): Promise<AdminClaim> {
  const [row] = await claims(db)
    .where(and(eq(rentalDeposits.id, id), isNotNull(rentalDeposits.claimAmount)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', '청구를 찾을 수 없어요.');
  const [deposit] = await db.select().from(rentalDeposits).where(eq(rentalDeposits.id, id));
  return {
    ...toSummary(row),
    deposit: await depositView(db, deposit, 'operator', now),
    reports: await loadConditionReports(db, row.orderId),
  };
}

/**
 * The operator decides a disputed claim: capture all, part (less than the claim) or nothing, with a
 * reason both parties receive. Money: the caller's `checkFactor` (a second factor passed in the
 * last 5 minutes) runs inside the transaction; the audit row is written with the change; the
 * provider is told after commit. The deposit row is locked, so of two operators deciding at once
 * one decides and the other hears CONFLICT.
 */
export async function decideAdminClaim(
  db: Db,
  providerFor: (name: ProviderName) => PaymentProvider | null,
  operatorId: number,
  rawInput: unknown,
  checkFactor: (tx: Db) => Promise<void>,
  now: Date = new Date()
): Promise<AdminClaim> {
  const input = parseInput(decideClaimInput, rawInput);
  const decided = await retryTransaction(db, async (tx) => {
    const [deposit] = await tx
      .select()
      .from(rentalDeposits)
      .where(eq(rentalDeposits.id, input.depositId))
      .for('update');
    if (!deposit || deposit.claimAmount === null) throw new DomainError('NOT_FOUND', '청구를 찾을 수 없어요.');
    if (deposit.state !== 'DISPUTED') throw new DomainError('CONFLICT', M.decided);
    const claim = deposit.claimAmount;
    if (input.outcome === 'CAPTURE_PART' && (input.amount ?? 0) >= claim)
      throw new DomainError('INVALID_INPUT', M.partRange, { amount: M.partRange });
    await checkFactor(tx);
    const amount = input.outcome === 'CAPTURE_ALL' ? claim : input.outcome === 'CAPTURE_PART' ? input.amount! : 0;
    const [order] = await tx.select().from(orders).where(eq(orders.id, deposit.orderId));
    const decision = `${OUTCOME_LABELS[input.outcome]}${amount > 0 ? ` (${groupDigits(amount)}원)` : ''}`;
    const next = await transitionDeposit(tx, order, deposit, {
      action: 'decide',
      actor: 'system',
      actorUserId: operatorId,
      note: `운영자 결정 — ${decision}. 사유: ${input.reason}`,
      set: {
        decidedAmount: amount,
        decisionReason: input.reason,
        decidedBy: operatorId,
        decidedAt: now,
        settle: amount > 0 ? 'CAPTURE' : 'RELEASE',
        captureAmount: amount,
      },
      now,
    });
    await writeAudit(tx, {
      operatorId,
      action: 'depositClaim.decide',
      targetType: 'depositClaim',
      targetId: deposit.id,
      before: { state: deposit.state, claimAmount: claim },
      after: { state: next.state, outcome: input.outcome, capture: amount },
      reason: input.reason,
      at: now,
    });
    return next;
  });
  const provider = providerFor(decided.provider);
  if (provider) await settleDeposit(db, provider, decided.id, now);
  return getAdminClaim(db, decided.id, now);
}
