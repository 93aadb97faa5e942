import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderOptions, orders, rentalBookings, userCoupons, users } from '../../db/schema';
import { notify } from '../notifications/notify';
import { notifyFreedAlerts } from './availabilityAlerts';
import { grantPoints } from '../points/grantPoints';
import type { Effect } from '@/lib/orders';
import type { NotificationEvent } from '@/lib/notifications/events';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The side effects of lib/orders' tables, performed in the transition's transaction. Each is safe to
 * meet twice: releases match only rows still holding, benefits and points go through keyed writes,
 * alarms carry a dedupe key. Refund amounts are decided by the caller (refundDue); the provider call
 * happens after commit (server/domain/orders/settleRefund.ts).
 */
export async function releaseHold(tx: Db, order: OrderRow): Promise<void> {
  if (order.rentalPeriod) {
    const released = await tx
      .update(rentalBookings)
      .set({ status: 'CANCELLED' })
      .where(and(eq(rentalBookings.orderId, order.id), sql`${rentalBookings.status} <> 'CANCELLED'`))
      .returning({ id: rentalBookings.id });
    if (released.length > 0) await notifyFreedAlerts(tx, order.itemId, new Date());
    return;
  }
  // Sale stock comes back once: the update below is guarded by the marker event of this order.
  const marked = await tx.execute(sql`
    INSERT INTO order_events (order_id, process, action, from_state, to_state, actor)
    SELECT ${order.id}, 'stock', 'restock', NULL, 'RESTOCKED', 'system'
    WHERE NOT EXISTS (SELECT 1 FROM order_events WHERE order_id = ${order.id} AND process = 'stock')
    RETURNING id`);
  if ((marked as unknown as { rows: unknown[] }).rows.length === 0) return;
  const lines = await tx.select().from(orderOptions).where(eq(orderOptions.orderId, order.id));
  let units = 0;
  for (const line of lines) {
    await tx.execute(sql`UPDATE item_options SET stock = stock + ${line.amount} WHERE id = ${line.optionId}`);
    if (line.optionType === 1) units += line.amount;
  }
  await tx.execute(
    sql`UPDATE items SET stock = stock + ${Math.max(1, units)}, updated_at = now() WHERE id = ${order.itemId}`
  );
}

export async function restoreBenefits(tx: Db, order: OrderRow, now: Date): Promise<void> {
  if (order.userCouponId !== null) {
    await tx
      .update(userCoupons)
      .set({ usedAt: null, usedOrderId: null })
      .where(and(eq(userCoupons.id, order.userCouponId), eq(userCoupons.usedOrderId, order.id)));
  }
  if (order.pointsUsed > 0) {
    await grantPoints(
      tx,
      {
        userId: order.userId,
        amount: order.pointsUsed,
        reason: 'ORDER_RESTORE',
        description: `주문 취소로 돌려받음 (${order.itemName})`,
        refKey: `order:${order.id}:restore`,
      },
      now
    );
  }
}

export async function earnPoints(tx: Db, order: OrderRow, now: Date): Promise<void> {
  if (order.price.earnPoints <= 0) return;
  await grantPoints(
    tx,
    {
      userId: order.userId,
      amount: order.price.earnPoints,
      reason: 'ORDER_REWARD',
      description: `구매 적립 (${order.itemName})`,
      refKey: `order:${order.id}:earn`,
    },
    now
  );
}

/**
 * Which notification a transition is to each party (docs/product.md §3 Notifications): the entered
 * state (or the payment's `paid` key) names it; every other step is a plain order change.
 */
export function orderNotificationEvent(order: OrderRow, party: 'customer' | 'seller', key: string): NotificationEvent {
  const rental = order.process === 'rentalReservation';
  if (party === 'seller') return key === 'paid' && rental ? 'reservationRequested' : 'sellerOrderChanged';
  if (key === 'paid') return 'paymentDone';
  if (rental && key === 'RESERVED') return 'reservationAccepted';
  if (rental && key === 'REFUSED') return 'reservationRefused';
  if (key === 'SHIPPING') return 'shipped';
  if (key === 'AWAITING_PICKUP') return 'readyForPickup';
  return 'orderChanged';
}

/** The seller's page of an order: a rental's reservation or a sale's order. */
function sellerOrderLink(order: OrderRow): string {
  return order.process === 'rentalReservation' ? `/seller/reservations/${order.id}` : `/seller/orders/${order.id}`;
}

/**
 * The ORDER notification of a transition: to the customer (lights the order badge) or every seller of
 * the business, through notify, so the in-app alarm and the channels outside the app go together.
 */
export async function alarmParty(
  tx: Db,
  order: OrderRow,
  party: 'customer' | 'seller',
  title: string,
  body: string,
  key: string,
  now: Date
): Promise<void> {
  const event = orderNotificationEvent(order, party, key);
  if (party === 'customer') {
    await notify(
      tx,
      {
        event,
        userId: order.userId,
        alarmKind: 'ORDER',
        content: { title, body, linkUrl: `/user/reservations/${order.id}` },
        dedupeKey: `order:${order.id}:${key}`,
      },
      now
    );
    return;
  }
  const sellers = await tx.select({ id: users.id }).from(users).where(eq(users.businessId, order.businessId));
  for (const seller of sellers) {
    await notify(
      tx,
      {
        event,
        userId: seller.id,
        alarmKind: 'ORDER',
        content: { title, body, linkUrl: sellerOrderLink(order) },
        dedupeKey: `seller-order:${order.id}:${key}`,
      },
      now
    );
  }
}

export type EffectContext = {
  tx: Db;
  order: OrderRow;
  now: Date;
  key: string;
  customerText: { title: string; body: string };
  sellerText: { title: string; body: string };
  restore: boolean;
};

/** Performs the non-money effects of a transition; refunds are recorded by the caller as refundDue. */
export async function performEffects(effects: readonly Effect[], c: EffectContext): Promise<void> {
  for (const effect of effects) {
    switch (effect) {
      case 'release-hold':
        await releaseHold(c.tx, c.order);
        break;
      case 'restore-benefits':
        if (c.restore) await restoreBenefits(c.tx, c.order, c.now);
        break;
      case 'earn-points':
        await earnPoints(c.tx, c.order, c.now);
        break;
      case 'alarm-customer':
        await alarmParty(c.tx, c.order, 'customer', c.customerText.title, c.customerText.body, c.key, c.now);
        break;
      case 'alarm-seller':
        await alarmParty(c.tx, c.order, 'seller', c.sellerText.title, c.sellerText.body, c.key, c.now);
        break;
      case 'refund-full':
      case 'refund-by-rule':
      case 'refund-return':
      case 'refund-operator':
        break;
      default: {
        const unhandled: never = effect;
        throw new Error(`unhandled effect ${String(unhandled)}`);
      }
    }
  }
}
