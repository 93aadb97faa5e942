import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { openCursor, rejectCursor, sealCursor } from '../pagination/signedCursor';
import { parseInput } from '../parseInput';
import { itemCardsInOrder } from '../recommendation/itemCards';
import type { ItemCard } from '../item/itemCard';
import { ownPaidOrder } from './orderQueries';

/**
 * `/recommendations/popular/{paymentId}` (docs/product.md §3 Popular recommendation, §9: at most 200):
 * what others bought and viewed around this purchase — available items of the purchased item's
 * category (or its model, whatever the category) and deal type, one card per model as the category
 * recommendations do, ranked by paid orders of the model (a purchase says more than a look), model
 * page views of the popularity window and reviews, all on a log scale. The purchase itself is left
 * out. Only the buyer sees it: the list would tell others what they bought.
 */
export const POPULAR_LIMIT = 200;
export const POPULAR_PAGE_SIZE = 20;
const PURPOSE = 'popular-recommendations';

export type PopularRecommendation = {
  paymentId: number;
  itemName: string;
  totalCount: number;
  recommendationItemList: ItemCard[];
  searchAfter: string | null;
};

export const popularInput = z.object({
  searchAfter: z.string().min(1).max(400).nullish(),
  size: z.number().int().min(1).max(40).default(POPULAR_PAGE_SIZE),
});

/** The last card's score and id (keyset), how many were shown and the total of page 1, bound to the order. */
const cursorSchema = z
  .object({
    o: z.number().int().positive(),
    s: z.number().finite(),
    i: z.number().int().positive(),
    n: z.number().int().min(1).max(POPULAR_LIMIT),
    t: z.number().int().min(1).max(POPULAR_LIMIT),
  })
  .strict();

type Ranked = { itemId: number; score: number };

/** The ranking, best first: at most POPULAR_LIMIT representatives. */
export async function rankPopularAround(db: Db, itemId: number): Promise<Ranked[]> {
  const rows = await queryRows<Ranked>(
    db,
    sql`
    WITH base AS (SELECT category_id, model_id, deal_type FROM items WHERE id = ${itemId}),
    pool AS (
      SELECT i.id, i.model_id, i.review_count, i.price FROM items i, base
      WHERE i.status = 'AVAILABLE' AND i.id <> ${itemId} AND i.deal_type = base.deal_type
        AND (i.category_id = base.category_id OR i.model_id = base.model_id)
    ),
    sold AS (
      SELECT coalesce(oi.model_id, -oi.id) AS grp, count(*)::int AS n
      FROM orders o JOIN items oi ON oi.id = o.item_id, base
      WHERE o.state IS NOT NULL AND (oi.category_id = base.category_id OR oi.model_id = base.model_id)
      GROUP BY 1
    ),
    reps AS (
      SELECT DISTINCT ON (coalesce(model_id, -id)) id, model_id, review_count, coalesce(model_id, -id) AS grp
      FROM pool ORDER BY coalesce(model_id, -id), review_count DESC, price, id
    )
    SELECT reps.id AS "itemId",
      (2 * ln(1 + coalesce(sold.n, 0)) + ln(1 + coalesce(p.views, 0)) + 0.8 * ln(1 + reps.review_count))::float8 AS score
    FROM reps LEFT JOIN sold ON sold.grp = reps.grp LEFT JOIN model_popularity p ON p.model_id = reps.model_id
    ORDER BY score DESC, reps.id
    LIMIT ${POPULAR_LIMIT}`
  );
  return rows.map((r) => ({ itemId: Number(r.itemId), score: Number(r.score) }));
}

export async function popularRecommendation(
  db: Db,
  userId: number,
  paymentId: number,
  rawInput: unknown
): Promise<PopularRecommendation> {
  const input = parseInput(popularInput, rawInput);
  const order = await ownPaidOrder(db, userId, paymentId);
  const after = input.searchAfter ? openCursor(PURPOSE, input.searchAfter, cursorSchema) : null;
  if (after && after.o !== order.id) rejectCursor();
  const ranked = await rankPopularAround(db, order.itemId);
  // Page 2 continues after the last card shown (by score, then id), never past the first page's total.
  const start = after ? ranked.findIndex((r) => r.score < after.s || (r.score === after.s && r.itemId > after.i)) : 0;
  const totalCount = after ? after.t : ranked.length;
  const shown = after ? after.n : 0;
  const room = Math.max(0, totalCount - shown);
  const page = start < 0 ? [] : ranked.slice(start, start + Math.min(input.size, room));
  const last = page[page.length - 1];
  const nextShown = shown + page.length;
  const more = last !== undefined && nextShown < totalCount && start + page.length < ranked.length;
  return {
    paymentId: order.id,
    itemName: order.itemName,
    totalCount,
    recommendationItemList: await itemCardsInOrder(
      db,
      page.map((r) => r.itemId),
      userId
    ),
    searchAfter: more
      ? sealCursor(PURPOSE, { o: order.id, s: last.score, i: last.itemId, n: nextShown, t: totalCount })
      : null,
  };
}
