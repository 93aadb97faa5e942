import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { models } from './catalog';

/**
 * Each model's daily lowest prices across stores (docs/product.md §3 Price history): the lowest SALE
 * price and the lowest RENTAL day-price of its published, available offers on one Seoul day, written
 * by the lowest-price job (server/jobs/priceHistory.ts) and kept 400 days (server/jobs/accountHousekeeping.ts).
 * A day without a row means "unchanged": readers carry the last row forward. A null column is a day
 * the model had no offer of that kind.
 */
export const modelPriceHistory = pgTable(
  'model_price_history',
  {
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    /** The Seoul calendar day. */
    day: date({ mode: 'string' }).notNull(),
    saleLowest: integer(),
    rentalLowest: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.day] }),
    check('model_price_history_not_negative', sql`${t.saleLowest} >= 0 AND ${t.rentalLowest} >= 0`),
  ]
);

/**
 * One row per Seoul day whose full snapshot was taken: the first job run of the day inserts it ON
 * CONFLICT DO NOTHING in the snapshot's transaction, so several instances and repeated runs take
 * exactly one snapshot a day.
 */
export const priceHistorySnapshots = pgTable('price_history_snapshots', {
  day: date({ mode: 'string' }).primaryKey(),
  takenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
