import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { applyTransition, orderStateOf, paymentStateOf, processes, type Actor, type Effect } from '@/lib/orders';
import { DomainError } from '@/lib/errors';
import { performEffects, type EffectContext, type OrderRow } from './orderEffects';

type OrderUpdate = Partial<typeof orders.$inferInsert>;

export type TransitionRequest = {
  /**
   * Which line moves: `order` is the order's own table (its `state`; the payment record mirrors the
   * same-named action when the payment table allows it), `payment` the payment table's own steps
   * (its `paymentState`: approval, failure, hold expiry, 상품 준비).
   */
  line: 'order' | 'payment';
  action: string;
  actor: Actor;
  actorUserId?: number | null;
  /** Stored on the event: the reason given, if any. */
  note?: string | null;
  now: Date;
  /**
   * The columns written with the new state, decided once the table has answered the effects (a
   * refund's amount is decided here, before anything is written). `restore: false` keeps the
   * coupon and points spent even when the table's effects restore them (a no-show's rule).
   */
  apply?: (
    effects: readonly Effect[],
    from: string
  ) => Promise<{ set?: OrderUpdate; restore?: boolean }> | { set?: OrderUpdate; restore?: boolean };
  /** The alarms' texts and dedupe key, from the state entered and its Korean label. */
  texts: (to: string, label: string) => Pick<EffectContext, 'key' | 'customerText' | 'sellerText'>;
};

/**
 * The one way an order's state changes (docs/architecture.md §6): the process table decides whether
 * this actor may fire this action from the order's state (INVALID_TRANSITION in Korean otherwise),
 * the new state and the caller's columns are written, one order_events row records it, and the
 * table's effects run, all in the caller's transaction with the order row already locked by it.
 * Refunds are not settled here: the caller records refundDue and settles after commit.
 */
export async function transitionOrder(tx: Db, order: OrderRow, request: TransitionRequest): Promise<OrderRow> {
  const { line, action, actor, now } = request;
  const table = processes[line === 'order' ? order.process : 'payment'];
  const from = line === 'order' ? order.state : order.paymentState;
  if (from === null) throw new DomainError('INVALID_TRANSITION', '결제가 끝나지 않은 주문이에요.');
  const result = applyTransition(table, from, action, actor);
  if (!result.ok) throw new DomainError('INVALID_TRANSITION', result.message);

  const extra = (await request.apply?.(result.effects, from)) ?? {};
  // A step that stays in its state (an operator's deadline extension) keeps the moment the state was
  // entered: the timed jobs and the return window count from it. A real move starts a new deadline.
  const stays = line === 'order' && result.to === from;
  const moved: OrderUpdate =
    line === 'order'
      ? {
          state: orderStateOf(order.process, result.to),
          ...(stays ? {} : { stateChangedAt: now, deadlineExtensionMinutes: 0 }),
          paymentState: mirroredPayment(order, action, actor),
        }
      : { paymentState: paymentStateOf(result.to) };
  const [next] = await tx
    .update(orders)
    .set({ ...extra.set, ...moved, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order.id,
    process: line === 'order' ? order.process : 'payment',
    action,
    fromState: from,
    toState: result.to,
    actor,
    actorUserId: request.actorUserId ?? null,
    note: request.note ?? null,
    createdAt: now,
  });
  const label = table.states[result.to]?.label ?? result.to;
  await performEffects(result.effects, {
    tx,
    order: next,
    now,
    restore: extra.restore ?? true,
    ...request.texts(result.to, label),
  });
  return next;
}

/** The payment line follows an order action of the same name when its table allows it; else it stays. */
function mirroredPayment(order: OrderRow, action: string, actor: Actor): OrderRow['paymentState'] {
  const mirrored = applyTransition(processes.payment, order.paymentState, action, actor);
  return mirrored.ok ? paymentStateOf(mirrored.to) : order.paymentState;
}
