import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Recomputes items.review_count and items.rating_avg from the reviews table, for the given items or
 * for every item. Every code path that writes reviews calls it in the same transaction, so lists
 * can sort by review figures without counting reviews per candidate row.
 */
export async function refreshItemReviewStats(db: Db, itemIds?: readonly number[]): Promise<void> {
  if (itemIds && itemIds.length === 0) return;
  const only = (column: string) =>
    itemIds
      ? sql`AND ${sql.raw(column)} IN (${sql.join(
          itemIds.map((id) => sql`${id}`),
          sql`, `
        )})`
      : sql``;
  await db.execute(sql`
    UPDATE items i SET review_count = coalesce(r.n, 0), rating_avg = r.a
    FROM items x
    LEFT JOIN (SELECT item_id, count(*)::int AS n, avg(rating)::float8 AS a FROM reviews WHERE hidden_at IS NULL AND deleted_at IS NULL ${only('item_id')} GROUP BY item_id) r
      ON r.item_id = x.id
    WHERE x.id = i.id ${only('i.id')}`);
}
