import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { POPULARITY_WINDOW_DAYS } from '../domain/recommendation/candidates';
import { modelAffinities } from '../db/schema';
import { tryTransactionLock } from './advisoryLock';

/** The older of the two tables' newest updated_at (raw: a CASE over two aggregates). */
type LastRebuildRow = { at: Date | string | null };

/**
 * "Viewed together" between catalogue models, rebuilt from the capture tables in one set-based
 * statement (model_affinities is read by the recommender, a few indexed rows per viewed model).
 *
 * - Touches: page views of a model or of one of its items (capture_visit_pages) and interaction
 *   events (interaction_events), of the last AFFINITY_WINDOW_DAYS days, per anonymous id.
 * - Sessions: an anonymous id's touches split where it was idle for more than SESSION_GAP; a
 *   session is a basket of distinct models. Baskets of more than MAX_BASKET models are crawlers or
 *   shared kiosks, not one person comparing: they are left out (they would also make pairs grow
 *   quadratically).
 * - Score: cosine of the two models' basket sets, co / sqrt(n_a · n_b), so a model everybody opens
 *   (the home page's first card) does not become "related" to everything. Pairs seen together in
 *   fewer than MIN_SUPPORT baskets are noise and dropped. Only the TOP_K best per model are kept.
 *
 * The whole table is replaced in one transaction: readers see the old scores or the new ones,
 * never a half-built table. A transaction-level advisory lock makes a second process (or a second
 * timer tick) skip instead of rebuilding the same thing at the same time. Rebuilding twice from the
 * same events gives the same rows, so the job is safe to repeat.
 */
export const AFFINITY_WINDOW_DAYS = 30;
export const SESSION_GAP_MINUTES = 30;
export const MAX_BASKET = 40;
export const MIN_SUPPORT = 2;
export const TOP_K = 20;

/** Any fixed 64-bit key, distinct from the seed's. */
export const AFFINITY_LOCK_KEY = 7_240_118_377;

export type AffinityRebuildResult = { rebuilt: boolean; pairs: number; ms: number };

function rebuildSql(windowDays: number): ReturnType<typeof sql> {
  return sql`
    WITH touches AS (
      SELECT v.anony_id, coalesce(v.model_id, i.model_id) AS model_id, v.created_at
      FROM capture_visit_pages v
      LEFT JOIN items i ON v.model_id IS NULL AND i.id = v.item_id
      WHERE v.created_at >= now() - make_interval(days => ${windowDays})
        AND v.anony_id IS NOT NULL AND (v.model_id IS NOT NULL OR v.item_id IS NOT NULL)
      UNION ALL
      SELECT e.anony_id, e.model_id, e.created_at
      FROM interaction_events e
      WHERE e.created_at >= now() - make_interval(days => ${windowDays})
    ),
    marked AS (
      SELECT anony_id, model_id, created_at,
        CASE WHEN created_at - lag(created_at) OVER (PARTITION BY anony_id ORDER BY created_at)
          <= make_interval(mins => ${SESSION_GAP_MINUTES}) THEN 0 ELSE 1 END AS starts
      FROM touches WHERE model_id IS NOT NULL
    ),
    sessions AS (
      SELECT anony_id, model_id,
        sum(starts) OVER (PARTITION BY anony_id ORDER BY created_at ROWS UNBOUNDED PRECEDING) AS sid
      FROM marked
    ),
    baskets AS (
      SELECT DISTINCT anony_id, sid, model_id FROM sessions
    ),
    sized AS (
      SELECT anony_id, sid, model_id, count(*) OVER (PARTITION BY anony_id, sid) AS size FROM baskets
    ),
    kept AS (
      SELECT anony_id, sid, model_id FROM sized WHERE size BETWEEN 2 AND ${MAX_BASKET}
    ),
    occurrences AS (
      SELECT model_id, count(*)::float8 AS n FROM kept GROUP BY model_id
    ),
    pairs AS (
      SELECT a.model_id AS model_id, b.model_id AS related_model_id, count(*)::float8 AS co
      FROM kept a JOIN kept b ON b.anony_id = a.anony_id AND b.sid = a.sid AND b.model_id <> a.model_id
      GROUP BY a.model_id, b.model_id
      HAVING count(*) >= ${MIN_SUPPORT}
    ),
    scored AS (
      SELECT p.model_id, p.related_model_id, p.co / sqrt(oa.n * ob.n) AS score
      FROM pairs p
      JOIN occurrences oa ON oa.model_id = p.model_id
      JOIN occurrences ob ON ob.model_id = p.related_model_id
    ),
    ranked AS (
      SELECT model_id, related_model_id, score,
        row_number() OVER (PARTITION BY model_id ORDER BY score DESC, related_model_id) AS rn
      FROM scored
    )
    INSERT INTO model_affinities (model_id, related_model_id, score, updated_at)
    SELECT r.model_id, r.related_model_id, r.score, now()
    FROM ranked r
    -- Events may name a model that was deleted since: only pairs of existing models are kept.
    JOIN models ma ON ma.id = r.model_id
    JOIN models mb ON mb.id = r.related_model_id
    WHERE r.rn <= ${TOP_K}`;
}

/** Model page views of the popularity window per existing model (the recommender's "popular now"). */
function popularitySql(): ReturnType<typeof sql> {
  return sql`
    INSERT INTO model_popularity (model_id, views, updated_at)
    SELECT v.model_id, count(*)::int, now()
    FROM capture_visit_pages v JOIN models m ON m.id = v.model_id
    WHERE v.created_at >= now() - make_interval(days => ${POPULARITY_WINDOW_DAYS})
    GROUP BY v.model_id`;
}

/** Rebuilds model_affinities and model_popularity; answers rebuilt=false when another rebuild holds the lock. */
export async function rebuildModelAffinities(
  db: Db,
  windowDays: number = AFFINITY_WINDOW_DAYS
): Promise<AffinityRebuildResult> {
  const started = performance.now();
  const outcome = await db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, AFFINITY_LOCK_KEY))) return null;
    await tx.execute(sql`DELETE FROM model_affinities`);
    await tx.execute(rebuildSql(windowDays));
    await tx.execute(sql`DELETE FROM model_popularity`);
    await tx.execute(popularitySql());
    const [pairs] = await tx.select({ n: count() }).from(modelAffinities);
    return pairs?.n ?? 0;
  });
  const ms = Math.round(performance.now() - started);
  return outcome === null ? { rebuilt: false, pairs: 0, ms } : { rebuilt: true, pairs: outcome, ms };
}

/** When the scores and the popularity were last rebuilt (null when either table is empty, e.g. just after a migration). */
export async function lastAffinityRebuild(db: Db): Promise<Date | null> {
  const [row] = await queryRows<LastRebuildRow>(
    db,
    sql`
    SELECT CASE WHEN a.at IS NULL OR p.at IS NULL THEN NULL ELSE least(a.at, p.at) END AS at
    FROM (SELECT max(updated_at) AS at FROM model_affinities) a, (SELECT max(updated_at) AS at FROM model_popularity) p`
  );
  return row?.at ? new Date(row.at) : null;
}
