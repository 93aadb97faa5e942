import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { modelOfferSql } from '../../../domain/member/bookmarkPrices';
import { ymd, type SeedDay } from '../time';

/** A year of history: the chart's 1년 and the 역대 최저가 span. */
const SEEDED_DAYS = 365;

/**
 * A plausible price history for every seeded model with an offer (docs/product.md §3 Price history),
 * one row a day for the last year ending at today's lowest (the same offer rule as the job:
 * modelOfferSql). Prices drift down over the year (launch price to street price) with a slow wave of
 * sales per model, so some models have been cheaper than today (역대 최저가보다 … 비싸요) and some are
 * at their low now (the 최저가 chip). Deterministic: a function of the model id and the day offset,
 * counted from the seeding day. One INSERT … SELECT keeps the seed fast.
 */
export async function writePriceHistory(db: Db, day: SeedDay): Promise<void> {
  const today = ymd(day.midnight);
  // The wave starts at zero today, so yesterday is a day's step away from today's price, not a cliff.
  const factor = sql`(1 + 0.12 * d.n / ${SEEDED_DAYS}::float8 + 0.05 * (sin(d.n / 23.0 + m.id) - sin(m.id::float8)))`;
  await db.execute(sql`
    INSERT INTO model_price_history (model_id, day, sale_lowest, rental_lowest)
    SELECT m.id, ${today}::date - d.n,
      CASE WHEN d.n = 0 OR sale.price IS NULL THEN sale.price
        ELSE greatest(1000, (round(sale.price * ${factor} / 1000) * 1000)::int) END,
      CASE WHEN d.n = 0 OR rental.price IS NULL THEN rental.price
        ELSE greatest(1000, (round(rental.price * ${factor} / 100) * 100)::int) END
    FROM models m
    LEFT JOIN LATERAL (${modelOfferSql(sql`m.id`, 'SELL')}) sale ON true
    LEFT JOIN LATERAL (${modelOfferSql(sql`m.id`, 'RENTAL')}) rental ON true
    CROSS JOIN generate_series(0, ${SEEDED_DAYS - 1}) AS d(n)
    WHERE sale.price IS NOT NULL OR rental.price IS NOT NULL`);
}
