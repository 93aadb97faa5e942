import { trafficVisitorIds } from '@/server/db/seed/build/recommendationTraffic';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { planModels } from '@/server/db/seed/build/models';
import { planBusinesses } from '@/server/db/seed/build/businesses';
import { seedScale, type ScaleOptions, type ScaleSummary } from '@/server/db/seed/scale';
import { ScaleAlreadyRunError } from '@/server/db/seed/scale/marker';
import { kst, SeedDay } from '@/server/db/seed/time';
import { popularKeywords } from '@/server/domain/search/popularKeywords';
import { createTestDb, testDbKinds } from '../support/testDb';

/**
 * A small scale run: the same code path as the 100,000-item one, sized for a test. Its traffic ends
 * long before the base seed's own searches (dated by the clock), so popularity comes from it alone.
 */
const OPTIONS: ScaleOptions = {
  items: 600,
  events: 3000,
  models: 40,
  businesses: 12,
  eventsUntil: kst(2026, 6, 1),
  now: new Date(),
  itemChunk: 250,
  eventChunk: 1000,
};
const BASE_MODELS = planModels(SeedDay.of(OPTIONS.now)).length;
const BASE_BUSINESSES = planBusinesses(SeedDay.of(OPTIONS.now)).length;
// The base seed adds a week of searches of its own (anonymous ids 'seed-search-…', dated by the clock).
const SCALE_SEARCHES = sql`action = 'search_keyword' AND anony_id NOT LIKE 'seed-%'`;
// It also adds the recommender's month of browsing by a fixed set of visitors (also dated by the clock).
const SCALE_VISITS = sql`anony_id NOT IN ${trafficVisitorIds()}`;

async function one<T>(db: Db, query: SQL): Promise<T> {
  return (await queryRows<T>(db, query))[0];
}

/** A fingerprint of a sample of the scale rows (every 7th), times as epoch seconds. */
async function sampleFingerprint(db: Db): Promise<Record<string, string>> {
  const parts: Record<string, SQL> = {
    models: sql`SELECT md5(string_agg(concat_ws(',', id, brand_id, category_id, name, model_year, release_price, search_text, md5(detail_html), extract(epoch FROM created_at)), '|' ORDER BY id)) AS h FROM models WHERE id > ${BASE_MODELS}`,
    businesses: sql`SELECT md5(string_agg(concat_ws(',', id, name, region, address, lat, lng, phone, opening_hours::text, is_official), '|' ORDER BY id)) AS h FROM businesses WHERE id > ${BASE_BUSINESSES}`,
    items: sql`SELECT md5(string_agg(concat_ws(',', id, model_id, business_id, deal_type, condition, status, name, price, origin_price, stock, search_text, search_chosung, md5(detail_html), extract(epoch FROM created_at)), '|' ORDER BY id)) AS h FROM items WHERE id % 7 = 0`,
    options: sql`SELECT md5(string_agg(concat_ws(',', id, item_id, kind, name, price, stock), '|' ORDER BY id)) AS h FROM item_options WHERE id % 7 = 0`,
    visits: sql`SELECT md5(string_agg(concat_ws(',', id, anony_id, item_id, model_id, url, page_name, prev_url, extract(epoch FROM created_at)), '|' ORDER BY id)) AS h FROM capture_visit_pages WHERE ${SCALE_VISITS} AND id % 7 = 0`,
    searches: sql`SELECT md5(string_agg(concat_ws(',', id, anony_id, value1, url, extract(epoch FROM created_at)), '|' ORDER BY id)) AS h FROM capture_events WHERE ${SCALE_SEARCHES} AND id % 7 = 0`,
  };
  const out: Record<string, string> = {};
  for (const [name, query] of Object.entries(parts)) out[name] = (await one<{ h: string }>(db, query)).h;
  return out;
}

describe.each(testDbKinds())('seed:scale on %s', (kind) => {
  let handle: DbHandle;
  let summary: ScaleSummary;

  beforeAll(async () => {
    handle = await createTestDb(kind);
    summary = await seedScale(handle.db, OPTIONS);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('seeds the base catalogue first when the database is empty, then adds exactly the asked sizes', async () => {
    expect(summary).toMatchObject({
      baseSeeded: true,
      models: 40,
      businesses: 12,
      items: 600,
      visitPages: expect.any(Number),
      searchEvents: expect.any(Number),
    });
    expect(summary.visitPages + summary.searchEvents).toBe(OPTIONS.events);
    const counts = await one<Record<string, number>>(
      handle.db,
      sql`SELECT
      (SELECT count(*)::int FROM models WHERE id > ${BASE_MODELS}) AS models,
      (SELECT count(*)::int FROM businesses WHERE id > ${BASE_BUSINESSES}) AS businesses,
      (SELECT count(*)::int FROM items i WHERE i.business_id > ${BASE_BUSINESSES}) AS items,
      (SELECT count(*)::int FROM item_options o JOIN items i ON i.id = o.item_id WHERE i.business_id > ${BASE_BUSINESSES}) AS options,
      (SELECT count(*)::int FROM capture_visit_pages WHERE ${SCALE_VISITS}) AS visits,
      (SELECT count(*)::int FROM capture_events WHERE ${SCALE_SEARCHES}) AS searches`
    );
    expect(counts).toEqual({
      models: 40,
      businesses: 12,
      items: 600,
      options: summary.itemOptions,
      visits: summary.visitPages,
      searches: summary.searchEvents,
    });
    expect(summary.searchEvents).toBeGreaterThan(0);
  });

  it('gives every scale item its search text, 초성, a required option and a model of its own category', async () => {
    const bad = await one<Record<string, number>>(
      handle.db,
      sql`SELECT
      (SELECT count(*)::int FROM items WHERE search_text = '' OR search_chosung = '') AS no_search_text,
      (SELECT count(*)::int FROM models WHERE search_text = '' OR search_chosung = '') AS models_without_text,
      (SELECT count(*)::int FROM items i WHERE i.business_id > ${BASE_BUSINESSES}
         AND NOT EXISTS (SELECT 1 FROM item_options o WHERE o.item_id = i.id AND o.kind = 'REQUIRED')) AS no_required,
      (SELECT count(*)::int FROM items i JOIN models m ON m.id = i.model_id WHERE m.category_id <> i.category_id) AS wrong_category,
      (SELECT count(*)::int FROM items WHERE business_id > ${BASE_BUSINESSES} AND detail_html = '') AS no_detail,
      (SELECT count(*)::int FROM businesses WHERE lat NOT BETWEEN 33 AND 38.7 OR lng NOT BETWEEN 124.5 AND 131) AS outside_korea`
    );
    expect(bad).toEqual({
      no_search_text: 0,
      models_without_text: 0,
      no_required: 0,
      wrong_category: 0,
      no_detail: 0,
      outside_korea: 0,
    });
    // The search document of a scale item names its business and region ("…해운대…부산").
    const sample = await one<{ search_text: string; business: string; region: string }>(
      handle.db,
      sql`
      SELECT i.search_text, s.name AS business, s.region FROM items i JOIN businesses s ON s.id = i.business_id
      WHERE s.id > ${BASE_BUSINESSES} ORDER BY i.id LIMIT 1`
    );
    expect(sample.search_text).toContain(sample.region);
    expect(sample.search_text).toContain(sample.business.replace(/\s+/g, '').toLowerCase());
  });

  it('records shopper traffic the popular keywords of the search page are counted from', async () => {
    const window = await one<{ first: string; last: string }>(
      handle.db,
      sql`
      SELECT min(created_at) AS first, max(created_at) AS last FROM capture_visit_pages WHERE ${SCALE_VISITS}`
    );
    expect(new Date(window.first).getTime()).toBeGreaterThanOrEqual(OPTIONS.eventsUntil.getTime() - 30 * 86_400_000);
    expect(new Date(window.last).getTime()).toBeLessThan(OPTIONS.eventsUntil.getTime());
    const popular = await popularKeywords(handle.db, OPTIONS.eventsUntil);
    expect(popular.length).toBeGreaterThan(0);
    expect(popular[0].count).toBeGreaterThanOrEqual(2);
  });

  it('refuses to run twice and leaves the data as it was', async () => {
    const before = await sampleFingerprint(handle.db);
    await expect(seedScale(handle.db, OPTIONS)).rejects.toBeInstanceOf(ScaleAlreadyRunError);
    await expect(seedScale(handle.db, OPTIONS)).rejects.toThrow('이미 규모 데이터가 있습니다');
    expect(await sampleFingerprint(handle.db)).toEqual(before);
  });

  it('gives identical rows in a second database', async () => {
    const fresh = await createTestDb(kind);
    try {
      const again = await seedScale(fresh.db, OPTIONS);
      expect({ ...again, ms: 0 }).toEqual({ ...summary, ms: 0 });
      expect(await sampleFingerprint(fresh.db)).toEqual(await sampleFingerprint(handle.db));
    } finally {
      await fresh.close();
    }
  });
});
