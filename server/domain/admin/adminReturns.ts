import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { businesses, images, orderEvents, orderReturnImages, orderReturns, orders, users } from '../../db/schema';
import { retryTransaction } from '../../db/retryTransaction';
import type { PaymentProvider, ProviderName } from '../../payments/types';
import { DomainError } from '@/lib/errors';
import { disputeDecisions, orderReturn, returnReasonRule, returnRefundFor, type DisputeDecision } from '@/lib/orders';
import { conditionPhoto, type ConditionPhoto } from '../seller/conditionReports';
import { settleRefund } from '../orders/settleRefund';
import { parseInput } from '../parseInput';
import { transitionReturn } from '../returns/transitionReturn';
import { writeAudit } from './audit';

/**
 * Disputed returns in the console (docs/product.md §10 Disputed returns): the customer took the
 * business's refusal to a dispute, and the operator decides through the return table's OPERATOR
 * transitions (lib/orders/orderReturn.ts): a refund in full, a refund less the return fee, or the
 * refusal upheld, always with a reason both parties receive as an alarm.
 */
export type DisputedReturn = {
  orderId: number;
  itemName: string;
  businessId: number;
  businessName: string;
  customerNickname: string;
  kindLabel: string;
  reasonLabel: string;
  /** The customer's words when asking, and when disputing the refusal. */
  note: string;
  disputeNote: string | null;
  photos: ConditionPhoto[];
  /** The business's reason for refusing. */
  rejectReason: string | null;
  requestedAt: string;
  disputedAt: string;
  paidAmount: number;
  /** What each refund decision would give back. */
  fullRefund: number;
  refundLessFee: number;
};

const DISPUTES_SHOWN = 100;

/** Every return waiting for the operator, the longest waiting first. */
export async function listDisputedReturns(db: Db): Promise<DisputedReturn[]> {
  const rows = await db
    .select({
      ret: orderReturns,
      itemName: orders.itemName,
      businessId: orders.businessId,
      businessName: businesses.name,
      customerNickname: users.nickname,
      paid: sql<number>`(SELECT coalesce(sum(m.amount), 0)::int FROM money_ledger m
        WHERE m.order_id = ${orders.id} AND m.kind = 'CHARGE')`,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orderReturns.state, 'DISPUTED'))
    .orderBy(asc(orderReturns.stateChangedAt), asc(orderReturns.id))
    .limit(DISPUTES_SHOWN);
  if (rows.length === 0) return [];
  const returnIds = rows.map((r) => r.ret.id);
  const [photos, disputes] = await Promise.all([
    db
      .select({
        returnId: orderReturnImages.returnId,
        id: images.id,
        width: images.width,
        height: images.height,
      })
      .from(orderReturnImages)
      .innerJoin(images, eq(images.id, orderReturnImages.imageId))
      .where(inArray(orderReturnImages.returnId, returnIds))
      .orderBy(asc(orderReturnImages.sortOrder)),
    db
      .select({ orderId: orderEvents.orderId, note: orderEvents.note })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.process, orderReturn.id),
          eq(orderEvents.action, 'dispute'),
          inArray(
            orderEvents.orderId,
            rows.map((r) => r.ret.orderId)
          )
        )
      )
      .orderBy(asc(orderEvents.id)),
  ]);
  return rows.map(({ ret, paid, ...order }) => {
    const paidAmount = Number(paid);
    return {
      orderId: ret.orderId,
      itemName: order.itemName,
      businessId: order.businessId,
      businessName: order.businessName,
      customerNickname: order.customerNickname,
      kindLabel: ret.kind === 'EXCHANGE' ? '교환' : '반품',
      reasonLabel: returnReasonRule(ret.reason).label,
      note: ret.note,
      disputeNote: disputes.filter((d) => d.orderId === ret.orderId).at(-1)?.note ?? null,
      photos: photos.filter((p) => p.returnId === ret.id).map(conditionPhoto),
      rejectReason: ret.rejectReason,
      requestedAt: ret.createdAt.toISOString(),
      disputedAt: ret.stateChangedAt.toISOString(),
      paidAmount,
      fullRefund: returnRefundFor('resolveRefundFull', paidAmount, ret.reason).refund,
      refundLessFee: returnRefundFor('resolveRefundLessFee', paidAmount, ret.reason).refund,
    };
  });
}

export const DECISION_MESSAGES = {
  decision: '결정을 골라 주세요.',
  reason: '결정 사유를 5자 이상 입력해 주세요.',
  reasonTooLong: '결정 사유는 500자까지 입력할 수 있어요.',
  decided: '이미 결정된 분쟁이에요. 목록을 새로 불러와 주세요.',
} as const;

export const decisionInput = z.object({
  orderId: z.number().int().positive('주문 번호가 올바르지 않아요.'),
  decision: z.enum(disputeDecisions, { message: DECISION_MESSAGES.decision }),
  reason: z.string().trim().min(5, DECISION_MESSAGES.reason).max(500, DECISION_MESSAGES.reasonTooLong),
});

export type DisputeOutcome = { orderId: number; state: string; stateLabel: string; refundAmount: number | null };

/** True for the decisions that give money back: those re-ask the second factor. */
export const decisionRefunds = (decision: DisputeDecision) => decision !== 'upholdRefusal';

/**
 * The operator's decision on one disputed return, in one transaction with the order row locked (the
 * row every step of an order and its return queues on): two operators at once make one decision, the
 * other hears CONFLICT. A refund goes through the return's own refund step (transitionReturn → 반품
 * 완료 with the refund owed), and the provider is asked after commit by settleRefund, the one refund
 * path. A refund decision is a money action: `requireFactor` refuses a factor older than 5 minutes.
 */
export async function decideDisputedReturn(
  db: Db,
  providerFor: (name: ProviderName) => PaymentProvider | null,
  operatorId: number,
  rawInput: unknown,
  requireFactor: (tx: Db) => Promise<void>,
  now: Date = new Date()
): Promise<DisputeOutcome> {
  const input = parseInput(decisionInput, rawInput);
  const { outcome, provider } = await retryTransaction(db, async (tx) => {
    if (decisionRefunds(input.decision)) await requireFactor(tx);
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update').limit(1);
    const [ret] = order ? await tx.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)).limit(1) : [];
    if (!order || !ret) throw new DomainError('NOT_FOUND', '반품 신청을 찾을 수 없어요.');
    if (ret.state !== 'DISPUTED') {
      // Decided a moment ago by someone else, or not in dispute: one decision per dispute.
      throw new DomainError('CONFLICT', DECISION_MESSAGES.decided);
    }
    const next = await transitionReturn(tx, order, ret, {
      action: input.decision,
      actor: 'operator',
      actorUserId: operatorId,
      note: `운영자 결정: ${input.reason}`,
      set: {},
      now,
    });
    await writeAudit(tx, {
      operatorId,
      action: `return.${input.decision}`,
      targetType: 'orderReturn',
      targetId: order.id,
      before: { state: ret.state, rejectReason: ret.rejectReason, refundAmount: ret.refundAmount },
      after: { state: next.state, refundAmount: next.refundAmount, feeAmount: next.feeAmount },
      reason: input.reason,
      at: now,
    });
    return {
      outcome: {
        orderId: order.id,
        state: next.state,
        stateLabel: orderReturn.states[next.state].label,
        refundAmount: next.refundAmount,
      },
      provider: decisionRefunds(input.decision) ? providerFor(order.provider) : null,
    };
  });
  // The refund step recorded what is owed; the provider is asked after commit (the job retries a failure).
  if (provider) await settleRefund(db, provider, outcome.orderId, now);
  return outcome;
}
