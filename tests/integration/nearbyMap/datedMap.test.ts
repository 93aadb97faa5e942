/**
 * The map by dates (issue 31 §1): with a range only the businesses with a rental item free on every
 * day of it are pinned, listed and counted, each with how many such items it has.
 */
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { itemYogaFor } from '../item/itemHarness';
import { seedDatedFixture, SHOPPER, takeUnit, type DatedFixture } from '../model/datedFixture';

const MAP = `query pb_datedMap($input: NearbyBusinessMapInput!) {
  nearbyBusinessMap(input: $input) { totalCount pins { id } businessList { id freeItemCount } searchAfter }
}`;

type Answer = {
  nearbyBusinessMap: {
    totalCount: number;
    pins: { id: number }[];
    businessList: { id: number; freeItemCount: number | null }[];
    searchAfter: string | null;
  };
};

const VIEW = { mapLat: SHOPPER.lat, mapLng: SHOPPER.lng, z: 14, viewportWidth: 390, viewportHeight: 700 };

describe.each(testDbKinds())('the map by dates on %s', (kind) => {
  const db = useTestDb(kind);
  let d: DatedFixture;

  beforeAll(async () => {
    d = await seedDatedFixture(db());
  });

  const ask = (input: Record<string, unknown>) =>
    gql<Answer>(itemYogaFor(db()), { query: MAP, variables: { input: { ...VIEW, ...input } } });

  it('without a range shows every business in view and no count', async () => {
    const map = (await ask({})).body!.data!.nearbyBusinessMap;
    expect(map.businessList).toEqual([
      { id: d.b1, freeItemCount: null },
      { id: d.b2, freeItemCount: null },
    ]);
    expect(map.totalCount).toBe(2);
  });

  it('with a range shows only the businesses with something free on every day, and how many', async () => {
    const map = (await ask({ range: d.range })).body!.data!.nearbyBusinessMap;
    // b2's only unit is taken on the range's third day.
    expect(map.businessList).toEqual([{ id: d.b1, freeItemCount: 1 }]);
    expect(map.pins.map((p) => p.id)).toEqual([d.b1]);
    expect(map.totalCount).toBe(1);
  });

  it('counts every free item of a business, and none that is taken', async () => {
    const range = { start: addDays(todayInSeoul(), 50), end: addDays(todayInSeoul(), 52) };
    // Both are free on these days until b2's only unit is taken on the last one.
    const before = (await ask({ range })).body!.data!.nearbyBusinessMap;
    expect(before.businessList).toEqual([
      { id: d.b1, freeItemCount: 1 },
      { id: d.b2, freeItemCount: 1 },
    ]);
    await takeUnit(db(), d.r2, range.end, range.end);
    const after = (await ask({ range })).body!.data!.nearbyBusinessMap;
    expect(after.businessList).toEqual([{ id: d.b1, freeItemCount: 1 }]);
  });

  it('shows no business when nothing is free', async () => {
    const map = (await ask({ range: d.fullRange })).body!.data!.nearbyBusinessMap;
    expect(map).toMatchObject({ totalCount: 0, pins: [], businessList: [] });
  });

  it('refuses a bad range as INVALID_INPUT with a Korean message', async () => {
    const today = todayInSeoul();
    const { body } = await ask({ range: { start: addDays(today, 4), end: addDays(today, 2) } });
    expect(body?.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    expect(body?.errors?.[0]?.message).toMatch(/[가-힣]/);
  });
});
