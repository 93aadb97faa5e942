import { SEEDED_SETUP_MS, createTestDb, testDbKinds } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { pb_homePageDocument } from '@/api/item/generated';
import type { HomeAnswer, HomePageAnswer } from '@/api/item/home';
import type { DbHandle } from '@/server/db/client';
import { DEFAULT_POSITION } from '@/server/domain/catalog/geo';
import { itemYogaFor } from './itemHarness';

/** Straight-line distance in km, to check the service's order independently of its SQL. */
function haversineKm(lat: number, lng: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(lat - DEFAULT_POSITION.lat);
  const dLng = rad(lng - DEFAULT_POSITION.lng);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(DEFAULT_POSITION.lat)) * Math.cos(rad(lat)) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

describe.each(testDbKinds())('item service pb_homePage on %s', (kind) => {
  let handle: DbHandle;
  let home: HomeAnswer;

  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
    const response = await gql<HomePageAnswer>(itemYogaFor(handle.db), { query: pb_homePageDocument });
    expect(response.status).toBe(200);
    expect(response.body?.errors).toBeUndefined();
    // The page's one operation: a visitor's viewer is null.
    expect(response.body!.data!.me).toBeNull();
    home = response.body!.data!.home;
  }, SEEDED_SETUP_MS);
  afterAll(() => handle.close());

  it('answers both entry points with their sub-categories', () => {
    expect(new Set(home.categories.map((c) => c.code))).toEqual(new Set(['BIKE', 'SKI']));
  });

  it('lists popular rentals, one per model, priced in integer won with a consistent discount', () => {
    expect(home.rentalItems.length).toBeGreaterThanOrEqual(6);
    for (const item of home.rentalItems) {
      expect(item.dealType).toBe('RENTAL');
      expect(Number.isInteger(item.price) && item.price > 0).toBe(true);
      expect(item.price).toBeLessThanOrEqual(item.originPrice);
      expect(item.discount).toBe(Math.floor(((item.originPrice - item.price) / item.originPrice) * 100));
      expect(item.img).toMatch(/^\/app\/v4\/images\/\d+$/);
      expect(item.imgWidth).toBeGreaterThan(0);
    }
    const counts = home.rentalItems.map((i) => i.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('lists sale models with the lowest price across their businesses', () => {
    expect(home.saleModels.length).toBeGreaterThanOrEqual(6);
    for (const model of home.saleModels) {
      expect(model.businessCount).toBeGreaterThanOrEqual(1);
      expect(model.lowestPrice).not.toBeNull();
      expect(model.lowestPrice!).toBeLessThanOrEqual(model.maxOriginPrice!);
    }
  });

  it('lists businesses nearest the default position first, with their distance', () => {
    expect(home.businesses.length).toBeGreaterThanOrEqual(4);
    const distances = home.businesses.map((s) => s.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const business of home.businesses)
      expect(business.distanceKm).toBeCloseTo(haversineKm(business.lat, business.lng), 0);
  });

  it('lists the latest magazines and notices, and the active line banners', () => {
    expect(home.magazines.length).toBeGreaterThanOrEqual(1);
    const dates = home.magazines.map((m) => m.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(home.notices.length).toBeGreaterThanOrEqual(1);
    expect(home.lineBanners.length).toBeGreaterThanOrEqual(1);
    for (const banner of home.lineBanners) expect(banner.linkUrl.startsWith('/')).toBe(true);
  });
});
