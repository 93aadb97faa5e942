import { rebuildModelAffinities } from '../../../jobs/affinityRebuild';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { queryRows } from '../../rows';
import { captureEvents, captureVisitPages } from '../../schema';
import { seedIfEmpty } from '../index';
import { writeItems, writeBusinesses } from '../write/commerce';
import { insertMany } from '../write/batch';
import { readBaseCatalog, writeModels } from './base';
import { eventChunks } from './events';
import { writeScaleItemExtras } from './itemExtras';
import { itemQuotas, ShelfPlanner } from './items';
import { claimRun, finishRun, readMarker, ScaleAlreadyRunError } from './marker';
import { planScaleModels } from './models';
import { planScaleBusinesses } from './businesses';
import { SeedDay } from '../time';

/** The highest model and item ids, one round trip (two scalar subqueries, no table's columns as such). */
type MaxIdsRow = { maxModelId: number; maxItemId: number };

/**
 * `npm run seed:scale`: adds a marketplace's worth of data to a seeded database, for benchmarks —
 * ~2,000 more models (model years and trims of the real lines), ~10,000 businesses across Korea (the map benchmark's count), 100,000
 * items on their shelves (with options and search text, written by the base seed's own writers),
 * and a month of capture traffic (page views and `search_keyword` events). Deterministic: the same
 * options give the same rows. Every chunk is its own transaction, so memory stays flat and progress
 * is visible; a marker row makes a second run refuse (see marker.ts). ANALYZE at the end.
 */
export type ScaleOptions = {
  items: number;
  events: number;
  models: number;
  businesses: number;
  /** Capture traffic covers the 30 days before this moment (KST midnight of the run day in the CLI). */
  eventsUntil: Date;
  /** The seeding moment: the dates of the items (and of the base seed, if the database is empty) are counted from its KST day. */
  now: Date;
  itemChunk?: number;
  eventChunk?: number;
  log?: (line: string) => void;
};

export type ScaleSummary = {
  baseSeeded: boolean;
  models: number;
  businesses: number;
  items: number;
  itemOptions: number;
  rentalBookings: number;
  visitPages: number;
  searchEvents: number;
  ms: number;
};

const fmt = (n: number) => n.toLocaleString('en-US');

function progress(log: (line: string) => void, started: number, label: string, done: number, total: number): void {
  const pct = total === 0 ? 100 : Math.round((done / total) * 100);
  log(`  ${label} ${fmt(done)} / ${fmt(total)} (${pct}%) · ${((performance.now() - started) / 1000).toFixed(1)}s`);
}

export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  // Checked first (and again under the lock in claimRun): a scaled database no longer looks like the base seed.
  const existing = await readMarker(db);
  if (existing) throw new ScaleAlreadyRunError(existing.value, existing.at);
  const day = SeedDay.of(options.now);
  const baseSeeded = (await seedIfEmpty(db, { now: options.now })) !== null;
  if (baseSeeded) log('기본 시드를 먼저 넣었습니다 (the empty database got the base seed first).');
  const base = await readBaseCatalog(db, day);
  const markerOptions = {
    items: options.items,
    events: options.events,
    models: options.models,
    businesses: options.businesses,
    eventsUntil: options.eventsUntil.toISOString(),
  };

  const modelPlans = planScaleModels(options.models, day);
  const businessPlans = planScaleBusinesses(options.businesses, day);
  const { modelIds, businessIds } = await db.transaction(async (tx) => {
    await claimRun(tx, markerOptions);
    return { modelIds: await writeModels(tx, modelPlans, base), businessIds: await writeBusinesses(tx, businessPlans) };
  });
  log(
    `모델 ${fmt(modelIds.length)}개, 매장 ${fmt(businessIds.length)}개 추가 · ${((performance.now() - started) / 1000).toFixed(1)}s`
  );

  const allModels = [...base.modelPlans, ...modelPlans];
  const catalog = {
    categoryIds: base.categoryIds,
    brandIds: base.brandIds,
    modelIds: [...base.modelIds, ...modelIds],
    groupImageCount: 0,
  };
  const planner = new ShelfPlanner(allModels, day);
  const quotas = itemQuotas(businessPlans, options.items);
  const itemChunk = options.itemChunk ?? 5000;
  let items = 0;
  let itemOptions = 0;
  let bookings = 0;
  let pending: ReturnType<ShelfPlanner['shelf']> = [];
  let analyzedAt = 2500;
  const flush = async () => {
    const plans = pending;
    pending = [];
    await db.transaction(async (tx) => {
      const written = await writeItems(tx, plans, catalog, businessIds, allModels, businessPlans);
      bookings += await writeScaleItemExtras(tx, plans, written.itemIds, businessPlans, day);
      items += written.itemIds.length;
      itemOptions += written.optionCount;
    });
    progress(log, started, '상품 (items)', items, options.items);
    // PGlite has no autovacuum: with the statistics of the base seed the planner keeps reading tables
    // 20x their size as tiny (sequential scans of rental_bookings per item in the availability triggers),
    // and each chunk took longer than the last. Each doubling of the items refreshes them.
    if (items >= analyzedAt * 2) {
      analyzedAt = items;
      await db.execute(sql`ANALYZE items, item_options, rental_bookings, item_range_availability, businesses`);
    }
  };
  for (let s = 0; s < businessPlans.length; s += 1) {
    pending.push(...planner.shelf(businessPlans[s], s, quotas[s]));
    if (pending.length >= itemChunk) await flush();
  }
  if (pending.length > 0) await flush();

  const [{ maxModelId, maxItemId }] = await queryRows<MaxIdsRow>(
    db,
    sql`
    SELECT (SELECT max(id) FROM models)::int AS "maxModelId", (SELECT max(id) FROM items)::int AS "maxItemId"`
  );
  let visitPages = 0;
  let searchEvents = 0;
  for (const chunk of eventChunks(
    options.events,
    options.eventsUntil,
    { maxModelId, maxItemId },
    options.eventChunk ?? 50_000
  )) {
    await db.transaction(async (tx) => {
      await insertMany(tx, captureVisitPages, chunk.visits, 5000);
      await insertMany(tx, captureEvents, chunk.events, 5000);
    });
    visitPages += chunk.visits.length;
    searchEvents += chunk.events.length;
    progress(log, started, '수집 이벤트 (capture events)', visitPages + searchEvents, options.events);
  }

  // The recommender's "viewed together" scores and popularity follow the new month of traffic.
  log('함께 본 모델·인기도 재계산 (model affinities) …');
  await rebuildModelAffinities(db);

  const counts = {
    models: modelIds.length,
    businesses: businessIds.length,
    items,
    itemOptions,
    rentalBookings: bookings,
    visitPages,
    searchEvents,
  };
  await finishRun(db, markerOptions, counts);
  log('ANALYZE …');
  await db.execute(sql`ANALYZE`);
  return { baseSeeded, ...counts, ms: Math.round(performance.now() - started) };
}
