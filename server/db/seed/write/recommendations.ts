import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { queryRows } from '../../rows';
import { captureVisitPages, interactionEvents } from '../../schema';
import { rebuildModelAffinities } from '../../../jobs/affinityRebuild';
import { refreshCategoryRepresentatives } from '../../../jobs/recommendationRepresentatives';
import { planRecommendationTraffic, trafficVisitorIds, type TrafficModel } from '../build/recommendationTraffic';
import type { SeedDay } from '../time';
import { insertMany } from './batch';

/**
 * The recommender's seed: a month of browsing by a few hundred anonymous visitors, then the
 * affinity rebuild, so /recommendations/{category} ranks from real co-viewing on a fresh install.
 *
 * The recommender reads the last 30 days, so the traffic ends at the KST midnight of the seeding
 * day, as `npm run seed:scale` does. Capture tables are not reset with the seed, so the earlier rows
 * of these visitors are removed first: seeding again never doubles their history.
 */
export async function writeRecommendationData(db: Db, day: SeedDay): Promise<void> {
  const until = day.midnight;
  const models = await queryRows<TrafficModel>(
    db,
    sql`
    SELECT m.id, c.key AS "categoryKey", m.brand_id AS "brandId", m.release_price AS price,
      array_agg(i.id ORDER BY i.id) AS "itemIds"
    FROM models m JOIN categories c ON c.id = m.category_id
    JOIN items i ON i.model_id = m.id AND i.status = 'AVAILABLE'
    GROUP BY m.id, c.key ORDER BY m.id`
  );
  const ids = trafficVisitorIds();
  await db.delete(captureVisitPages).where(inArray(captureVisitPages.anonyId, ids));
  await db.delete(interactionEvents).where(inArray(interactionEvents.anonyId, ids));
  const plan = planRecommendationTraffic(
    models.map((m) => ({ ...m, itemIds: m.itemIds.map(Number) })),
    until
  );
  await insertMany(db, captureVisitPages, plan.visits);
  await insertMany(db, interactionEvents, plan.interactions);
  await rebuildModelAffinities(db);
  await refreshCategoryRepresentatives(db);
}
