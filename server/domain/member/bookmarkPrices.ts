import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { BookmarkTarget } from './bookmarks';

/**
 * The price a bookmark is measured by, in one place for the bookmark list, the lowest-price alarm
 * job and the moment a bookmark is saved:
 * - a saved item: its own price (a rental item's is one day's price, compared with itself);
 * - a saved model: the cheapest offer to BUY it now, i.e. the lowest price among the model's
 *   AVAILABLE sale items. Rental items are left out on purpose: one rental day (15,000원) is not a
 *   cheaper way to own a 1,290,000원 bike, and counting it would announce a "price drop" that isn't.
 */

/**
 * The model's cheapest offer as a lateral subquery: columns id, price, origin_price (none when it has
 * no offer). SELL by default (what a bookmark is measured by); the price history also asks for RENTAL,
 * whose price is one day's (server/jobs/priceHistory.ts), so both read the one rule of an offer.
 */
export function modelOfferSql(modelId: SQL, dealType: 'SELL' | 'RENTAL' = 'SELL'): SQL {
  // A suspended business's items leave every list and the model's comparison (itemCardJoins); an
  // offer nobody can buy must not set a bookmark's price, an alarm or the price history either.
  return sql`SELECT o.id, o.price, o.origin_price FROM items o
    JOIN businesses ob ON ob.id = o.business_id AND ob.suspended_at IS NULL
    WHERE o.model_id = ${modelId} AND o.status = 'AVAILABLE' AND o.deal_type = ${dealType}
    ORDER BY o.price, o.id LIMIT 1`;
}

/** The current price of a bookmark's target, or null (a model nobody sells right now). */
export async function currentTargetPrice(db: Db, target: BookmarkTarget, id: number): Promise<number | null> {
  const query =
    target === 'ITEM'
      ? sql`SELECT i.price FROM items i WHERE i.id = ${id}`
      : sql`SELECT x.price FROM (${modelOfferSql(sql`${id}`)}) x`;
  const [row] = await queryRows<{ price: number | null }>(db, query);
  return row?.price === undefined || row.price === null ? null : Number(row.price);
}
