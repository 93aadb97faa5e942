import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  cardInstalmentBenefits,
  faqs,
  infoPages,
  magazineSectionContents,
  magazineSections,
  modelAffinities,
  modelPopularity,
  promotionModels,
  promotions,
  reviewImages,
  businessBookmarks,
  userLocations,
  referrals,
  referralPrograms,
  pointTransactions,
  brands,
  categories,
  communityPostModels,
  communityPosts,
  contents,
  coupons,
  itemBookmarks,
  keywordPages,
  modelBookmarks,
  rentalBookings,
  reviewHelpfuls,
  userCoupons,
  featureFlags,
  images,
  itemOptions,
  items,
  lineBanners,
  models,
  notices,
  provisions,
  reviews,
  sessions,
  businesses,
  users,
  settlementPeriods,
  modelPriceHistory,
  priceHistorySnapshots,
} from '../schema';
import { planItems } from './build/items';
import { planModels } from './build/models';
import { planReviews } from './build/reviews';
import { planBusinesses } from './build/businesses';
import { planUsers } from './build/users';
import { writeCatalog } from './write/catalog';
import { writeItems, writeReviews, writeBusinesses } from './write/commerce';
import { refreshItemReviewStats } from '../../domain/review/itemReviewStats';
import { writeSite } from './write/site';
import { writeCommunity } from './write/community';
import { writeSearch } from './write/search';
import { writeItemExtras } from './write/itemExtras';
import { writeUserLocations } from './write/userLocations';
import { writeBusinessExtras } from './write/businessExtras';
import { writeMagazineSections } from './write/magazineSections';
import { writeRecommendationData } from './write/recommendations';
import { writePromotions } from './write/promotions';
import { writeInfoPages } from './write/infoPages';
import { writeReferralProgram } from './write/referral';
import { writeSettlementHistory } from './write/settlements';
import { SeedDay } from './time';
import { writePriceHistory } from './write/priceHistory';

/**
 * Deterministic seed data: the catalogue (brands, models with drawn pictures), businesses, items with
 * options, reviewers and reviews, magazines, notices, terms, banners and experiment flags. Every
 * row is generated from fixed data, seeded random streams and the seeding day (`now` rounded down
 * to its KST midnight): every date is counted from that day, so the data never expires, and two
 * runs on the same day give identical rows.
 */
export type SeedOptions = {
  /** The moment of seeding; dates are counted from its KST day. Defaults to the clock. */
  now?: Date;
};
export type SeedSummary = {
  categories: number;
  brands: number;
  models: number;
  images: number;
  businesses: number;
  items: number;
  itemOptions: number;
  users: number;
  reviews: number;
  contents: number;
  notices: number;
  provisions: number;
  lineBanners: number;
  featureFlags: number;
  /** Wall time of planning and writing, in milliseconds. */
  ms: number;
};

/** Tables the seed owns; capture tables are analytics and survive a reset. */
const SEEDED_TABLES = [
  // The seeded history is counted from the seeding day; a reset writes it again from the new day.
  modelPriceHistory,
  priceHistorySnapshots,
  // Closed periods go with the statements the truncation of businesses cascades to.
  settlementPeriods,
  referrals,
  referralPrograms,
  pointTransactions,
  modelAffinities,
  modelPopularity,
  promotionModels,
  promotions,
  cardInstalmentBenefits,
  magazineSectionContents,
  magazineSections,
  infoPages,
  faqs,
  reviewImages,
  businessBookmarks,
  userLocations,
  rentalBookings,
  userCoupons,
  coupons,
  keywordPages,
  communityPostModels,
  communityPosts,
  reviewHelpfuls,
  itemBookmarks,
  modelBookmarks,
  reviews,
  itemOptions,
  items,
  models,
  brands,
  categories,
  contents,
  images,
  notices,
  provisions,
  lineBanners,
  featureFlags,
  sessions,
  users,
  businesses,
];

// Any fixed 64-bit key: two processes starting on one empty PostgreSQL must not both seed it.
const SEED_LOCK_KEY = 7_240_118_301;

async function writeAll(db: Db, started: number, { now = new Date() }: SeedOptions): Promise<SeedSummary> {
  const day = SeedDay.of(now);
  const modelPlans = planModels(day);
  const businessPlans = planBusinesses(day);
  const itemPlans = planItems(businessPlans, modelPlans, day);
  const userPlans = planUsers(day);
  const reviewPlans = planReviews(itemPlans, businessPlans, modelPlans, userPlans.length);

  const catalog = await writeCatalog(db, modelPlans, day);
  const businessIds = await writeBusinesses(db, businessPlans);
  const { itemIds, optionCount } = await writeItems(db, itemPlans, catalog, businessIds, modelPlans, businessPlans);
  const userIds = await writeReviews(db, userPlans, reviewPlans, itemIds);
  await refreshItemReviewStats(db);
  await writeCommunity(db, modelPlans, catalog.modelIds, userIds, day);
  await writeItemExtras(db, itemPlans, itemIds, businessPlans, day);
  const site = await writeSite(db, day);
  await writeSearch(db, day.midnight);
  await writeUserLocations(db);
  await writeBusinessExtras(db, day);
  await writeMagazineSections(db);
  await writeRecommendationData(db, day);
  await writePromotions(db, day);
  await writeInfoPages(db, day);
  await writeReferralProgram(db, day);
  await writeSettlementHistory(db, day, userIds[0]);
  await writePriceHistory(db, day);
  return {
    categories: catalog.categoryIds.size,
    brands: catalog.brandIds.size,
    models: catalog.modelIds.length,
    images: catalog.modelIds.length + catalog.groupImageCount + site.contentImages,
    businesses: businessIds.length,
    items: itemIds.length,
    itemOptions: optionCount,
    users: userPlans.length,
    reviews: reviewPlans.length,
    contents: site.contents,
    notices: site.notices,
    provisions: site.provisions,
    lineBanners: site.lineBanners,
    featureFlags: site.featureFlags,
    ms: Math.round(performance.now() - started),
  };
}

/** Inserts the whole seed in one transaction (all or nothing). Expects empty seeded tables. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  return analyzed(db, await db.transaction(async (tx) => writeAll(tx, started, options)));
}

/**
 * Fresh planner statistics after a bulk load. Without them the planner takes the new tables for
 * empty and picks nested loops (the home page's aggregates took 1.5 s instead of milliseconds);
 * PGlite has no autovacuum to catch up later. Outside the transaction: ANALYZE sees committed rows.
 */
async function analyzed<T>(db: Db, result: T): Promise<T> {
  if (result !== null) await db.execute(sql`ANALYZE`);
  return result;
}

/**
 * Seeds only a database whose catalogue is empty (called at server start). The advisory lock makes
 * concurrent starts on one PostgreSQL wait for each other; the loser then sees brands and skips.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedSummary | null> {
  const started = performance.now();
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: brands.id }).from(brands).limit(1);
    if (existing.length > 0) return null;
    return writeAll(tx, started, options);
  });
  return analyzed(db, summary);
}

/**
 * Empties the seeded tables (ids restart at 1; CASCADE also empties tables that reference them,
 * such as orders and bookmarks) and seeds again, in one transaction. Capture tables are kept.
 */
export async function resetAndSeed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const names = SEEDED_TABLES.map((t) => `"${getTableName(t)}"`).join(', ');
  const summary = await db.transaction(async (tx) => {
    // The operators' audit log refers to users and refuses TRUNCATE except in a reset
    // (migration 0019): a reset of the demo data takes the log with the users it names.
    await tx.execute(sql`SELECT set_config('ridemarket.reset', 'on', true)`);
    await tx.execute(sql.raw(`TRUNCATE TABLE ${names} RESTART IDENTITY CASCADE`));
    return writeAll(tx, started, options);
  });
  return analyzed(db, summary);
}
