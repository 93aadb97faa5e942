import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, orderEvents, orderReturnImages, orderReturns } from '../../db/schema';
import {
  availableActions,
  orderReturn,
  returnDeadline,
  returnReasonRule,
  returnRefundAmount,
  withinReturnWindow,
  type Actor,
} from '@/lib/orders';
import { conditionPhoto, type ConditionPhoto } from '../seller/conditionReports';
import type { OrderRow } from '../orders/orderEffects';

/** One step of a return's timeline: the state entered and when (from its order_events rows). */
export type ReturnStep = { state: string; label: string; at: string; note: string | null };

/** A return as both sides' order details show it (docs/product.md §4 Returns and exchanges). */
export type ReturnView = {
  state: string;
  stateLabel: string;
  kind: 'RETURN' | 'EXCHANGE';
  kindLabel: string;
  reason: string;
  reasonLabel: string;
  note: string;
  photos: ConditionPhoto[];
  pickupCarrier: string | null;
  pickupInvoice: string | null;
  exchangeCarrier: string | null;
  exchangeInvoice: string | null;
  rejectReason: string | null;
  /** What a refund now would keep and give back (the rule table's fee), or the amounts the refund fixed. */
  feeAmount: number;
  refundAmount: number;
  steps: ReturnStep[];
  /** The table's actions for the viewer now: the screen's buttons. */
  actions: string[];
};

/** Whether the customer may open a return now, and until which Seoul day. */
export type ReturnOffer = { deadline: string; paidAmount: number };

export function returnOffer(order: OrderRow, hasReturn: boolean, paid: number, now: Date): ReturnOffer | null {
  if (hasReturn || order.process !== 'saleOrder' || order.state !== 'DELIVERED') return null;
  if (!withinReturnWindow(order.stateChangedAt, now)) return null;
  return { deadline: returnDeadline(order.stateChangedAt), paidAmount: paid };
}

/** The order's return as `viewer` sees it, or null; the caller has checked the order is theirs. */
export async function loadReturnView(
  db: Db,
  order: Pick<OrderRow, 'id'>,
  viewer: Exclude<Actor, 'system'>,
  paid: number
): Promise<ReturnView | null> {
  const [ret] = await db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)).limit(1);
  if (!ret) return null;
  const [photos, events] = await Promise.all([
    db
      .select({ id: images.id, width: images.width, height: images.height })
      .from(orderReturnImages)
      .innerJoin(images, eq(images.id, orderReturnImages.imageId))
      .where(eq(orderReturnImages.returnId, ret.id))
      .orderBy(asc(orderReturnImages.sortOrder)),
    db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.process, orderReturn.id)))
      .orderBy(asc(orderEvents.id)),
  ]);
  const preview = returnRefundAmount(paid, ret.reason);
  const labelOf = (state: string) =>
    Object.hasOwn(orderReturn.states, state)
      ? orderReturn.states[state as keyof typeof orderReturn.states].label
      : state;
  return {
    state: ret.state,
    stateLabel: orderReturn.states[ret.state].label,
    kind: ret.kind,
    kindLabel: ret.kind === 'EXCHANGE' ? '교환' : '반품',
    reason: ret.reason,
    reasonLabel: returnReasonRule(ret.reason).label,
    note: ret.note,
    photos: photos.map(conditionPhoto),
    pickupCarrier: ret.pickupCarrier,
    pickupInvoice: ret.pickupInvoice,
    exchangeCarrier: ret.exchangeCarrier,
    exchangeInvoice: ret.exchangeInvoice,
    rejectReason: ret.rejectReason,
    feeAmount: ret.feeAmount ?? preview.fee,
    refundAmount: ret.refundAmount ?? preview.refund,
    steps: events.map((e) => ({
      state: e.toState,
      label: labelOf(e.toState),
      at: e.createdAt.toISOString(),
      note: e.note,
    })),
    actions: [...new Set(availableActions(orderReturn, ret.state, viewer).map((t) => t.action))],
  };
}
