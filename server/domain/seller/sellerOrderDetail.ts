import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { moneyLedger, orderOptions, orders } from '../../db/schema';
import { NO_RESPONSE_MINUTES, timedDeadline } from '@/lib/orders';
import { DomainError } from '@/lib/errors';
import type { OrderRow } from '../orders/orderEffects';
import { loadConditionReports, type ConditionReportView } from './conditionReports';
import { CARRIERS } from './sellerOrderAction';
import { toSellerOrder, type SellerOrder } from './sellerOrders';

/**
 * The console's reads of single orders (issue 17 §1): the requests to answer and one order or
 * reservation with what the seller can do next. Another business's order is NOT_FOUND: a seller
 * learns nothing about orders that are not theirs, not even that they exist.
 */
export type SellerOrderLine = { name: string; optionType: number; amount: number; unitPrice: number };

export type SellerRequest = {
  order: SellerOrder;
  /** When the 4,320-minute no-response job refuses it for the business (ISO). */
  respondBy: string;
  /** Whole minutes left at the time of the answer (0 once due): the screen shows it without a clock of its own. */
  minutesLeft: number;
};

export type SellerOrderDetail = {
  order: SellerOrder;
  lines: SellerOrderLine[];
  /** Won charged so far: what a business's cancellation refunds in full. */
  paidAmount: number;
  respondBy: string | null;
  minutesLeft: number | null;
  conditionReports: ConditionReportView[];
  /** Which report the seller can write now (a rental 예약 완료 without that report yet). */
  canRecordHandOver: boolean;
  canRecordReturn: boolean;
  carriers: string[];
};

export const SELLER_REQUEST_LIMIT = 100;

function deadline(
  order: Pick<OrderRow, 'stateChangedAt' | 'deadlineExtensionMinutes'>,
  now: Date
): { respondBy: string; minutesLeft: number } {
  const due = timedDeadline(order.stateChangedAt, NO_RESPONSE_MINUTES, order.deadlineExtensionMinutes).getTime();
  return {
    respondBy: new Date(due).toISOString(),
    minutesLeft: Math.max(0, Math.floor((due - now.getTime()) / 60_000)),
  };
}

const waiting = (order: OrderRow) => order.process === 'rentalReservation' && order.state === 'WAITING';

/** The business's unanswered rental requests, the one the job would refuse first at the top. */
export async function listSellerRequests(db: Db, businessId: number, now: Date = new Date()): Promise<SellerRequest[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.process, 'rentalReservation'), eq(orders.state, 'WAITING')))
    .orderBy(asc(orders.stateChangedAt), asc(orders.id))
    .limit(SELLER_REQUEST_LIMIT);
  return rows.map((order) => ({ order: toSellerOrder(order), ...deadline(order, now) }));
}

async function paidAmount(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ paid: sql<number>`coalesce(sum(${moneyLedger.amount}), 0)::int` })
    .from(moneyLedger)
    .where(and(eq(moneyLedger.orderId, orderId), eq(moneyLedger.kind, 'CHARGE')));
  return Number(row?.paid ?? 0);
}

/** One order of the seller's business as the console's detail screens show it. */
export async function sellerOrderDetail(
  db: Db,
  businessId: number,
  orderId: number,
  now: Date = new Date()
): Promise<SellerOrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  // Unpaid orders are not the business's business yet (the list hides them too).
  if (!order || order.businessId !== businessId || order.state === null)
    throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
  const lines = await db
    .select()
    .from(orderOptions)
    .where(eq(orderOptions.orderId, order.id))
    .orderBy(asc(orderOptions.id));
  const paid = await paidAmount(db, order.id);
  const reports = await loadConditionReports(db, order.id);
  const reserved = order.process === 'rentalReservation' && order.state === 'RESERVED';
  const due = waiting(order) ? deadline(order, now) : null;
  return {
    order: toSellerOrder(order),
    lines: lines.map((l) => ({ name: l.name, optionType: l.optionType, amount: l.amount, unitPrice: l.unitPrice })),
    paidAmount: paid,
    respondBy: due?.respondBy ?? null,
    minutesLeft: due?.minutesLeft ?? null,
    conditionReports: reports,
    canRecordHandOver: reserved && !reports.some((r) => r.stage === 'CHECK_OUT'),
    canRecordReturn: reserved && !reports.some((r) => r.stage === 'CHECK_IN'),
    carriers: [...CARRIERS],
  };
}
