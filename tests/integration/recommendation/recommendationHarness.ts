import type { Db } from '@/server/db/client';
import type { RequestIdentity } from '@/server/auth/identity';
import { createServiceYoga, type ServiceYoga } from '@/server/graphql/createServiceYoga';
import { itemSchema } from '@/server/graphql/item/schema';
import { pickVariant } from '@/server/domain/experiments/assignVariant';
import { recommenderFlagKey } from '@/store/featureFlagSlice';
import { planItems } from '@/server/db/seed/build/items';
import { planModels } from '@/server/db/seed/build/models';
import { planReviews } from '@/server/db/seed/build/reviews';
import { planBusinesses } from '@/server/db/seed/build/businesses';
import { planUsers } from '@/server/db/seed/build/users';
import { writeCatalog } from '@/server/db/seed/write/catalog';
import { writeItems, writeReviews, writeBusinesses } from '@/server/db/seed/write/commerce';
import { writeSite } from '@/server/db/seed/write/site';
import { writeRecommendationData } from '@/server/db/seed/write/recommendations';
import { refreshItemReviewStats } from '@/server/domain/review/itemReviewStats';
import { SeedDay } from '@/server/db/seed/time';

/** The item service as a given visitor (anonymous id, and a member when userId is set). */
export function yogaAs(db: Db, who: { anonId: string | null; userId?: number | null }): ServiceYoga {
  const identity = async (): Promise<RequestIdentity> => ({
    viewer: who.userId ? { userId: who.userId, businessId: null, sessionId: 1 } : null,
    anonId: who.anonId,
    setCookies: [],
    responseHeaders: {},
  });
  return createServiceYoga({
    name: 'item',
    schema: itemSchema,
    getDb: async () => db,
    graphqlEndpoint: '/item/v1/graphql',
    resolveIdentity: identity,
    production: false,
  });
}

/** An anonymous id (UUID form) the recommender experiment assigns to `variant` (flags are 50/50 A/B). */
export function anonIdIn(variant: 'A' | 'B', salt: string): string {
  for (let n = 0; n < 1000; n += 1) {
    const id = `00000000-0000-4000-8000-${salt.padStart(6, '0').slice(-6)}${String(n).padStart(6, '0')}`;
    if (
      pickVariant(recommenderFlagKey(process.env.NODE_ENV), id, [
        { name: 'A', weight: 50 },
        { name: 'B', weight: 50 },
      ]) === variant
    )
      return id;
  }
  throw new Error('no anonymous id found for the variant');
}

/** Today, as the seed sees it: the recommender reads the traffic of the 30 days before it. */
export const RECOMMENDATION_SEED_DAY = SeedDay.of(new Date());

/** The parts of the seed the recommender reads: catalogue, businesses, items, reviews, flags, traffic and affinities. */
export async function seedForRecommendations(db: Db, day = RECOMMENDATION_SEED_DAY): Promise<void> {
  const modelPlans = planModels(day);
  const businessPlans = planBusinesses(day);
  const itemPlans = planItems(businessPlans, modelPlans, day);
  const userPlans = planUsers(day);
  const catalog = await writeCatalog(db, modelPlans, day);
  const businessIds = await writeBusinesses(db, businessPlans);
  const { itemIds } = await writeItems(db, itemPlans, catalog, businessIds, modelPlans, businessPlans);
  await writeReviews(db, userPlans, planReviews(itemPlans, businessPlans, modelPlans, userPlans.length), itemIds);
  await refreshItemReviewStats(db);
  await writeSite(db, day);
  await writeRecommendationData(db, day);
}
