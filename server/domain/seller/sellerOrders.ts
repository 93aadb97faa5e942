import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orders, type ShippingSnapshot } from '../../db/schema';
import { availableActions, payment, processes } from '@/lib/orders';
import { addDays } from '@/lib/calendar/dateKeys';
import { openCursor, rejectCursor, sealCursor } from '../pagination/signedCursor';
import type { OrderRow } from '../orders/orderEffects';
import { SELLER_ACTIONS, type SellerAction } from './sellerOrderAction';

/** Every state an order of the business can be in (the three order tables), for the list's filter. */
export const SELLER_ORDER_STATES = [
  'WAITING',
  'RESERVED',
  'USED',
  'REFUSED',
  'NO_RESPONSE',
  'CONTRACTED',
  'HANDED_OVER',
  'ORDERED',
  'SHIPPING',
  'DELIVERED',
  'AWAITING_PICKUP',
  'CONFIRMED',
  'CANCELLED',
] as const;
export type SellerOrderState = (typeof SELLER_ORDER_STATES)[number];

/** One order as the business sees it: who to contact, where it goes, and what the seller can do next. */
export type SellerOrder = {
  id: number;
  process: OrderRow['process'];
  state: string;
  stateLabel: string;
  paymentState: string;
  paymentStateLabel: string;
  itemId: number;
  itemName: string;
  totalPrice: number;
  ordererName: string;
  ordererPhone: string;
  deliveryType: string;
  /** First and last rental day (inclusive), Asia/Seoul date keys; null for sales and leases. */
  rentalStartDate: string | null;
  rentalEndDate: string | null;
  shipping: ShippingSnapshot | null;
  carrier: string | null;
  invoiceNumber: string | null;
  cancelReason: string | null;
  paidAt: string | null;
  createdAt: string;
  /** The buttons of the seller's screen, from the same tables the server applies. */
  actions: SellerAction[];
};

export type SellerOrderPage = { orders: SellerOrder[]; searchAfter: string | null };

export const SELLER_ORDER_PAGE_SIZE = 20;

/** What the seller may do now: the order table's seller steps, plus the payment table's 상품 준비. */
export function sellerActionsOf(order: OrderRow): SellerAction[] {
  if (order.state === null) return [];
  const fromTable = availableActions(processes[order.process], order.state, 'seller').map((t) => t.action);
  const fromPayment =
    order.process === 'saleOrder' && order.state === 'ORDERED'
      ? availableActions(payment, order.paymentState, 'seller')
          .filter((t) => t.action === 'prepare')
          .map((t) => t.action)
      : [];
  const pickup = order.deliveryType === 'PICKUP';
  return [...fromTable, ...fromPayment]
    .filter((a): a is SellerAction => (SELLER_ACTIONS as readonly string[]).includes(a))
    .filter((a) => order.process !== 'saleOrder' || (a === 'ship' ? !pickup : a === 'readyForPickup' ? pickup : true));
}

export function toSellerOrder(order: OrderRow): SellerOrder {
  const process = processes[order.process];
  const state = order.state ?? 'PENDING';
  const period = order.rentalPeriod;
  return {
    id: order.id,
    process: order.process,
    state,
    stateLabel: process.states[state]?.label ?? payment.states.PENDING.label,
    paymentState: order.paymentState,
    paymentStateLabel: payment.states[order.paymentState as keyof typeof payment.states]?.label ?? order.paymentState,
    itemId: order.itemId,
    itemName: order.itemName,
    totalPrice: order.totalPrice,
    ordererName: order.ordererName,
    ordererPhone: order.ordererPhone,
    deliveryType: order.deliveryType,
    // daterange text is '[start,end)': the end is exclusive, the screen shows the last day.
    rentalStartDate: period ? period.slice(1, 11) : null,
    rentalEndDate: period ? addDays(period.slice(12, 22), -1) : null,
    shipping: order.shipping ?? null,
    carrier: order.carrier,
    invoiceNumber: order.invoiceNumber,
    cancelReason: order.cancelReason,
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    createdAt: order.createdAt.toISOString(),
    actions: sellerActionsOf(order),
  };
}

const cursorSchema = z.strictObject({
  i: z.number().int().positive(),
  s: z.number().int().positive(),
  f: z.string().max(20).nullable(),
});

/**
 * The business's paid orders, newest first (ids follow creation), optionally one state only. Orders still
 * in 결제 대기 are not the business's business yet (state is null until the money is there).
 */
export async function listSellerOrders(
  db: Db,
  businessId: number,
  status: SellerOrderState | null,
  searchAfter: string | null,
  size: number = SELLER_ORDER_PAGE_SIZE
): Promise<SellerOrderPage> {
  const after = searchAfter === null ? null : openCursor('seller-orders', searchAfter, cursorSchema);
  if (after && (after.s !== businessId || after.f !== status)) rejectCursor();
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        status === null ? isNotNull(orders.state) : eq(orders.state, status),
        after ? lt(orders.id, after.i) : undefined
      )
    )
    .orderBy(desc(orders.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    orders: page.map(toSellerOrder),
    searchAfter:
      rows.length > size && last ? sealCursor('seller-orders', { i: last.id, s: businessId, f: status }) : null,
  };
}
