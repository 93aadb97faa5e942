import { FEW_UNITS_LEFT } from '@/lib/rentalRange/rentalRange';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { itemFreeForRangeSql, itemUnitsForRangeSql, rangeTotalSql } from '../availability/rangeAvailability';
import { rangeDays, type RentalRange } from '@/lib/rentalRange/rentalRange';
import type { RangeQuote } from './searchTypes';

// Item ids are passed to rangeAvailability.ts as `ix.id` / `p.id`: its subqueries name their own rows i, s, a, b, o.

/** A list's dates: the range and Seoul's today, which decides the booking window. */
export type Dated = { range: RentalRange; today: string };

/** The total for the range of a row of items under `alias`, by the one rule (rangeAvailability.ts). */
export function itemRangeTotalSql(range: RentalRange, alias: 'i' | 'ix' = 'i') {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return rangeTotalSql(
    {
      price: column('price'),
      threeDayDiscountPercent: column('three_day_discount_percent'),
      sevenDayDiscountPercent: column('seven_day_discount_percent'),
    },
    rangeDays(range)
  );
}

/** One card's quote from its total and units for the range; the units only when few are left. */
export function toRangeQuote(itemId: number, total: number, units: number, range: RentalRange): RangeQuote {
  return {
    itemId,
    total: Number(total),
    days: rangeDays(range),
    unitsLeft: Number(units) <= FEW_UNITS_LEFT ? Number(units) : null,
  };
}

/** Of `itemIds`, those free on every day of the range, in the given order. */
export async function idsFreeForRange(db: Db, itemIds: readonly number[], dated: Dated): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT ix.id FROM items ix WHERE ix.id IN (${sql.join(
      itemIds.map((id) => sql`${id}`),
      sql`, `
    )}) AND ${itemFreeForRangeSql(sql`ix.id`, dated.range, dated.today)}`
  );
  const free = new Set(rows.map((row) => row.id));
  return itemIds.filter((id) => free.has(id));
}

/** The quotes of a page of cards (by id) that are free on the range. */
export async function rangeQuotesFor(db: Db, itemIds: readonly number[], dated: Dated): Promise<RangeQuote[]> {
  if (itemIds.length === 0) return [];
  const rows = await queryRows<{ id: number; total: number; units: number }>(
    db,
    sql`SELECT ix.id, ${itemRangeTotalSql(dated.range, 'ix')} AS total,
      ${itemUnitsForRangeSql(sql`ix.id`, dated.range, dated.today)} AS units
      FROM items ix WHERE ix.id IN (${sql.join(
        itemIds.map((id) => sql`${id}`),
        sql`, `
      )})`
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return itemIds.flatMap((id) => {
    const row = byId.get(id);
    return row && Number(row.units) > 0 ? [toRangeQuote(id, row.total, row.units, dated.range)] : [];
  });
}
