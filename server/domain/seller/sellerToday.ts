import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { NO_RESPONSE_MINUTES, timedDeadline } from '@/lib/orders';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import type { OrderRow } from '../orders/orderEffects';
import { toSellerOrder } from './sellerOrders';

/** One order on the business's day agenda, with the console page it opens. */
export type SellerTodayEntry = {
  id: number;
  kind: 'RENTAL' | 'SALE';
  state: string;
  stateLabel: string;
  itemName: string;
  ordererName: string;
  deliveryType: string;
  totalPrice: number;
  rentalStartDate: string | null;
  rentalEndDate: string | null;
  /** A return whose last day has passed and which is still out (반납 지연). */
  overdue: boolean;
  /** When a waiting request becomes 무응답 (and is refunded), for requests only. */
  deadlineAt: string | null;
  /** Whole minutes until that deadline, never below 0; null for other groups. */
  minutesLeft: number | null;
  href: string;
};

export type SellerTodayCounts = { pickups: number; returns: number; overdue: number; requests: number; toShip: number };

export type SellerToday = {
  /** The day shown (Asia/Seoul), and the server's today (the page marks and links around it). */
  date: string;
  today: string;
  pickups: SellerTodayEntry[];
  returns: SellerTodayEntry[];
  requests: SellerTodayEntry[];
  toShip: SellerTodayEntry[];
  counts: SellerTodayCounts;
};

/** A busy day's groups are shown up to this many rows each; the counts stay exact. */
export const SELLER_TODAY_LIST_LIMIT = 50;

const SHIPPED_DELIVERY = ['PARCEL', 'DELIVERY'];

/**
 * Every order of the business that could be on the agenda of `date`, in one read: reserved rentals
 * starting that day or ending by it, sales waiting at the counter or to be shipped, and requests
 * waiting for an answer. Grouping happens in TypeScript, on the same rows.
 */
function agendaRows(db: Db, businessId: number, date: string): Promise<OrderRow[]> {
  const rental = eq(orders.process, 'rentalReservation');
  const sale = eq(orders.process, 'saleOrder');
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        or(
          and(
            rental,
            eq(orders.state, 'RESERVED'),
            or(
              sql`lower(${orders.rentalPeriod}) = ${date}::date`,
              // The range's end is exclusive: a last day on or before `date` ends before `date` + 1.
              sql`upper(${orders.rentalPeriod}) <= ${addDays(date, 1)}::date`
            )
          ),
          and(rental, eq(orders.state, 'WAITING')),
          and(sale, eq(orders.state, 'AWAITING_PICKUP')),
          and(sale, eq(orders.state, 'ORDERED'), inArray(orders.deliveryType, SHIPPED_DELIVERY))
        )
      )
    )
    .orderBy(asc(orders.id));
}

function entryOf(
  row: OrderRow,
  extra: Partial<Pick<SellerTodayEntry, 'overdue' | 'deadlineAt' | 'minutesLeft'>> = {}
): SellerTodayEntry {
  const order = toSellerOrder(row);
  const kind = row.process === 'rentalReservation' ? 'RENTAL' : 'SALE';
  return {
    id: order.id,
    kind,
    state: order.state,
    stateLabel: order.stateLabel,
    itemName: order.itemName,
    ordererName: order.ordererName,
    deliveryType: order.deliveryType,
    totalPrice: order.totalPrice,
    rentalStartDate: order.rentalStartDate,
    rentalEndDate: order.rentalEndDate,
    overdue: false,
    deadlineAt: null,
    minutesLeft: null,
    ...extra,
    href: kind === 'RENTAL' ? `/seller/reservations/${order.id}` : `/seller/orders/${order.id}`,
  };
}

/** The 4,320-minute no-response deadline of a waiting request, counted as the timed job counts it. */
function requestEntry(row: OrderRow, now: Date): SellerTodayEntry {
  const deadline = timedDeadline(row.stateChangedAt, NO_RESPONSE_MINUTES, row.deadlineExtensionMinutes);
  const minutesLeft = Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 60_000));
  return entryOf(row, { deadlineAt: deadline.toISOString(), minutesLeft });
}

const byStart = (a: SellerTodayEntry, b: SellerTodayEntry) =>
  (a.rentalEndDate ?? '').localeCompare(b.rentalEndDate ?? '') || a.id - b.id;

/**
 * The business's day (issue 17 §1, the console's 오늘): pick-ups (rentals starting that day, and on
 * today's page the sales waiting at the counter), returns (rentals whose last day it is, and on
 * today's page the overdue ones first), requests with the time left before 무응답, and sales to
 * ship. Requests and shipments are a backlog, not a day's: they show whatever the day.
 */
export async function sellerToday(
  db: Db,
  businessId: number,
  date: string | null,
  now: Date = new Date()
): Promise<SellerToday> {
  const today = todayInSeoul(now);
  const day = date ?? today;
  const rows = await agendaRows(db, businessId, day);
  const pickups: SellerTodayEntry[] = [];
  const returns: SellerTodayEntry[] = [];
  const requests: SellerTodayEntry[] = [];
  const toShip: SellerTodayEntry[] = [];
  for (const row of rows) {
    if (row.process === 'rentalReservation' && row.state === 'WAITING') requests.push(requestEntry(row, now));
    else if (row.process === 'saleOrder' && row.state === 'ORDERED') toShip.push(entryOf(row));
    else if (row.process === 'saleOrder') {
      if (day === today) pickups.push(entryOf(row));
    } else {
      const entry = entryOf(row);
      if (entry.rentalStartDate === day) pickups.push(entry);
      if (entry.rentalEndDate === day) returns.push(entry);
      else if (day === today && entry.rentalEndDate !== null && entry.rentalEndDate < day)
        returns.push({ ...entry, overdue: true });
    }
  }
  returns.sort((a, b) => Number(b.overdue) - Number(a.overdue) || byStart(a, b));
  requests.sort((a, b) => (a.minutesLeft ?? 0) - (b.minutesLeft ?? 0) || a.id - b.id);
  const cap = (list: SellerTodayEntry[]) => list.slice(0, SELLER_TODAY_LIST_LIMIT);
  return {
    date: day,
    today,
    pickups: cap(pickups),
    returns: cap(returns),
    requests: cap(requests),
    toShip: cap(toShip),
    counts: {
      pickups: pickups.length,
      returns: returns.filter((e) => !e.overdue).length,
      overdue: returns.filter((e) => e.overdue).length,
      requests: requests.length,
      toShip: toShip.length,
    },
  };
}
