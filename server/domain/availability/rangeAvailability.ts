import { sql, type SQL } from 'drizzle-orm';
import { addDays, BOOKING_DAYS_AHEAD } from '@/lib/calendar/dateKeys';
import { MAX_RANGE_DAYS, rangeDays } from '@/lib/rentalRange/rentalRange';
import { RENTAL_DISCOUNT_LIMITS, rentalDiscountAmount, type RentalDiscountTerms } from '@/lib/item/rentalDiscount';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';

/**
 * Whether an item can be rented for a whole range, as SQL over any list of items (issue 31 §1). The
 * rule is checkout's, stated once here for lists (docs/architecture.md §14 Availability by range):
 * an item is free for [start, end] exactly when checkout would accept a one-unit order of it for
 * those dates (server/domain/checkout/checkoutSelection.ts loadCheckoutContext):
 * - every day passes lib/calendar/bookingRules.ts disableReasonOf: not before today, not after
 *   today + BOOKING_DAYS_AHEAD, the item not sold out, the business open that weekday and the day
 *   not one of its listed closed dates;
 * - one item unit (unit_no 1…stock) is free over the whole blocked range [start, end + 1 + the
 *   business's turnaround days), no booking other than CANCELLED overlapping it (HELD holds and
 *   MAINTENANCE blocks count), as server/domain/item/availability.ts freeUnitsForRange reads it;
 * - for an item with required options, also one unit of at least one of them likewise.
 * Its units for the range are bookableUnits(freeUnitsForRange(…)): the free item units, no more
 * than the required options' free units together. A rental item of a business that is not
 * suspended, with status AVAILABLE, is the only kind that can be free.
 */

/** The blocked range a new booking of `range` would take, with the business's buffer (`avl_s` = businesses). */
const blockedOf = (range: RentalRange) =>
  sql`daterange(${range.start}::date, ${addDays(range.end, 1)}::date + avl_s.turnaround_days::int, '[)')`;

/** The range's own part of the day rule, a constant: not past, within the window, no longer than one order books. */
function rangeAllowed(range: RentalRange, today: string): boolean {
  return (
    range.start >= today &&
    range.end <= addDays(today, BOOKING_DAYS_AHEAD) &&
    range.end >= range.start &&
    rangeDays(range) <= MAX_RANGE_DAYS
  );
}

/** The day rule without units: the window is a constant of the range, the rest is the item's and its business's. */
function daysOpenSql(range: RentalRange, today: string): SQL {
  if (!rangeAllowed(range, today)) return sql`false`;
  return sql`avl_i.status = 'AVAILABLE' AND NOT EXISTS (
    SELECT 1 FROM generate_series(${range.start}::date, ${range.end}::date, interval '1 day') AS avl_d(day)
    WHERE NOT avl_s.opening_hours @> jsonb_build_array(jsonb_build_object('weekday', extract(dow FROM avl_d.day)::int))
      OR avl_s.closed_dates @> to_jsonb(to_char(avl_d.day, 'YYYY-MM-DD')))`;
}

/** Item units free over the whole blocked range. */
function freeItemUnitsSql(range: RentalRange): SQL {
  return sql`(SELECT count(*) FROM generate_series(1, greatest(avl_i.stock, 0)) AS avl_u(unit_no)
    WHERE NOT EXISTS (SELECT 1 FROM rental_bookings avl_b
      WHERE avl_b.item_id = avl_i.id AND avl_b.unit_no = avl_u.unit_no AND avl_b.status <> 'CANCELLED' AND avl_b.blocked && ${blockedOf(range)}))`;
}

/** Required-option units free over the whole blocked range, all options together; null when the item has none. */
function freeOptionUnitsSql(range: RentalRange): SQL {
  return sql`(SELECT sum((SELECT count(*) FROM generate_series(1, greatest(avl_o.stock, 0)) AS avl_u(unit_no)
      WHERE NOT EXISTS (SELECT 1 FROM rental_bookings avl_b
        WHERE avl_b.option_id = avl_o.id AND avl_b.option_unit_no = avl_u.unit_no AND avl_b.status <> 'CANCELLED' AND avl_b.blocked && ${blockedOf(range)})))
    FROM item_options avl_o WHERE avl_o.item_id = avl_i.id AND avl_o.kind = 'REQUIRED')`;
}

function unitsSql(range: RentalRange, today: string): SQL {
  return sql`CASE WHEN ${daysOpenSql(range, today)}
    THEN least(${freeItemUnitsSql(range)}, coalesce(${freeOptionUnitsSql(range)}, ${freeItemUnitsSql(range)})) ELSE 0 END`;
}

const itemScope = (itemId: SQL) => sql`FROM items avl_i JOIN businesses avl_s ON avl_s.id = avl_i.business_id
  WHERE avl_i.id = ${itemId} AND avl_i.deal_type = 'RENTAL' AND avl_s.suspended_at IS NULL`;

/**
 * An SQL boolean: the item `itemId` (an SQL expression, e.g. sql`s.id`) is free for the whole range.
 * Read from item_range_availability (migration 0036, kept by triggers in the transaction of every
 * write): a rental of D days may start on a day when that day's byte is at least D. An EXISTS, so a
 * list with many candidates gets a semi-join over the table instead of a lookup per row. No row, a
 * start before the row's base or past its stored days reads as not free (fail closed).
 */
export function itemFreeForRangeSql(itemId: SQL, range: RentalRange, today: string): SQL {
  if (!rangeAllowed(range, today)) return sql`false`;
  const offset = sql`(${range.start}::date - avl_a.base)`;
  return sql`EXISTS (SELECT 1 FROM item_range_availability avl_a WHERE avl_a.item_id = ${itemId}
    AND CASE WHEN ${offset} BETWEEN 0 AND length(avl_a.runs) - 1 THEN get_byte(avl_a.runs, ${offset}) >= ${rangeDays(range)}::int ELSE false END)`;
}

/**
 * An SQL int: the units one order could book of the item for the range (0 when not free), counted
 * unit by unit from rental_bookings as checkout counts them: for a page's rows, not for filtering
 * thousands of candidates (itemFreeForRangeSql is for that).
 */
export function itemUnitsForRangeSql(itemId: SQL, range: RentalRange, today: string): SQL {
  return sql`CASE WHEN ${itemFreeForRangeSql(itemId, range, today)}
    THEN coalesce((SELECT ${unitsSql(range, today)} ${itemScope(itemId)}), 0) ELSE 0 END::int`;
}

/**
 * The total for the range of one unit at the per-day price a card shows (items.price), without
 * insurance: price × days less the multi-day discount, by checkout's own rule (priceSelection.ts
 * with lib/item/rentalDiscount.ts, rounded down once). A required option's surcharge is not added:
 * the card's price is the item's own per-day price (the cheapest choice when sizes cost the same),
 * and the item page adds a surcharge when that option is chosen, as it does for the per-day price.
 */
export function rangeTotal(price: number, terms: RentalDiscountTerms, days: number): number {
  const goods = price * days;
  return goods - rentalDiscountAmount(goods, terms, days);
}

/**
 * rangeTotal in SQL for a list's columns, the same rule written for the database: the 7-day percent
 * from 7 days when set, else the 3-day percent from 3 days, taken off the whole goods and rounded
 * down once (integer division of non-negative integers is floor). `days` is a constant of the range.
 */
export function rangeTotalSql(
  cols: { price: SQL; threeDayDiscountPercent: SQL; sevenDayDiscountPercent: SQL },
  days: number
): SQL {
  const goods = sql`(${cols.price})::bigint * ${days}::int`;
  const percent =
    days >= RENTAL_DISCOUNT_LIMITS.sevenDays
      ? sql`CASE WHEN ${cols.sevenDayDiscountPercent} > 0 THEN ${cols.sevenDayDiscountPercent} ELSE ${cols.threeDayDiscountPercent} END`
      : days >= RENTAL_DISCOUNT_LIMITS.threeDays
        ? cols.threeDayDiscountPercent
        : sql`0`;
  return sql`(${goods} - (${goods} * (${percent})::bigint) / 100)::int`;
}
