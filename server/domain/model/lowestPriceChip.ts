import { sql, type SQL } from 'drizzle-orm';

/** The chip looks back this many days, and a model needs this many days of history to show it. */
export const CHIP_WINDOW_DAYS = 90;
export const CHIP_MIN_HISTORY_DAYS = 30;

/**
 * The item card's 최저가 chip (docs/product.md §3 Price history), a column over `items i`: the
 * item is on sale and its price is at or below its model's lowest of the last 90 days for its deal
 * type (sale price, or rental day-price). The window starts with the last row on or before its first
 * day, which carries into it (days without a row are unchanged). A model whose history is younger
 * than 30 days has no low to be at, so a new model never claims one. One subquery per row of the
 * list's own query, on the history's primary key: no query per card.
 */
export function lowestPriceChipSql(): SQL<boolean> {
  const today = sql`(now() AT TIME ZONE 'Asia/Seoul')::date`;
  const windowStart = sql`${today} - ${CHIP_WINDOW_DAYS - 1}::int`;
  return sql<boolean>`coalesce((
    SELECT i.price <= min(CASE WHEN i.deal_type = 'SELL' THEN h.sale_lowest ELSE h.rental_lowest END)
    FROM model_price_history h
    WHERE h.model_id = i.model_id AND h.day <= ${today}
      AND h.day >= coalesce(
        (SELECT max(p.day) FROM model_price_history p WHERE p.model_id = i.model_id AND p.day <= ${windowStart}),
        ${windowStart})
      AND EXISTS (
        SELECT 1 FROM model_price_history f
        WHERE f.model_id = i.model_id AND f.day <= ${today} - ${CHIP_MIN_HISTORY_DAYS - 1}::int)
  ), false) AND i.status = 'AVAILABLE'`;
}
