import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { modelFitSizes } from '../../db/schema';
import { bikeKind, frameSizeRuns } from '@/lib/fit/frameSize';
import { FIT_LIMITS } from '@/lib/fit/profile';

type GeometryRow = { name: string; values: string[] };

/** A model as the derived rows need it: its category decides the chart, its geometry the sizes. */
export type ModelGeometry = { modelId: number; categoryKey: string; geometry: GeometryRow[] | null };

/**
 * Rewrites model_fit_sizes for these models from their geometry (docs/product.md §3 Fit profile).
 * Whoever writes models.geometry calls this in the same transaction, so the 내 사이즈 filter and the
 * model page's 내 추천 사이즈 read one rule (lib/fit/frameSize.ts) and never disagree.
 */
export async function writeModelFitSizes(db: Db, list: readonly ModelGeometry[]): Promise<number> {
  if (list.length === 0) return 0;
  const rows = list.flatMap((m) =>
    bikeKind(m.categoryKey) == null
      ? []
      : frameSizeRuns(m.categoryKey, m.geometry, FIT_LIMITS.heightCm).map((run) => ({ modelId: m.modelId, ...run }))
  );
  await db.transaction(async (tx) => {
    const ids = list.map((m) => m.modelId);
    await tx.delete(modelFitSizes).where(inArray(modelFitSizes.modelId, ids));
    // A few rows per model; batches keep one statement's parameters well under PostgreSQL's limit.
    for (let at = 0; at < rows.length; at += 2000) await tx.insert(modelFitSizes).values(rows.slice(at, at + 2000));
  });
  return rows.length;
}

/**
 * At start-up (server/db/index.ts): models whose geometry has no derived rows yet, which is every
 * sized bike of a database seeded before model_fit_sizes existed. A one-size model has no rows and is
 * looked at again at each start; that costs one query and a table lookup per model, nothing written.
 */
export async function fillMissingModelFitSizes(db: Db): Promise<number> {
  const missing = await queryRows<ModelGeometry>(
    db,
    sql`SELECT m.id AS "modelId", c.key AS "categoryKey", m.geometry
      FROM models m JOIN categories c ON c.id = m.category_id
      WHERE m.geometry IS NOT NULL AND NOT EXISTS (SELECT 1 FROM model_fit_sizes f WHERE f.model_id = m.id)`
  );
  const sized = missing.filter((m) => bikeKind(m.categoryKey) != null);
  return sized.length === 0 ? 0 : writeModelFitSizes(db, sized);
}
