import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { forgetPopularCandidates, POOL_SIZE } from '../domain/recommendation/candidates';
import { categoryRepresentatives } from '../db/schema';
import { tryTransactionLock } from './advisoryLock';

/**
 * The recommender's popularity ranking per category (category_representatives), rebuilt from items,
 * their review figures and model_popularity in one set-based statement:
 * - one available item per model, the most reviewed, then the best rated, then the cheapest (a list
 *   of thirty cards shows thirty products, not one model from ten businesses), and every model-less
 *   service on its own;
 * - scored like popularityScore (server/domain/recommendation/ranking.ts): recent model page views
 *   and reviews on a log scale, the rating weighted by how many reviews stand behind it;
 * - the best POOL_SIZE of each category kept, numbered from 1.
 *
 * Ranking a broad category at scale (23,000 road items) takes a few hundred milliseconds; done here
 * every few minutes, a /recommendations page on a cache miss reads a few hundred indexed rows. The
 * table is replaced in one transaction (readers see the old ranking or the new one), and a
 * transaction-level advisory lock makes a second process skip instead of repeating the work.
 */
export const REPRESENTATIVES_LOCK_KEY = 7_240_118_402;

export type RepresentativesRefreshResult = { refreshed: boolean; rows: number; ms: number };

function refreshSql(): ReturnType<typeof sql> {
  return sql`
    WITH reps AS (
      SELECT DISTINCT ON (i.category_id, coalesce(i.model_id, -i.id))
        i.category_id, i.id AS item_id, i.model_id, i.review_count, i.rating_avg, i.price
      FROM items i
      WHERE i.status = 'AVAILABLE'
      ORDER BY i.category_id, coalesce(i.model_id, -i.id), i.review_count DESC, i.rating_avg DESC NULLS LAST, i.price, i.id
    ), scored AS (
      SELECT r.*, coalesce(p.views, 0) AS views,
        -- popularityScore: log1p(views) + 0.8 log1p(reviews) + 0.5 (rating - 4) · reviews / (reviews + 5)
        ln(1 + greatest(coalesce(p.views, 0), 0)) + 0.8 * ln(1 + greatest(r.review_count, 0))
          + 0.5 * CASE WHEN r.rating_avg IS NULL THEN 0
                       ELSE (r.rating_avg - 4) * r.review_count::float8 / (r.review_count + 5) END AS score
      FROM reps r LEFT JOIN model_popularity p ON p.model_id = r.model_id
    ), ranked AS (
      SELECT s.*, row_number() OVER (PARTITION BY s.category_id ORDER BY s.score DESC, s.item_id) AS position FROM scored s
    )
    INSERT INTO category_representatives (category_id, position, item_id, model_id, review_count, rating_avg, price, views, score, updated_at)
    SELECT category_id, position, item_id, model_id, review_count, rating_avg, price, views, score, now()
    FROM ranked WHERE position <= ${POOL_SIZE}`;
}

/** Rebuilds category_representatives; answers refreshed=false when another refresh holds the lock. */
export async function refreshCategoryRepresentatives(db: Db): Promise<RepresentativesRefreshResult> {
  const started = performance.now();
  const rows = await db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, REPRESENTATIVES_LOCK_KEY))) return null;
    await tx.execute(sql`DELETE FROM category_representatives`);
    await tx.execute(refreshSql());
    const [refreshed] = await tx.select({ n: count() }).from(categoryRepresentatives);
    return refreshed?.n ?? 0;
  });
  if (rows !== null) forgetPopularCandidates(db);
  const ms = Math.round(performance.now() - started);
  return rows === null ? { refreshed: false, rows: 0, ms } : { refreshed: true, rows, ms };
}
