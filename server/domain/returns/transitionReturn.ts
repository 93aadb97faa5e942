import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orderReturns } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { applyTransition, orderReturn, returnRefundFor, type Actor } from '@/lib/orders';
import { performEffects, type OrderRow } from '../orders/orderEffects';
import { transitionOrder } from '../orders/transitionOrder';

export type ReturnRow = typeof orderReturns.$inferSelect;
type ReturnUpdate = Partial<typeof orderReturns.$inferInsert>;

export type ReturnTransitionRequest = {
  action: string;
  actor: Actor;
  actorUserId: number | null;
  /** Stored on the event (a refusal's reason, a dispute's words). */
  note: string | null;
  /** The columns the action writes (carrier and invoice, the refusal's reason). */
  set: ReturnUpdate;
  now: Date;
};

/** Won charged for the order (the ledger's charges), what a return refunds a part of. */
async function paidAmount(tx: Db, orderId: number): Promise<number> {
  const result = await tx.execute(
    sql`SELECT coalesce(sum(amount), 0)::int AS paid FROM money_ledger WHERE order_id = ${orderId} AND kind = 'CHARGE'`
  );
  return Number((result as unknown as { rows: { paid: number }[] }).rows[0]?.paid ?? 0);
}

/**
 * The one way a return's state changes (docs/architecture.md §6): the return table decides
 * whether this actor may fire this action now (INVALID_TRANSITION in Korean otherwise), the new
 * state and the caller's columns are written with one order_events row of process `orderReturn`,
 * and the effects run, in the caller's transaction with the order row locked by it. The refund step
 * moves the sale itself through transitionOrder (반품 완료, refundDue set to what is paid back); the
 * provider is called by the caller after commit (settleRefund), like every other refund.
 */
export async function transitionReturn(
  tx: Db,
  order: OrderRow,
  ret: ReturnRow,
  request: ReturnTransitionRequest
): Promise<ReturnRow> {
  const { action, actor, now } = request;
  const result = applyTransition(orderReturn, ret.state, action, actor);
  if (!result.ok) throw new DomainError('INVALID_TRANSITION', result.message);

  let set: ReturnUpdate = request.set;
  let current = order;
  if (result.effects.includes('refund-return')) {
    const { refund, fee } = returnRefundFor(action, await paidAmount(tx, order.id), ret.reason);
    set = { ...set, refundAmount: refund, feeAmount: fee };
    current = await transitionOrder(tx, order, {
      line: 'order',
      action: 'completeReturn',
      actor: 'system',
      actorUserId: request.actorUserId,
      note: null,
      now,
      apply: () => ({ set: { refundDue: order.refundDue + refund, cancelReason: '반품 환불' } }),
      // The return's own refund alarm uses the same key, so the customer hears of it once.
      texts: (_to, label) => ({
        key: 'return-REFUNDED',
        customerText: { title: label, body: `${order.itemName}의 반품이 끝나 환불해요.` },
        sellerText: { title: label, body: `${order.itemName} · ${order.ordererName}` },
      }),
    });
  }

  const [next] = await tx
    .update(orderReturns)
    .set({ ...set, state: result.to, stateChangedAt: now, updatedAt: now })
    .where(eq(orderReturns.id, ret.id))
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order.id,
    process: orderReturn.id,
    action,
    fromState: ret.state,
    toState: result.to,
    actor,
    actorUserId: request.actorUserId,
    note: request.note,
    createdAt: now,
  });
  const label = orderReturn.states[result.to].label;
  await performEffects(result.effects, {
    tx,
    order: current,
    now,
    restore: false,
    // The operator's decision is its own alarm (with its reason), beside the refund's notice.
    key: actor === 'operator' ? 'return-decision' : `return-${result.to}`,
    customerText: {
      title: label,
      body: request.note
        ? `${order.itemName}: ${request.note}`
        : `${order.itemName}의 반품·교환이 '${label}' 상태예요.`,
    },
    // The operator's decision reaches the business with its reason too (docs/product.md §10 Disputed returns).
    sellerText: {
      title: label,
      body:
        actor === 'operator' && request.note
          ? `${order.itemName}: ${request.note}`
          : `${order.itemName} · ${order.ordererName}`,
    },
  });
  return next;
}
