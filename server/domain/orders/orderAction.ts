import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/retryTransaction';
import { orders } from '../../db/schema';
import { refundFor, seoulDate, type Actor } from '@/lib/orders';
import { DomainError } from '@/lib/errors';
import type { PaymentProvider } from '../../payments/types';
import type { OrderRow } from './orderEffects';
import { settleRefund } from './settleRefund';
import { transitionOrder } from './transitionOrder';
import { hasOpenReturn } from '../returns/openReturn';

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

const CONFIRMING: readonly string[] = ['confirmPurchase', 'autoConfirmPurchase'];

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
    return transitionOrder(tx, current, {
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
        key: to,
        customerText: {
          title: label,
          body: input.reason
            ? `${current.itemName}: ${input.reason}`
            : `${current.itemName}의 상태가 '${label}'(으)로 바뀌었어요.`,
        },
        sellerText: { title: label, body: `${current.itemName} · ${current.ordererName}` },
      }),
    });
  });
  if (order.refundDue > order.refundedAmount && provider) await settleRefund(db, provider, order.id, now);
  const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
  return fresh ?? order;
}
