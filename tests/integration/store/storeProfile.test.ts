import {
  pb_businessReviewsMoreDocument, pb_nearbyStorePageDocument, us_setBookmarkDocument, us_setLowestPriceAlarmDocument,
} from '@/api/item/generated';
import { and, eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import type { BookmarkState } from '@/api/item/bookmark';
import type { NearbyStorePageAnswer } from '@/api/item/storeProfile';

import { storeBookmarks } from '@/server/db/schema';
import { itemYogaFor } from '../item/itemHarness';
import { memberYogaFor } from '../model/modelFixtures';
import { seedStoreFixture, type StoreFixture } from './storeFixtures';

describe.each(testDbKinds())('store profile and bookmark on %s', (kind) => {
  const db = useTestDb(kind);
  let f: StoreFixture;

  beforeAll(async () => {
    f = await seedStoreFixture(db());
  });

  const yogaOf = (userId: number | null) => (userId === null ? itemYogaFor(db()) : memberYogaFor(db(), userId));
  // The profile page's one operation (the store and the viewer).
  const profile = (id: number, userId: number | null = null) =>
    gql<NearbyStorePageAnswer>(yogaOf(userId), { query: pb_nearbyStorePageDocument, variables: { id } });
  // The one heart, with target STORE.
  const bookmark = (userId: number | null, storeId: number, active: boolean) =>
    gql<{ setBookmark: BookmarkState }>(yogaOf(userId), { query: us_setBookmarkDocument, variables: { target: 'STORE', id: storeId, active } });

  describe('pb_nearbyStorePage', () => {
    it('answers the profile: info texts, sections by isShow, hours, famous items, brands and the latest reviews', async () => {
      const d = (await profile(f.storeId)).body!.data!.nearbyStore;
      expect(d.businessProfile.info).toMatchObject({
        businessId: f.storeId, isOfficial: true, businessName: '반포 한강 자전거', businessPhone: '02-533-1234',
        reviewCountText: '리뷰 30', isBookmarked: false, lat: 37.5101, lng: 126.9959,
      });
      expect(d.businessProfile.info.reviewRatingText).toMatch(/^\d\.\d$/);
      expect(d.isShowLabel).toBe(true);
      expect(d.businessProfile.notice).toEqual({ isShow: true, content: '이번 주 토요일은 행사로 18시에 문을 닫아요.' });
      expect(d.businessProfile.maintenance).toEqual({ isShow: false, content: '' });
      expect(d.businessProfile.operationTime.content).toBe('평일 10:00~20:00 · 토·일요일 휴무');
      expect(d.businessProfile.operationTime.days.map((day) => day.label)[0]).toBe('월요일');
      expect(d.businessProfile.operationTime.days[6]).toMatchObject({ weekday: 0, open: null, close: null });
      expect(d.businessProfile.operationTime.upcomingClosedDates).toEqual(['2099-09-25']);
      expect(d.businessFamousItems.map((i) => i.id)).toEqual(f.famousIds);
      expect(d.businessFamousItemCount).toBe(4);
      expect(d.brands.map((b) => b.name).sort()).toEqual(['자이언트', '트렉']);
      expect(d.reviewHeader.reviewCount).toBe(30);
      expect(d.businessReviews.map((r) => r.id)).toEqual([...f.reviewIds].reverse().slice(0, 5));
      expect(d.businessReviews[0].photos).toHaveLength(f.photoReviewIds.includes(d.businessReviews[0].id) ? 1 : 0);
      expect(d.reviewSearchAfter).toEqual(expect.any(String));
    });

    it('continues the latest reviews with reviewSearchAfter on the store review query', async () => {
      const d = (await profile(f.storeId)).body!.data!.nearbyStore;
      const next = await gql<{ businessReviews: { businessReviews: { id: number }[] } }>(itemYogaFor(db()), {
        query: pb_businessReviewsMoreDocument,
        variables: { input: { storeId: f.storeId, sort: 'NEWEST', photoOnly: false, searchAfter: d.reviewSearchAfter, size: 5 } },
      });
      expect(next.body!.data!.businessReviews.businessReviews.map((r) => r.id)).toEqual([...f.reviewIds].reverse().slice(5, 10));
    });

    it('hides empty sections of a store that wrote nothing and has no reviews', async () => {
      const d = (await profile(f.emptyStoreId)).body!.data!.nearbyStore;
      expect(d.businessProfile.info).toMatchObject({ reviewCountText: '리뷰 0', reviewRatingText: '', isOfficial: false });
      expect([d.businessProfile.notice.isShow, d.businessProfile.introduction.isShow, d.businessProfile.operationTime.isShow]).toEqual([false, false, false]);
      expect(d.businessFamousItems).toEqual([]);
      expect(d.businessReviews).toEqual([]);
      expect(d.reviewSearchAfter).toBeNull();
    });

    it('answers NOT_FOUND for an unknown store and INVALID_INPUT for a bad id', async () => {
      expect((await profile(987_654)).body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await profile(0)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
      expect((await profile(-3)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    });
  });

  describe('us_setBookmark with target STORE', () => {
    const rows = () => db().select().from(storeBookmarks).where(and(eq(storeBookmarks.userId, f.users.member), eq(storeBookmarks.storeId, f.storeId)));

    it('answers UNAUTHENTICATED to an anonymous caller and writes nothing', async () => {
      expect((await bookmark(null, f.storeId, true)).body?.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(await rows()).toHaveLength(0);
    });

    it('saves and un-saves idempotently, and the profile shows it to that member only', async () => {
      for (let i = 0; i < 2; i += 1) {
        expect((await bookmark(f.users.member, f.storeId, true)).body!.data!.setBookmark).toEqual({ isActiveBookmark: true, isActiveAlarm: false });
      }
      expect(await rows()).toHaveLength(1);
      const mine = (await profile(f.storeId, f.users.member)).body!.data!;
      expect(mine.nearbyStore.isBookmarked).toBe(true);
      expect(mine.nearbyStore.businessProfile.info.isBookmarked).toBe(true);
      expect(mine.me?.id).toBe(f.users.member);
      expect((await profile(f.storeId, f.users.reviewer)).body!.data!.nearbyStore.isBookmarked).toBe(false);
      for (let i = 0; i < 2; i += 1) {
        expect((await bookmark(f.users.member, f.storeId, false)).body!.data!.setBookmark.isActiveBookmark).toBe(false);
      }
      expect(await rows()).toHaveLength(0);
    });

    it('answers NOT_FOUND for an unknown store and INVALID_INPUT for a bad id', async () => {
      expect((await bookmark(f.users.member, 987_654, true)).body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await bookmark(f.users.member, 0, true)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    });

    it('refuses a lowest-price alarm on a store (it has no price) and writes nothing', async () => {
      const { body } = await gql(memberYogaFor(db(), f.users.member), {
        query: us_setLowestPriceAlarmDocument, variables: { target: 'STORE', id: f.storeId, active: true },
      });
      expect(body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
      expect(await rows()).toHaveLength(0);
    });
  });
});
