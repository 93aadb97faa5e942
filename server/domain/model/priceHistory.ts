import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { modelOfferSql } from '../member/bookmarkPrices';
import { addDayKey, carryForward, lowestOf, type PricePoint } from '@/lib/priceHistory/series';
import { todayInSeoul } from '@/lib/dates';
import { assertModelExists } from './modelSummary';
import { publicCache } from '../../cluster/publicCache';
import { registerForgetter } from '../../cluster/cacheBus';

/** The chart's longest choice (1년) and the span 역대 최저가 is measured over. */
export const PRICE_HISTORY_SHOWN_DAYS = 365;

export type ModelPriceHistory = {
  /** Every day of the last year the model has history for, oldest first, carried forward. */
  points: PricePoint[];
  /** 역대 최저가 per line: the lowest of the kept year and the current offer. */
  saleLowest: number | null;
  rentalLowest: number | null;
  /** The model's cheapest offer now (the same rule as the history: modelOfferSql). */
  currentSale: number | null;
  currentRental: number | null;
};

/**
 * The chart as the model page shows it today. It is the same for every viewer, so the day's is kept
 * (docs/architecture.md §9) and forgotten with the model's other kept parts: by a change to one of
 * its offers (server/cluster/pageChanges.ts), and by the price job's writes of the history
 * (server/jobs/lowestPriceAlarms.ts).
 */
export async function keptModelPriceHistory(db: Db, modelId: number): Promise<ModelPriceHistory> {
  const today = todayInSeoul();
  const kept = await keptHistories(db, `${modelId}@${today}`, async () => ({
    modelId,
    history: await modelPriceHistory(db, modelId),
  }));
  return kept.history;
}

const keptHistories = publicCache<{ modelId: number; history: ModelPriceHistory }>(60_000, 1000, (kept) => [
  String(kept.modelId),
]);
registerForgetter('modelDetail', (db, key) => {
  if (db) keptHistories.forget(db, key);
});

/**
 * The model page's chart (docs/product.md §3 Price history): the last year's rows plus the last row
 * before it (it carries into the year's first day), carried forward to today.
 */
export async function modelPriceHistory(db: Db, modelId: number, now: Date = new Date()): Promise<ModelPriceHistory> {
  await assertModelExists(db, modelId);
  const today = todayInSeoul(now);
  const from = addDayKey(today, -(PRICE_HISTORY_SHOWN_DAYS - 1));
  const rows = await queryRows<{ day: string; sale: number | null; rental: number | null }>(
    db,
    sql`
    SELECT h.day::text AS day, h.sale_lowest AS sale, h.rental_lowest AS rental FROM model_price_history h
    WHERE h.model_id = ${modelId} AND h.day <= ${today}::date
      AND h.day >= coalesce(
        (SELECT max(p.day) FROM model_price_history p WHERE p.model_id = ${modelId} AND p.day <= ${from}::date),
        ${from}::date)`
  );
  const [current] = await queryRows<{ sale: number | null; rental: number | null }>(
    db,
    sql`SELECT (SELECT s.price FROM (${modelOfferSql(sql`${modelId}`, 'SELL')}) s) AS sale,
      (SELECT r.price FROM (${modelOfferSql(sql`${modelId}`, 'RENTAL')}) r) AS rental`
  );
  const points = carryForward(
    rows.map((row) => ({
      day: row.day,
      sale: row.sale === null ? null : Number(row.sale),
      rental: row.rental === null ? null : Number(row.rental),
    })),
    from,
    today
  );
  const currentSale = current.sale === null ? null : Number(current.sale);
  const currentRental = current.rental === null ? null : Number(current.rental);
  const least = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
  return {
    points,
    saleLowest: least(lowestOf(points, 'sale'), currentSale),
    rentalLowest: least(lowestOf(points, 'rental'), currentRental),
    currentSale,
    currentRental,
  };
}
