import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { popularityScore, type Candidate } from './ranking';
import type { CategoryScope } from './categoryScope';
import { forgetEverywhere, registerForgetter } from '../../cluster/cacheBus';

/** Model page views of the last two weeks make an item "popular now" (counted into model_popularity by the affinity job). */
export const POPULARITY_WINDOW_DAYS = 14;
/** The popularity pool kept per category: far more than 30, so personal picks and view limits have room. */
export const POOL_SIZE = 200;
/** Popularity is the same for every visitor: one read per category and process every minute. */
const POOL_TTL_MS = 60_000;

const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `
  );

/**
 * One available item per model (the most reviewed, then the best rated, then the cheapest), and
 * every model-less service item on its own: a recommendation list of thirty cards should show
 * thirty different products, not one model from ten businesses.
 */
function representativesSql(scope: CategoryScope, modelIds: readonly number[] | null): SQL {
  const onlyModels = modelIds === null ? sql`` : sql`AND i.model_id IN (${idList(modelIds)})`;
  return sql`
    WITH reps AS (
      SELECT DISTINCT ON (coalesce(i.model_id, -i.id)) i.id AS "itemId", i.model_id AS "modelId",
        i.review_count AS "reviewCount", i.rating_avg AS "ratingAvg"
      FROM items i
      WHERE i.category_id IN (${idList(scope.categoryIds)}) AND i.status = 'AVAILABLE' ${onlyModels}
      ORDER BY coalesce(i.model_id, -i.id), i.review_count DESC, i.rating_avg DESC NULLS LAST, i.price, i.id
    )
    SELECT reps.*, coalesce(p.views, 0) AS views FROM reps LEFT JOIN model_popularity p ON p.model_id = reps."modelId"`;
}

type Representative = Candidate & { price: number; score: number };

/** A model keeps one representative: the most reviewed, then the best rated, then the cheapest (as representativesSql picks). */
function betterRepresentative(a: Representative, b: Representative): Representative {
  const byRating = (b.ratingAvg ?? -Infinity) - (a.ratingAvg ?? -Infinity);
  const order = b.reviewCount - a.reviewCount || byRating || a.price - b.price || a.itemId - b.itemId;
  return order <= 0 ? a : b;
}

/**
 * The scope's ranked representatives from category_representatives (refreshed by a job,
 * server/jobs/recommendationRepresentatives.ts), still available. A code scope (bike, ski) spans
 * categories: the union of their rankings holds its best POOL_SIZE, and a model found in two of them
 * keeps its better representative. Empty before the first refresh (a database just migrated): then
 * the scope is ranked here, once.
 */
async function loadPool(db: Db, scope: CategoryScope): Promise<Candidate[]> {
  const rows = await queryRows<Representative>(
    db,
    sql`
    SELECT r.item_id AS "itemId", r.model_id AS "modelId", i.review_count AS "reviewCount", i.rating_avg AS "ratingAvg",
      r.views, r.price, r.score
    FROM category_representatives r JOIN items i ON i.id = r.item_id AND i.status = 'AVAILABLE'
    WHERE r.category_id IN (${idList(scope.categoryIds)})
    ORDER BY r.score DESC, r.item_id`
  );
  if (rows.length === 0) return rankLive(db, scope);
  const byModel = new Map<number, Representative>();
  const services: Representative[] = [];
  for (const row of rows) {
    if (row.modelId === null) services.push(row);
    else
      byModel.set(row.modelId, byModel.has(row.modelId) ? betterRepresentative(byModel.get(row.modelId)!, row) : row);
  }
  return [...byModel.values(), ...services]
    .sort((a, b) => b.score - a.score || a.itemId - b.itemId)
    .slice(0, POOL_SIZE)
    .map(({ itemId, modelId, reviewCount, ratingAvg, views }) => ({ itemId, modelId, reviewCount, ratingAvg, views }));
}

/** The whole scope ranked by DISTINCT ON (what the job precomputes); only before its first refresh. */
function rankLive(db: Db, scope: CategoryScope): Promise<Candidate[]> {
  return queryRows<Candidate>(db, representativesSql(scope, null)).then((rows) =>
    rows
      .map((r) => ({ ...r, score: popularityScore(r) }))
      .sort((a, b) => b.score - a.score || a.itemId - b.itemId)
      .slice(0, POOL_SIZE)
      .map(({ score: _score, ...candidate }) => candidate)
  );
}

const pools = new WeakMap<Db, Map<string, { at: number; pool: Promise<Candidate[]> }>>();

/** The category's most popular representatives, kept per process for a minute (the job refreshes them every few). */
export function popularCandidates(db: Db, scope: CategoryScope): Promise<Candidate[]> {
  let entries = pools.get(db);
  if (!entries) pools.set(db, (entries = new Map()));
  const cache = entries;
  const hit = cache.get(scope.key);
  if (hit && Date.now() - hit.at < POOL_TTL_MS) return hit.pool;
  const pool = loadPool(db, scope);
  cache.set(scope.key, { at: Date.now(), pool });
  pool.catch(() => cache.delete(scope.key));
  return pool;
}

/** Forgets every instance's pools of a database: the job just refreshed the ranking they were read from. */
export function forgetPopularCandidates(db: Db): void {
  forgetEverywhere('popularCandidates', db, null);
}
registerForgetter('popularCandidates', (db) => {
  if (db) pools.delete(db);
});

/** Representatives of specific models in the scope (models a visitor's history points at). */
export async function candidatesForModels(
  db: Db,
  scope: CategoryScope,
  modelIds: readonly number[]
): Promise<Candidate[]> {
  if (modelIds.length === 0) return [];
  return queryRows<Candidate>(db, representativesSql(scope, modelIds));
}
