import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { popularityScore, type Candidate } from './ranking';
import type { CategoryScope } from './categoryScope';

/** Model page views of the last two weeks make an item "popular now" (counted into model_popularity by the affinity job). */
export const POPULARITY_WINDOW_DAYS = 14;
/** The popularity pool kept per category: far more than 30, so personal picks and view limits have room. */
const POOL_SIZE = 200;
/** Popularity is the same for every visitor: one query per category and process every minute. */
const POOL_TTL_MS = 60_000;

const idList = (ids: readonly number[]): SQL => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * One available item per model (the most reviewed, then the best rated, then the cheapest), and
 * every model-less service item on its own: a recommendation list of thirty cards should show
 * thirty different products, not one model from ten stores.
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

type PoolEntry = { at: number; pool: Promise<Candidate[]>; refreshing: boolean };
const pools = new WeakMap<Db, Map<string, PoolEntry>>();

function loadPool(db: Db, scope: CategoryScope): Promise<Candidate[]> {
  return queryRows<Candidate>(db, representativesSql(scope, null)).then((rows) =>
    rows.map((r) => ({ ...r, score: popularityScore(r) }))
      .sort((a, b) => b.score - a.score || a.itemId - b.itemId)
      .slice(0, POOL_SIZE)
      .map(({ score: _score, ...candidate }) => candidate));
}

/**
 * The category's most popular representatives, cached per process. A broad category at scale
 * (23,000 road items) takes a few hundred milliseconds to rank, so after the first request a stale
 * pool is still served while one refresh runs in the background (stale-while-revalidate): no
 * visitor waits for it again, and popularity is at most a minute or two behind.
 */
export function popularCandidates(db: Db, scope: CategoryScope): Promise<Candidate[]> {
  let cache = pools.get(db);
  if (!cache) pools.set(db, (cache = new Map()));
  const entries = cache;
  const hit = entries.get(scope.key);
  if (hit && (Date.now() - hit.at < POOL_TTL_MS || hit.refreshing)) return hit.pool;
  if (hit) {
    hit.refreshing = true;
    loadPool(db, scope)
      .then((pool) => entries.set(scope.key, { at: Date.now(), pool: Promise.resolve(pool), refreshing: false }))
      .catch(() => { hit.refreshing = false; });
    return hit.pool;
  }
  const pool = loadPool(db, scope);
  entries.set(scope.key, { at: Date.now(), pool, refreshing: false });
  pool.catch(() => entries.delete(scope.key));
  return pool;
}

/** Representatives of specific models in the scope (models a visitor's history points at). */
export async function candidatesForModels(db: Db, scope: CategoryScope, modelIds: readonly number[]): Promise<Candidate[]> {
  if (modelIds.length === 0) return [];
  return queryRows<Candidate>(db, representativesSql(scope, modelIds));
}
