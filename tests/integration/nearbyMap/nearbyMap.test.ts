import {
  pb_nearbyMapPageDocument,
  pb_nearbyBusinessMapDocument,
  us_selectUserLocationDocument,
  type pb_nearbyMapPageQuery,
} from '@/api/item/generated';
import type { NearbyBusinessMapAnswer, UserLocation } from '@/api/item/nearbyMap';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { itemYogaFor } from '../item/itemHarness';
import { memberYogaFor } from '../model/modelFixtures';
import { seedMapFixture, VIEW, SEONGSU, type MapFixture } from './nearbyMapFixtures';

// The userLocationList root field alone (the app asks for it inside its map page document).
const USER_LOCATION_LIST_DOCUMENT =
  'query us_userLocationList { userLocationList { id userId name address1 lat lng isSelected } }';

describe.each(testDbKinds())('nearby business map on %s', (kind) => {
  const db = useTestDb(kind);
  let f: MapFixture;

  beforeAll(async () => {
    f = await seedMapFixture(db());
  });

  const mapQuery = (input: Record<string, unknown>) =>
    gql<{ nearbyBusinessMap: NearbyBusinessMapAnswer }>(itemYogaFor(db()), {
      query: pb_nearbyBusinessMapDocument,
      variables: { input },
    });
  const codeOf = (res: Awaited<ReturnType<typeof mapQuery>>) => res.body?.errors?.[0]?.extensions?.code;

  describe('pb_nearbyBusinessMap', () => {
    it('finds the businesses in view, sorted by distance from my position, 20 per page by searchAfter', async () => {
      const first = (await mapQuery({ ...VIEW, myLat: SEONGSU.lat, myLng: SEONGSU.lng })).body!.data!.nearbyBusinessMap;
      expect(first.totalCount).toBe(25);
      expect(first.pins).toHaveLength(25);
      expect(first.pins.map((p) => p.id)).not.toContain(f.far);
      expect(first.businessList.map((s) => s.id)).toEqual(f.near.slice(0, 20));
      expect(first.searchAfter).toEqual(expect.any(String));
      const second = (
        await mapQuery({ ...VIEW, myLat: SEONGSU.lat, myLng: SEONGSU.lng, searchAfter: first.searchAfter })
      ).body!.data!.nearbyBusinessMap;
      expect(second.businessList.map((s) => s.id)).toEqual(f.near.slice(20));
      expect(second.pins).toEqual([]);
      expect(second.searchAfter).toBeNull();
    });

    it('describes each business: distance text, review figures from its items, categories, open now', async () => {
      const first = (await mapQuery({ ...VIEW, myLat: SEONGSU.lat, myLng: SEONGSU.lng })).body!.data!.nearbyBusinessMap;
      const [nearest, second, third] = first.businessList;
      expect(nearest).toMatchObject({
        reviewCount: 40,
        ratingAvg: 4.8,
        distanceText: '40m',
        categories: ['로드', '헬멧'],
      });
      expect(nearest.distanceKm).toBeCloseTo(0.044, 2);
      expect(second).toMatchObject({ reviewCount: 0, ratingAvg: null, categories: [], distanceText: '90m' });
      expect(third.isOfficial).toBe(true);
      expect(typeof nearest.isOpen).toBe('boolean');
      expect(nearest.openText).toMatch(/영업|휴무/);
    });

    it('counts distance from the map centre when my position is unknown, and sees only the view', async () => {
      // Centred on the 25th business at zoom 17: only the last few businesses are in view, nearest first.
      const centre = {
        mapLat: SEONGSU.lat,
        mapLng: SEONGSU.lng + 0.0005 * 25,
        z: 17,
        viewportWidth: 390,
        viewportHeight: 320,
      };
      const page = (await mapQuery(centre)).body!.data!.nearbyBusinessMap;
      expect(page.businessList[0].id).toBe(f.near[24]);
      expect(page.totalCount).toBeLessThan(25);
      expect(page.businessList.map((s) => s.id)).toEqual([...f.near].reverse().slice(0, page.totalCount));
    });

    it('answers INVALID_INPUT for positions outside Korea, odd zooms or sizes, half a position and foreign cursors', async () => {
      expect(codeOf(await mapQuery({ ...VIEW, mapLat: 51.5, mapLng: -0.12 }))).toBe('INVALID_INPUT');
      expect(codeOf(await mapQuery({ ...VIEW, z: 3 }))).toBe('INVALID_INPUT');
      expect(codeOf(await mapQuery({ ...VIEW, viewportWidth: 20000 }))).toBe('INVALID_INPUT');
      expect(codeOf(await mapQuery({ ...VIEW, myLat: SEONGSU.lat }))).toBe('INVALID_INPUT');
      expect(codeOf(await mapQuery({ ...VIEW, searchAfter: 'forged.cursor' }))).toBe('INVALID_INPUT');
      const first = (await mapQuery({ ...VIEW, myLat: SEONGSU.lat, myLng: SEONGSU.lng })).body!.data!.nearbyBusinessMap;
      // A cursor made for one view is no cursor for another.
      expect(
        codeOf(
          await mapQuery({ ...VIEW, z: 13, myLat: SEONGSU.lat, myLng: SEONGSU.lng, searchAfter: first.searchAfter })
        )
      ).toBe('INVALID_INPUT');
    });
  });

  describe('pb_nearbyMapPage', () => {
    const page = (userId: number | null) =>
      gql<pb_nearbyMapPageQuery>(userId === null ? itemYogaFor(db()) : memberYogaFor(db(), userId), {
        query: pb_nearbyMapPageDocument,
        variables: { input: VIEW, signedIn: userId !== null },
      });

    it('answers a visitor the businesses in view without asking for saved places (member only)', async () => {
      const { body } = await page(null);
      expect(body?.errors).toBeUndefined();
      expect(body!.data!.me).toBeNull();
      expect(body!.data!.nearbyBusinessMap.totalCount).toBe(25);
      expect(body!.data!.userLocationList).toBeUndefined();
    });

    it('answers a member the businesses, their own places and themselves in the same operation', async () => {
      const { body } = await page(f.members.a);
      expect(body?.errors).toBeUndefined();
      expect(body!.data!.me?.id).toBe(f.members.a);
      expect(body!.data!.userLocationList?.map((l) => l.id)).toEqual([f.places.aHome, f.places.aRecent]);
    });
  });

  describe('us_userLocationList and us_selectUserLocation', () => {
    const list = (userId: number | null) =>
      gql<{ userLocationList: UserLocation[] }>(userId === null ? itemYogaFor(db()) : memberYogaFor(db(), userId), {
        query: USER_LOCATION_LIST_DOCUMENT,
        operationName: 'us_userLocationList',
      });
    const select = (userId: number | null, id: unknown) =>
      gql<{ selectUserLocation: UserLocation[] }>(userId === null ? itemYogaFor(db()) : memberYogaFor(db(), userId), {
        query: us_selectUserLocationDocument,
        variables: { id },
      });

    it('shows a member only their own places, named ones before the recent one', async () => {
      const a = (await list(f.members.a)).body!.data!.userLocationList;
      expect(a.map((l) => l.id)).toEqual([f.places.aHome, f.places.aRecent]);
      expect(a.every((l) => l.userId === f.members.a)).toBe(true);
      expect(a[0]).toMatchObject({ name: '집', address1: '서울특별시 성동구 왕십리로 50', isSelected: false });
      const b = (await list(f.members.b)).body!.data!.userLocationList;
      expect(b.map((l) => l.id)).toEqual([f.places.bHome]);
    });

    it("selects one of the member's places and no other", async () => {
      const after = (await select(f.members.a, f.places.aRecent)).body!.data!.selectUserLocation;
      expect(after[0]).toMatchObject({ id: f.places.aRecent, isSelected: true });
      expect(after.filter((l) => l.isSelected)).toHaveLength(1);
      const again = (await select(f.members.a, f.places.aHome)).body!.data!.selectUserLocation;
      expect(again.filter((l) => l.isSelected).map((l) => l.id)).toEqual([f.places.aHome]);
      expect((await list(f.members.b)).body!.data!.userLocationList[0].isSelected).toBe(false);
    });

    it("refuses anonymous callers, other members' places, unknown ids and bad ids", async () => {
      expect((await list(null)).body?.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await select(null, f.places.aHome)).body?.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await select(f.members.a, 987_654)).body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await select(f.members.a, -1)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    });

    it("answers another member's place exactly like a missing one, and changes nothing of theirs", async () => {
      const before = (await list(f.members.a)).body!.data!.userLocationList;
      const foreign = (await select(f.members.b, f.places.aRecent)).body!;
      const missing = (await select(f.members.b, 987_654)).body!;
      expect(foreign.data ?? null).toBeNull();
      expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      // The same code and the same sentence: nothing tells that the id belongs to somebody.
      expect(foreign.errors?.map((e) => [e.message, e.extensions?.code])).toEqual(
        missing.errors?.map((e) => [e.message, e.extensions?.code])
      );
      expect((await list(f.members.a)).body!.data!.userLocationList).toEqual(before);
      // Nor does member b's own selection move.
      const bList = (await list(f.members.b)).body!.data!.userLocationList;
      expect(bList.every((l) => l.userId === f.members.b)).toBe(true);
    });
  });
});
