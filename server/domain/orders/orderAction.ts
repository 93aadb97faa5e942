import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/retryTransaction';
import { orders } from '../../db/schema';
import { MAX_DEADLINE_EXTENSION_DAYS, processes, refundFor, seoulDate, type Actor } from '@/lib/orders';
import { DomainError } from '@/lib/errors';
import type { PaymentProvider } from '../../payments/types';
import type { OrderRow } from './orderEffects';
import { settleRefund } from './settleRefund';
import { transitionOrder } from './transitionOrder';
import { hasOpenReturn } from '../returns/openReturn';
import { kickNotifications } from '../../notifications/senders';
import { groupDigits } from '@/lib/digits';

export type OrderActionInput = {
  orderId: number;
  action: string;
  actor: Actor;
  /** The member acting: the customer who paid, or a seller of the order's business. Null for the system. */
  actorUserId: number | null;
  actorBusinessId?: number | null;
  reason?: string | null;
  carrier?: string | null;
  invoiceNumber?: string | null;
  /**
   * An operator's cancellation (`refund-operator`): the won to refund, at most what is still
   * refundable (charged less what is already owed back); null or absent refunds all of that.
   */
  refundAmount?: number | null;
  /** An operator's `extendDeadline`: minutes added to the current state's timed deadline. */
  extendMinutes?: number | null;
  /**
   * Runs in the transition's transaction with the order before and after (the operator console's
   * audit row), so the change and its record commit together or not at all.
   */
  afterTransition?: (tx: Db, before: OrderRow, after: OrderRow) => Promise<void>;
};

/**
 * Whether this actor may touch this order at all: the customer their own, a seller their business's.
 * Anyone else's order is NOT_FOUND, as a missing one, so that nobody learns which order ids exist.
 */
function assertParty(order: OrderRow, input: OrderActionInput): void {
  if (input.actor === 'customer' && order.userId !== input.actorUserId)
    throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
  if (input.actor === 'seller' && (input.actorBusinessId ?? null) !== order.businessId)
    throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
}

const CONFIRMING: readonly string[] = ['confirmPurchase', 'autoConfirmPurchase', 'operatorConfirm'];

const MAX_EXTENSION_MINUTES = MAX_DEADLINE_EXTENSION_DAYS * 1_440;

const refundTooLarge = (remainder: number) => {
  const message = `환불할 수 있는 금액은 최대 ${groupDigits(remainder)}원이에요.`;
  return new DomainError('INVALID_INPUT', message, { refundAmount: message });
};

/** The columns of an operator's own steps: the refund they decided, or the deadline they moved. */
async function operatorColumns(
  tx: Db,
  current: OrderRow,
  input: OrderActionInput,
  effects: readonly string[]
): Promise<Partial<OrderRow>> {
  if (effects.includes('refund-operator')) {
    const remainder = Math.max(0, (await paidAmount(tx, current.id)) - current.refundDue);
    const amount = input.refundAmount ?? remainder;
    if (!Number.isSafeInteger(amount) || amount < 0 || amount > remainder) throw refundTooLarge(remainder);
    return { refundDue: current.refundDue + amount, cancelReason: input.reason ?? current.cancelReason };
  }
  if (input.action === 'extendDeadline') {
    const total = current.deadlineExtensionMinutes + (input.extendMinutes ?? 0);
    if (!input.extendMinutes || input.extendMinutes <= 0 || total > MAX_EXTENSION_MINUTES) {
      const message = `기한은 모두 합쳐 ${MAX_DEADLINE_EXTENSION_DAYS}일까지 늘릴 수 있어요.`;
      throw new DomainError('INVALID_INPUT', message, { days: message });
    }
    return { deadlineExtensionMinutes: total, cancelReason: current.cancelReason };
  }
  // Not a cancellation: the reason is the event's note and the audit's, not a cancel reason.
  return { cancelReason: current.cancelReason };
}

/** Won charged for the order so far (the ledger's charges), what a refund is a share of. */
async function paidAmount(tx: Db, orderId: number): Promise<number> {
  const result = await tx.execute(
    sql`SELECT coalesce(sum(amount), 0)::int AS paid FROM money_ledger WHERE order_id = ${orderId} AND kind = 'CHARGE'`
  );
  return Number((result as unknown as { rows: { paid: number }[] }).rows[0]?.paid ?? 0);
}

/**
 * The one way an order's state changes after payment (docs/architecture.md §6): the process
 * table decides whether the actor may, the effects run in the same transaction (hold released,
 * benefits restored, points earned, alarms), the payment record mirrors the action, and a refund is
 * recorded as owed and then settled at the provider after commit (retried by the job if that fails).
 */
export async function applyOrderAction(
  db: Db,
  provider: PaymentProvider | null,
  input: OrderActionInput,
  now: Date = new Date()
): Promise<OrderRow> {
  const order = await retryTransaction(db, async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update').limit(1);
    if (!current) throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
    assertParty(current, input);
    // A sale waits while its return runs (docs/product.md §4 Returns and exchanges): no 구매 확정 meanwhile.
    if (CONFIRMING.includes(input.action) && (await hasOpenReturn(tx, current.id)))
      throw new DomainError('INVALID_TRANSITION', '반품·교환이 진행 중이라 구매를 확정할 수 없어요.');
    const next = await transitionOrder(tx, current, {
      line: 'order',
      action: input.action,
      actor: input.actor,
      actorUserId: input.actorUserId,
      note: input.reason ?? null,
      now,
      apply: async (effects, from) => {
        const set = {
          cancelReason: input.reason ?? current.cancelReason,
          carrier: input.carrier ?? current.carrier,
          invoiceNumber: input.invoiceNumber ?? current.invoiceNumber,
        };
        if (input.actor === 'operator')
          return { set: { ...set, ...(await operatorColumns(tx, current, input, effects)) } };
        if (!effects.includes('refund-full') && !effects.includes('refund-by-rule')) return { set };
        const paid = await paidAmount(tx, current.id);
        const start = current.rentalPeriod ? current.rentalPeriod.slice(1, 11) : undefined;
        const refund = refundFor({
          process: current.process,
          state: from,
          actor: input.actor,
          paidAmount: paid,
          rentalStart: start,
          today: seoulDate(now),
        });
        if (!refund.ok) throw new DomainError(refund.code, refund.message);
        // The rule table decides whether benefits come back (a no-show keeps them spent).
        return { set: { ...set, refundDue: refund.refundAmount }, restore: refund.restoreBenefits };
      },
      texts: (to, label) => ({
        // A step that stays in its state alarms anew each time (the state's own alarm is not it).
        key: to === current.state ? `${to}:${input.action}:${now.getTime()}` : to,
        customerText: {
          title: to === current.state ? (processes[current.process].actions[input.action] ?? label) : label,
          body: input.reason
            ? `${current.itemName}: ${input.reason}`
            : `${current.itemName}의 상태가 '${label}'(으)로 바뀌었어요.`,
        },
        sellerText: {
          title: to === current.state ? (processes[current.process].actions[input.action] ?? label) : label,
          body: `${current.itemName} · ${current.ordererName}`,
        },
      }),
    });
    await input.afterTransition?.(tx, current, next);
    return next;
  });
  kickNotifications();
  if (order.refundDue > order.refundedAmount && provider) await settleRefund(db, provider, order.id, now);
  const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
  return fresh ?? order;
}
