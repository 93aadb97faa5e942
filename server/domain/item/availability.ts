import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

/**
 * Free rental units per day: the item's stock minus the bookings that are not cancelled and whose
 * blocked range (the period plus the business's turnaround buffer) contains the day, and no more than
 * its required options have free: per option, the option's stock minus the option's bookings on the
 * day (a shop with three size-M bikes has none left once three are out, whatever the item's stock).
 * With `optionId`, that option's own free units (still capped by the item's); without, the sum over
 * the item's required options (an item without any counts its own units only). HELD rows of
 * payments in progress count: the unit is taken until the hold expires. One statement over
 * generate_series, so a 90-day window is one round trip; the joins are served by
 * rental_bookings_item_idx and rental_bookings_option_idx. Days are Asia/Seoul dates, as the
 * periods are. Never negative, even if stock was lowered below what is already booked.
 */
export async function freeUnitsByDay(
  db: Db,
  itemId: number,
  from: string,
  to: string,
  optionId: number | null = null
): Promise<Map<string, number>> {
  if (from > to) return new Map();
  const rows = await queryRows<{ date: string; free: number }>(
    db,
    sql`
    WITH days AS (SELECT d.day::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)),
    item_free AS (
      SELECT days.day, i.stock - count(b.id) AS free
      FROM items i CROSS JOIN days
      LEFT JOIN rental_bookings b ON b.item_id = i.id AND b.status <> 'CANCELLED' AND b.blocked @> days.day
      WHERE i.id = ${itemId}
      GROUP BY days.day, i.stock
    ),
    option_free AS (
      SELECT days.day, sum(greatest(o.stock - (
        SELECT count(*) FROM rental_bookings b WHERE b.option_id = o.id AND b.status <> 'CANCELLED' AND b.blocked @> days.day
      ), 0)) AS free
      FROM item_options o CROSS JOIN days
      WHERE o.item_id = ${itemId} AND o.kind = 'REQUIRED' AND (${optionId}::int IS NULL OR o.id = ${optionId}::int)
      GROUP BY days.day
    )
    SELECT to_char(f.day, 'YYYY-MM-DD') AS date, greatest(least(f.free, coalesce(o.free, f.free)), 0)::int AS free
    FROM item_free f LEFT JOIN option_free o ON o.day = f.day
    ORDER BY f.day`
  );
  return new Map(rows.map((row) => [row.date, Number(row.free)]));
}

/**
 * The unit numbers free for a whole rental range [start, endExclusive + buffer), lowest first: the
 * item's numbers no active booking overlaps, and per required option of the item its own numbers
 * likewise. A checkout may book `amount` of an option when both that option's list and the item's
 * cover it; the hold takes the first numbers of each (the exclusion constraints check them).
 */
export type RangeFreeUnits = { item: number[]; options: Map<number, number[]> };

export async function freeUnitsForRange(
  db: Db,
  itemId: number,
  start: string,
  endExclusive: string,
  bufferDays: number
): Promise<RangeFreeUnits> {
  const blocked = sql`daterange(${start}::date, ${endExclusive}::date + ${bufferDays}::int, '[)')`;
  const rows = await queryRows<{ optionId: number | null; units: number[] | null }>(
    db,
    sql`
    SELECT NULL::int AS "optionId", array_agg(u.unit_no ORDER BY u.unit_no) AS units
    FROM items i, generate_series(1, greatest(i.stock, 0)) AS u(unit_no)
    WHERE i.id = ${itemId} AND NOT EXISTS (
      SELECT 1 FROM rental_bookings b
      WHERE b.item_id = i.id AND b.unit_no = u.unit_no AND b.status <> 'CANCELLED' AND b.blocked && ${blocked})
    UNION ALL
    SELECT o.id, array_agg(u.unit_no ORDER BY u.unit_no) FILTER (WHERE u.unit_no IS NOT NULL)
    FROM item_options o
    LEFT JOIN LATERAL generate_series(1, greatest(o.stock, 0)) AS u(unit_no) ON NOT EXISTS (
      SELECT 1 FROM rental_bookings b
      WHERE b.option_id = o.id AND b.option_unit_no = u.unit_no AND b.status <> 'CANCELLED' AND b.blocked && ${blocked})
    WHERE o.item_id = ${itemId} AND o.kind = 'REQUIRED'
    GROUP BY o.id`
  );
  const numbers = (units: number[] | null) => (units ?? []).map(Number);
  return {
    item: numbers(rows.find((r) => r.optionId === null)?.units ?? null),
    options: new Map(rows.filter((r) => r.optionId !== null).map((r) => [Number(r.optionId), numbers(r.units)])),
  };
}

/** Units one order could still book over the range: the item's, no more than its required options have together. */
export function bookableUnits(free: RangeFreeUnits): number {
  if (free.options.size === 0) return free.item.length;
  const optionUnits = [...free.options.values()].reduce((sum, units) => sum + units.length, 0);
  return Math.min(free.item.length, optionUnits);
}
