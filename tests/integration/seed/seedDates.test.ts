import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { resetAndSeed, seedDatabase } from '@/server/db/seed';
import { longDate, monthOf, SeedDay } from '@/server/db/seed/time';
import { listActiveLineBanners } from '@/server/domain/home/homeQueries';
import { getBrandIntro } from '@/server/domain/promotion/brandIntro';
import { getBrandSale, listBrandSaleModels } from '@/server/domain/promotion/brandSale';
import { cardInstalmentOptions, listCardBenefits } from '@/server/domain/promotion/cardBenefits';
import { CARD_COMPANIES } from '@/server/domain/promotion/cardCompanies';
import {
  getProvisionPage,
  listCurrentProvisions,
  PROVISION_CATEGORIES,
} from '@/server/domain/provision/provisionQueries';
import { liveReferralProgram } from '@/server/domain/referral/referralProgram';
import { createTestDb, testDbKinds } from '../../support/testDb';

/**
 * Seeded data never expires: every date is counted from the seeding day. The database is seeded
 * 400 days ahead of the real clock (the old seed's campaigns, terms and card months had all run out
 * by then), and the pages' own domain services are asked as of that moment: they take `now` (the
 * GraphQL resolvers pass the clock), so the test moves their clock instead of the machine's.
 */
const DAY_MS = 86_400_000;
const FUTURE = new Date(Date.now() + 400 * DAY_MS);
/** A month after seeding: what a long-lived dev database or a browser run days later still sees. */
const MONTH_LATER = new Date(FUTURE.getTime() + 30 * DAY_MS);

/**
 * Every dated column counted in days from the seeding day, as epoch seconds per row (in id order),
 * text dates included (closed days, booking ranges). Card benefits (calendar months), notices and
 * magazines (their season of the last year) are placed on the calendar instead: checked apart.
 */
const SHIFTING: Record<string, string> = {
  users: 'SELECT json_build_array(created_at) FROM users ORDER BY id',
  businesses: `SELECT json_build_array(created_at, (SELECT json_agg(d::date) FROM jsonb_array_elements_text(closed_dates) d)) FROM businesses ORDER BY id`,
  models: 'SELECT json_build_array(created_at) FROM models ORDER BY id',
  items: 'SELECT json_build_array(created_at, updated_at) FROM items ORDER BY id',
  reviews: 'SELECT json_build_array(created_at) FROM reviews ORDER BY id',
  rental_bookings: 'SELECT json_build_array(created_at, lower(period), upper(period)) FROM rental_bookings ORDER BY id',
  coupons: 'SELECT json_build_array(starts_at, ends_at) FROM coupons ORDER BY id',
  user_coupons: 'SELECT json_build_array(issued_at, expires_at, used_at) FROM user_coupons ORDER BY id',
  promotions: 'SELECT json_build_array(starts_at, ends_at) FROM promotions ORDER BY id',
  provisions: 'SELECT json_build_array(effective_at) FROM provisions ORDER BY id',
  line_banners: 'SELECT json_build_array(starts_at, ends_at) FROM line_banners ORDER BY id',
  referral_programs: 'SELECT json_build_array(starts_at, ends_at) FROM referral_programs ORDER BY id',
  community_posts: 'SELECT json_build_array(created_at, updated_at) FROM community_posts ORDER BY id',
  community_comments: 'SELECT json_build_array(created_at, updated_at) FROM community_comments ORDER BY id',
  user_locations: 'SELECT json_build_array(created_at) FROM user_locations ORDER BY id',
  business_bookmarks: 'SELECT json_build_array(created_at) FROM business_bookmarks ORDER BY user_id, business_id',
  info_pages: 'SELECT json_build_array(updated_at) FROM info_pages ORDER BY id',
};

type Dated = (number | null)[][];

/** Each table's dated columns as epoch milliseconds (JSON renders dates and timestamps as ISO text). */
async function datedColumns(db: Db): Promise<Record<string, Dated>> {
  const out: Record<string, Dated> = {};
  for (const [table, query] of Object.entries(SHIFTING)) {
    const rows = await queryRows<{ json_build_array: (string | string[] | null)[] }>(db, sql.raw(query));
    out[table] = rows.map((row) =>
      row.json_build_array.flatMap((v) => (Array.isArray(v) ? v : [v])).map((v) => (v === null ? null : Date.parse(v)))
    );
  }
  return out;
}

describe.each(testDbKinds())('seeded dates on %s', (kind) => {
  let handle: DbHandle;
  let db: Db;

  beforeAll(async () => {
    handle = await createTestDb(kind);
    db = handle.db;
    await seedDatabase(db, { now: FUTURE });
  });

  afterAll(async () => {
    await handle?.close();
  });

  it.each([
    ['on the seeding day', FUTURE],
    ['a month later', MONTH_LATER],
  ])('has a live brand sale with models %s', async (_when, at) => {
    const sale = await getBrandSale(db, at);
    expect(sale.isPossibleDeploy).toBe(true);
    expect(sale.famousPromotionModels.length).toBeGreaterThan(0);
    expect(sale.promotionModelGroups.every((g) => g.models.length > 0)).toBe(true);
    const list = await listBrandSaleModels(db, {}, at);
    expect(list.models.length).toBeGreaterThan(0);
    // The sale is named for its season, and has run since before the seeding day.
    expect(sale.promotion?.title).toMatch(/^(윈터|스프링|썸머|가을) 브랜드 세일$/);
    expect(Date.parse(sale.promotion!.startsAt)).toBeLessThan(FUTURE.getTime());
    const brand = await getBrandIntro(db, { brandKey: sale.famousPromotionModels[0].model.brandKey }, at);
    expect(brand.promotion?.title).toBe(sale.promotion?.title);
    expect(brand.saleModels.length).toBeGreaterThan(0);
  });

  it.each([
    ['on the seeding day', FUTURE],
    ['a month later', MONTH_LATER],
  ])('has every card company’s benefit %s', async (_when, at) => {
    const benefits = await listCardBenefits(db, at);
    expect(benefits.map((b) => b.cardCode)).toEqual(CARD_COMPANIES.map((c) => c.code));
    for (const b of benefits) expect(monthOf(new Date(b.startsAt))).toBe(monthOf(at));
    const options = await cardInstalmentOptions(db, { amount: 300_000, at });
    expect(options.every((card) => card.options.some((o) => o.kind === 'FREE'))).toBe(true);
  });

  it('has a terms page in force for every category, dated in its 부칙, and keeps the announced one back', async () => {
    const current = await listCurrentProvisions(db, FUTURE);
    expect(current.map((p) => p.category).sort()).toEqual([...PROVISION_CATEGORIES].sort());
    for (const category of PROVISION_CATEGORIES) {
      const page = await getProvisionPage(db, { category }, FUTURE);
      expect(page.isCurrent).toBe(true);
      expect(page.htmlProvision).toContain(`${longDate(new Date(page.effectiveAt))}부터 시행합니다`);
      expect(Date.parse(page.effectiveAt)).toBeLessThanOrEqual(FUTURE.getTime());
    }
    const service = await getProvisionPage(db, { category: 'SERVICE' }, FUTURE);
    expect(service.versions.map((v) => v.version)).toEqual(['1.1', '1.0']);
    expect(
      (await getProvisionPage(db, { category: 'SERVICE' }, new Date(FUTURE.getTime() + 90 * DAY_MS))).version
    ).toBe('1.2');
  });

  it('shows the home banners and runs the friend invitation', async () => {
    expect((await listActiveLineBanners(db, FUTURE)).length).toBe(3);
    expect(await liveReferralProgram(db, FUTURE)).not.toBeNull();
    expect(await liveReferralProgram(db, new Date(FUTURE.getTime() + 365 * DAY_MS))).not.toBeNull();
  });

  it('dates notices and magazines in the year before the seeding day, and names this month’s card plans', async () => {
    const day = SeedDay.of(FUTURE);
    const [range] = await queryRows<{ first: string; last: string }>(
      db,
      sql`
      SELECT min(published_at) AS first, max(published_at) AS last
      FROM (SELECT published_at FROM notices UNION ALL SELECT published_at FROM contents) dated`
    );
    expect(new Date(range.last).getTime()).toBeLessThan(day.midnight.getTime());
    expect(new Date(range.first).getTime()).toBeGreaterThan(day.at(-400).getTime());
    const titles = (await queryRows<{ title: string }>(db, sql`SELECT title FROM notices`)).map((n) => n.title);
    expect(titles).toContain(`[안내] ${day.month}월 카드사 무이자 할부 혜택`);
  });

  it('has no absolute date: seeding 100 days earlier moves every dated column by exactly 100 days', async () => {
    const later = await datedColumns(db);
    await resetAndSeed(db, { now: new Date(FUTURE.getTime() - 100 * DAY_MS) });
    const earlier = await datedColumns(db);
    for (const [table, rows] of Object.entries(later)) {
      expect([table, rows.length]).toEqual([table, earlier[table].length]);
      expect([table, rows.length > 0]).toEqual([table, true]);
      const moved = rows.map((row, i) =>
        row.map((ms, j) => (ms === null ? null : (ms - earlier[table][i][j]!) / DAY_MS))
      );
      expect([table, moved.flat().filter((days) => days !== null && days !== 100)]).toEqual([table, []]);
    }
  });
});
