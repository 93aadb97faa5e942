import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

/**
 * Free rental units per day: the item's stock minus the bookings that are not cancelled and whose
 * blocked range (the period plus the store's turnaround buffer) contains the day. HELD rows of
 * payments in progress count: the unit is taken until the hold expires. One statement over generate_series, so a 90-day window is one round trip; the
 * join is served by rental_bookings_item_idx (item_id, status). Days are Asia/Seoul dates, as the
 * periods are. Never negative, even if stock was lowered below what is already booked.
 */
export async function freeUnitsByDay(db: Db, itemId: number, from: string, to: string): Promise<Map<string, number>> {
  if (from > to) return new Map();
  const rows = await queryRows<{ date: string; free: number }>(db, sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date, greatest(i.stock - count(b.id), 0)::int AS free
    FROM items i
    CROSS JOIN generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
    LEFT JOIN rental_bookings b
      ON b.item_id = i.id AND b.status <> 'CANCELLED' AND b.blocked @> d.day::date
    WHERE i.id = ${itemId}
    GROUP BY d.day, i.stock
    ORDER BY d.day`);
  return new Map(rows.map((row) => [row.date, Number(row.free)]));
}
