import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbHandle } from '@/server/db/client';
import { captureVisitPages } from '@/server/db/schema';
import { resetAndSeed, seedDatabase, seedIfEmpty, type SeedSummary } from '@/server/db/seed';
import { createTestDb, testDbKinds } from '../support/testDb';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function one<T>(db: Db, query: SQL): Promise<T> {
  return (await rows<T>(db, query))[0];
}

/**
 * A fingerprint of the seeded rows: ids, keys, prices, texts and timestamps of every seeded table.
 * Times go in as epoch seconds so the session time zone cannot change the text.
 */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const parts: Record<string, SQL> = {
    categories: sql`SELECT md5(string_agg(concat_ws(',', id, code, key, name, group_name, is_elect, sort_order), '|' ORDER BY id)) AS h FROM categories`,
    brands: sql`SELECT md5(string_agg(concat_ws(',', id, key, name, name_en, code, color), '|' ORDER BY id)) AS h FROM brands`,
    images: sql`SELECT md5(string_agg(concat_ws(',', id, kind, width, height, alt, drawn::text, extract(epoch FROM created_at)), '|' ORDER BY id)) AS h FROM images`,
    models: sql`SELECT md5(string_agg(concat_ws(',', id, brand_id, category_id, name, model_year, summary_info, spec_info::text, geometry::text, md5(detail_html), release_price, image_id, extract(epoch FROM created_at)), '|' ORDER BY id)) AS h FROM models`,
    businesses: sql`SELECT md5(string_agg(concat_ws(',', id, name, region, address, lat, lng, phone, opening_hours::text, closed_dates::text, notice, is_official), '|' ORDER BY id)) AS h FROM businesses`,
    items: sql`SELECT md5(string_agg(concat_ws(',', id, model_id, business_id, category_id, deal_type, condition, status, name, origin_price, price, stock, delivery_types::text, shipping_fee, is_lease_available, used_grade, tag1, tag2, extract(epoch FROM created_at)), '|' ORDER BY id)) AS h FROM items`,
    itemOptions: sql`SELECT md5(string_agg(concat_ws(',', id, item_id, kind, name, price, stock, sort_order), '|' ORDER BY id)) AS h FROM item_options`,
    users: sql`SELECT md5(string_agg(concat_ws(',', id, nickname, regist_key_type, point), '|' ORDER BY id)) AS h FROM users`,
    reviews: sql`SELECT md5(string_agg(concat_ws(',', id, item_id, user_id, rating, content, helpful_count, extract(epoch FROM created_at)), '|' ORDER BY id)) AS h FROM reviews`,
    site: sql`SELECT md5((SELECT string_agg(concat_ws(',', id, name, md5(html_content), img1_id), '|' ORDER BY id) FROM contents) || (SELECT string_agg(concat_ws(',', id, title, is_important), '|' ORDER BY id) FROM notices) || (SELECT string_agg(concat_ws(',', id, category, version, md5(html_provision)), '|' ORDER BY id) FROM provisions)) AS h`,
  };
  const out: Record<string, string> = {};
  for (const [name, query] of Object.entries(parts)) out[name] = (await one<{ h: string }>(db, query)).h;
  return out;
}

// One seeding moment for every seed here: the rows are the same only on the same seeding day.
const NOW = new Date();

describe.each(testDbKinds())('seed data on %s', (kind) => {
  let handle: DbHandle;
  let summary: SeedSummary;
  let firstPrint: Record<string, string>;

  beforeAll(async () => {
    handle = await createTestDb(kind);
    summary = await seedDatabase(handle.db, { now: NOW });
    firstPrint = await fingerprint(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
  });

  // How fast it seeds is the benchmarks' business (no timing thresholds in tests): a loaded CI machine failed this.
  it('seeds the minimum catalogue in one go', async () => {
    expect(summary.brands).toBeGreaterThanOrEqual(30);
    expect(summary.models).toBeGreaterThanOrEqual(300);
    expect(summary.businesses).toBeGreaterThanOrEqual(60);
    expect(summary.items).toBeGreaterThanOrEqual(2000);
    const counts = await one<Record<string, number>>(
      handle.db,
      sql`SELECT
      (SELECT count(*)::int FROM brands) AS brands, (SELECT count(*)::int FROM models) AS models,
      (SELECT count(*)::int FROM businesses) AS businesses, (SELECT count(*)::int FROM items) AS items,
      (SELECT count(*)::int FROM item_options) AS options, (SELECT count(*)::int FROM users) AS users,
      (SELECT count(*)::int FROM reviews) AS reviews`
    );
    expect(counts).toEqual({
      brands: summary.brands,
      models: summary.models,
      businesses: summary.businesses,
      items: summary.items,
      options: summary.itemOptions,
      users: summary.users,
      reviews: summary.reviews,
    });
    expect(counts.reviews).toBeGreaterThanOrEqual(3500);
  });

  it('covers BIKE and SKI, RENTAL and SELL, NEW and USED', async () => {
    const codes = await rows<{ code: string; deal_type: string; condition: string; n: number }>(
      handle.db,
      sql`
      SELECT c.code, i.deal_type, i.condition, count(*)::int AS n FROM items i JOIN categories c ON c.id = i.category_id
      GROUP BY 1, 2, 3`
    );
    const has = (code: string, deal: string, condition: string) =>
      codes.some((r) => r.code === code && r.deal_type === deal && r.condition === condition && r.n > 0);
    for (const code of ['BIKE', 'SKI']) {
      expect(has(code, 'RENTAL', 'NEW')).toBe(true);
      expect(has(code, 'SELL', 'NEW')).toBe(true);
      expect(has(code, 'SELL', 'USED')).toBe(true);
    }
    const modelCodes = await rows<{ code: string }>(
      handle.db,
      sql`SELECT DISTINCT c.code FROM models m JOIN categories c ON c.id = m.category_id ORDER BY 1`
    );
    expect(modelCodes.map((r) => r.code)).toEqual(['BIKE', 'SKI']);
  });

  it('gives every item a required option, a sane won price, and a model unless it is a service', async () => {
    const bad = await one<Record<string, number>>(
      handle.db,
      sql`SELECT
      (SELECT count(*)::int FROM items i WHERE NOT EXISTS (SELECT 1 FROM item_options o WHERE o.item_id = i.id)) AS no_option,
      (SELECT count(*)::int FROM items i WHERE NOT EXISTS (SELECT 1 FROM item_options o WHERE o.item_id = i.id AND o.kind = 'REQUIRED')) AS no_required,
      (SELECT count(*)::int FROM items WHERE price <= 0 OR price > origin_price OR price % 100 <> 0) AS bad_price,
      (SELECT count(*)::int FROM items i JOIN categories c ON c.id = i.category_id WHERE i.model_id IS NULL AND c.key NOT IN ('bike_service', 'ski_tuning')) AS orphan,
      (SELECT count(*)::int FROM items WHERE condition = 'USED' AND used_grade IS NULL) AS used_without_grade,
      (SELECT count(*)::int FROM models m JOIN images g ON g.id = m.image_id WHERE g.kind <> 'DRAWN' OR g.width <> 600 OR g.drawn IS NULL) AS undrawn`
    );
    expect(bad).toEqual({ no_option: 0, no_required: 0, bad_price: 0, orphan: 0, used_without_grade: 0, undrawn: 0 });
    const service = await one<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM items WHERE model_id IS NULL`
    );
    expect(service.n).toBeGreaterThan(0);
  });

  it('writes the 내 사이즈 rows of every sized bike with its geometry, and a fitting seeded bike for 175 cm', async () => {
    const facts = await one<{ sized: number; without: number; fitting: number }>(
      handle.db,
      sql`SELECT
      (SELECT count(DISTINCT model_id)::int FROM model_fit_sizes) AS sized,
      (SELECT count(*)::int FROM models m JOIN categories c ON c.id = m.category_id
        WHERE c.key IN ('road', 'gravel', 'mtb_hardtail', 'mtb_full', 'emtb', 'hybrid', 'ebike')
          AND jsonb_array_length(coalesce((SELECT r->'values' FROM jsonb_array_elements(m.geometry) r WHERE r->>'name' = '사이즈'), '[]')) > 1
          AND NOT EXISTS (SELECT 1 FROM model_fit_sizes f WHERE f.model_id = m.id)) AS without,
      (SELECT count(*)::int FROM model_fit_sizes WHERE 175 BETWEEN min_height_cm AND max_height_cm) AS fitting`
    );
    expect(facts.sized).toBeGreaterThan(0);
    expect(facts.without).toBe(0);
    expect(facts.fitting).toBe(facts.sized);
  });

  it('puts every business inside Korea', async () => {
    const outside = await one<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM businesses WHERE lat NOT BETWEEN 33 AND 38.7 OR lng NOT BETWEEN 124.5 AND 131`
    );
    expect(outside.n).toBe(0);
    const regions = await rows<{ region: string }>(handle.db, sql`SELECT DISTINCT region FROM businesses ORDER BY 1`);
    expect(regions.map((r) => r.region).sort()).toEqual(['강원', '경기', '서울', '전북']);
  });

  it('publishes magazines, notices, all terms, active banners and the experiment flags', async () => {
    const site = await one<Record<string, number>>(
      handle.db,
      sql`SELECT
      (SELECT count(*)::int FROM contents) AS contents, (SELECT count(*)::int FROM notices) AS notices,
      (SELECT count(*)::int FROM notices WHERE is_important) AS important,
      (SELECT count(DISTINCT category)::int FROM provisions) AS provision_categories,
      (SELECT count(*)::int FROM line_banners
        WHERE starts_at <= ${NOW.toISOString()}::timestamptz AND ends_at >= ${NOW.toISOString()}::timestamptz + interval '240 days') AS banners`
    );
    expect(site.contents).toBeGreaterThanOrEqual(12);
    expect(site.notices).toBeGreaterThanOrEqual(10);
    expect(site.important).toBeGreaterThan(0);
    expect(site.provision_categories).toBe(4);
    expect(site.banners).toBe(3);
    const flags = await rows<{ key: string; variants: { name: string; weight: number }[] }>(
      handle.db,
      sql`SELECT key, variants FROM feature_flags ORDER BY key`
    );
    expect(flags.map((f) => f.key)).toEqual([
      'item_detail_experiment',
      'model_list_experiment',
      'recommender_experiment',
      'recommender_experiment_dev',
    ]);
    for (const f of flags)
      expect(f.variants).toEqual([
        { name: 'A', weight: 50 },
        { name: 'B', weight: 50 },
      ]);
  });

  it('seedIfEmpty leaves a seeded database alone', async () => {
    expect(await seedIfEmpty(handle.db, { now: NOW })).toBeNull();
    expect(await fingerprint(handle.db)).toEqual(firstPrint);
  });

  it('gives identical rows when a fresh database is seeded (by seedIfEmpty)', async () => {
    const fresh = await createTestDb(kind);
    try {
      const again = await seedIfEmpty(fresh.db, { now: NOW });
      expect(again).not.toBeNull();
      expect({ ...again, ms: 0 }).toEqual({ ...summary, ms: 0 });
      expect(await fingerprint(fresh.db)).toEqual(firstPrint);
    } finally {
      await fresh.close();
    }
  });

  it('resetAndSeed restarts ids, reseeds the same rows and keeps capture tables', async () => {
    await handle.db.insert(captureVisitPages).values({ anonyId: 'seed-test', url: '/', pageName: 'home' });
    await handle.db.execute(sql`DELETE FROM reviews WHERE id % 2 = 0`);
    await resetAndSeed(handle.db, { now: NOW });
    expect(await fingerprint(handle.db)).toEqual(firstPrint);
    const kept = await one<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM capture_visit_pages WHERE anony_id = 'seed-test'`
    );
    expect(kept.n).toBe(1);
  });
});
