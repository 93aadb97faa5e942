import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { modelOfferSql } from '../domain/member/bookmarkPrices';
import { todayInSeoul } from '@/lib/dates';

/**
 * The price history of each model (docs/product.md §3 Price history; docs/operations.md §4), written
 * by the lowest-price job (server/jobs/lowestPriceAlarms.ts) that already watches every price change:
 * - each batch of price changes lowers today's row of the models it touched (the least of the stored
 *   and the current lowest), so a row is the day's lowest whatever happened between two runs;
 * - the first run of each Seoul day snapshots every model once. Its marker row in
 *   price_history_snapshots is inserted ON CONFLICT DO NOTHING in the snapshot's own transaction: a
 *   second instance waits on the marker's key, then finds it taken and does nothing.
 * Both read the model's offer through modelOfferSql, the one rule of a model's offer.
 */

/** Rows older than this many days are purged by the housekeeping job. */
export const PRICE_HISTORY_KEEP_DAYS = 400;

/** Upserts today's row of the models `modelFilter` selects (a condition on `m`), never raising a stored price. */
function lowerRowsSql(day: string, modelFilter: SQL): SQL {
  return sql`
    INSERT INTO model_price_history (model_id, day, sale_lowest, rental_lowest)
    SELECT m.id, ${day}::date, sale.price, rental.price FROM models m
    LEFT JOIN LATERAL (${modelOfferSql(sql`m.id`, 'SELL')}) sale ON true
    LEFT JOIN LATERAL (${modelOfferSql(sql`m.id`, 'RENTAL')}) rental ON true
    WHERE ${modelFilter} AND (sale.price IS NOT NULL OR rental.price IS NOT NULL)
    ON CONFLICT (model_id, day) DO UPDATE SET
      sale_lowest = LEAST(model_price_history.sale_lowest, EXCLUDED.sale_lowest),
      rental_lowest = LEAST(model_price_history.rental_lowest, EXCLUDED.rental_lowest)`;
}

/**
 * Lowers today's rows of the models of these items; runs in the batch's transaction. Answers the
 * models whose row it wrote, for the caller to forget their kept charts after the commit.
 */
export async function lowerTodaysPrices(tx: Db, itemIds: readonly number[], now: Date): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const ids = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `
  );
  const rows = await queryRows<{ modelId: number }>(
    tx,
    sql`${lowerRowsSql(todayInSeoul(now), sql`m.id IN (SELECT i.model_id FROM items i WHERE i.id IN (${ids}))`)}
      RETURNING model_id AS "modelId"`
  );
  return rows.map((row) => Number(row.modelId));
}

/** The day's snapshot of every model, once a day across instances; answers whether this call took it. */
export async function snapshotPriceHistory(db: Db, now: Date): Promise<boolean> {
  const day = todayInSeoul(now);
  return db.transaction(async (tx) => {
    const marked = await queryRows<{ day: string }>(
      tx,
      sql`INSERT INTO price_history_snapshots (day, taken_at) VALUES (${day}::date, ${now.toISOString()}::timestamptz)
        ON CONFLICT (day) DO NOTHING RETURNING day::text`
    );
    if (marked.length === 0) return false;
    await tx.execute(lowerRowsSql(day, sql`true`));
    return true;
  });
}

/** Deletes rows (and day markers) older than the kept window; answers how many history rows went. */
export async function purgePriceHistory(db: Db, now: Date): Promise<number> {
  const cutoff = sql`${todayInSeoul(now)}::date - ${PRICE_HISTORY_KEEP_DAYS}::int`;
  await db.execute(sql`DELETE FROM price_history_snapshots WHERE day < ${cutoff}`);
  const rows = await queryRows<{ modelId: number }>(
    db,
    sql`DELETE FROM model_price_history WHERE day < ${cutoff} RETURNING model_id AS "modelId"`
  );
  return rows.length;
}
