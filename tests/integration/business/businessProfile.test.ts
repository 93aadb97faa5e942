import {
  pb_businessReviewsMoreDocument,
  pb_nearbyBusinessPageDocument,
  us_setBookmarkDocument,
  us_setLowestPriceAlarmDocument,
} from '@/api/item/generated';
import { and, eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import type { BookmarkState } from '@/api/item/bookmark';
import type { NearbyBusinessPageAnswer } from '@/api/item/businessProfile';

import { businessBookmarks } from '@/server/db/schema';
import { itemYogaFor } from '../item/itemHarness';
import { memberYogaFor } from '../model/modelFixtures';
import { seedBusinessFixture, type BusinessFixture } from './businessFixtures';

describe.each(testDbKinds())('business profile and bookmark on %s', (kind) => {
  const db = useTestDb(kind);
  let f: BusinessFixture;

  beforeAll(async () => {
    f = await seedBusinessFixture(db());
  });

  const yogaOf = (userId: number | null) => (userId === null ? itemYogaFor(db()) : memberYogaFor(db(), userId));
  // The profile page's one operation (the business and the viewer).
  const profile = (id: number, userId: number | null = null) =>
    gql<NearbyBusinessPageAnswer>(yogaOf(userId), { query: pb_nearbyBusinessPageDocument, variables: { id } });
  // The one heart, with target BUSINESS.
  const bookmark = (userId: number | null, businessId: number, active: boolean) =>
    gql<{ setBookmark: BookmarkState }>(yogaOf(userId), {
      query: us_setBookmarkDocument,
      variables: { target: 'BUSINESS', id: businessId, active },
    });

  describe('pb_nearbyBusinessPage', () => {
    it('answers the profile: info texts, sections by isShow, hours, famous items, brands and the latest reviews', async () => {
      const d = (await profile(f.businessId)).body!.data!.nearbyBusiness;
      expect(d.businessProfile.info).toMatchObject({
        businessId: f.businessId,
        isOfficial: true,
        businessName: '반포 한강 자전거',
        businessPhone: '02-533-1234',
        reviewCountText: '리뷰 30',
        isBookmarked: false,
        lat: 37.5101,
        lng: 126.9959,
      });
      expect(d.businessProfile.info.reviewRatingText).toMatch(/^\d\.\d$/);
      expect(d.isShowLabel).toBe(true);
      expect(d.businessProfile.notice).toEqual({
        isShow: true,
        content: '이번 주 토요일은 행사로 18시에 문을 닫아요.',
      });
      expect(d.businessProfile.maintenance).toEqual({ isShow: false, content: '' });
      expect(d.businessProfile.operationTime.content).toBe('평일 10:00~20:00 · 토·일요일 휴무');
      expect(d.businessProfile.operationTime.days.map((day) => day.label)[0]).toBe('월요일');
      expect(d.businessProfile.operationTime.days[6]).toMatchObject({ weekday: 0, open: null, close: null });
      expect(d.businessProfile.operationTime.upcomingClosedDates).toEqual(['2099-09-25']);
      expect(d.businessFamousItems.map((i) => i.itemId)).toEqual(f.famousIds);
      expect(d.businessFamousItemCount).toBe(4);
      expect(d.brands.map((b) => b.name).sort()).toEqual(['자이언트', '트렉']);
      expect(d.reviewHeader.reviewCount).toBe(30);
      expect(d.businessReviews.map((r) => r.id)).toEqual([...f.reviewIds].reverse().slice(0, 5));
      expect(d.businessReviews[0].photos).toHaveLength(f.photoReviewIds.includes(d.businessReviews[0].id) ? 1 : 0);
      expect(d.reviewSearchAfter).toEqual(expect.any(String));
    });

    it('continues the latest reviews with reviewSearchAfter on the business review query', async () => {
      const d = (await profile(f.businessId)).body!.data!.nearbyBusiness;
      const next = await gql<{ businessReviews: { businessReviews: { id: number }[] } }>(itemYogaFor(db()), {
        query: pb_businessReviewsMoreDocument,
        variables: {
          input: {
            businessId: f.businessId,
            sort: 'NEWEST',
            photoOnly: false,
            searchAfter: d.reviewSearchAfter,
            size: 5,
          },
        },
      });
      expect(next.body!.data!.businessReviews.businessReviews.map((r) => r.id)).toEqual(
        [...f.reviewIds].reverse().slice(5, 10)
      );
    });

    it('hides empty sections of a business that wrote nothing and has no reviews', async () => {
      const d = (await profile(f.emptyBusinessId)).body!.data!.nearbyBusiness;
      expect(d.businessProfile.info).toMatchObject({
        reviewCountText: '리뷰 0',
        reviewRatingText: '',
        isOfficial: false,
      });
      expect([
        d.businessProfile.notice.isShow,
        d.businessProfile.introduction.isShow,
        d.businessProfile.operationTime.isShow,
      ]).toEqual([false, false, false]);
      expect(d.businessFamousItems).toEqual([]);
      expect(d.businessReviews).toEqual([]);
      expect(d.reviewSearchAfter).toBeNull();
    });

    it('answers NOT_FOUND for an unknown business and INVALID_INPUT for a bad id', async () => {
      expect((await profile(987_654)).body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await profile(0)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
      expect((await profile(-3)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    });
  });

  describe('us_setBookmark with target BUSINESS', () => {
    const rows = () =>
      db()
        .select()
        .from(businessBookmarks)
        .where(and(eq(businessBookmarks.userId, f.users.member), eq(businessBookmarks.businessId, f.businessId)));

    it('answers UNAUTHENTICATED to an anonymous caller and writes nothing', async () => {
      expect((await bookmark(null, f.businessId, true)).body?.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(await rows()).toHaveLength(0);
    });

    it('saves and un-saves idempotently, and the profile shows it to that member only', async () => {
      for (let i = 0; i < 2; i += 1) {
        expect((await bookmark(f.users.member, f.businessId, true)).body!.data!.setBookmark).toEqual({
          isActiveBookmark: true,
          isActiveAlarm: false,
        });
      }
      expect(await rows()).toHaveLength(1);
      const mine = (await profile(f.businessId, f.users.member)).body!.data!;
      expect(mine.nearbyBusiness.isBookmarked).toBe(true);
      expect(mine.nearbyBusiness.businessProfile.info.isBookmarked).toBe(true);
      expect(mine.me?.id).toBe(f.users.member);
      expect((await profile(f.businessId, f.users.reviewer)).body!.data!.nearbyBusiness.isBookmarked).toBe(false);
      for (let i = 0; i < 2; i += 1) {
        expect((await bookmark(f.users.member, f.businessId, false)).body!.data!.setBookmark.isActiveBookmark).toBe(
          false
        );
      }
      expect(await rows()).toHaveLength(0);
    });

    it('answers NOT_FOUND for an unknown business and INVALID_INPUT for a bad id', async () => {
      expect((await bookmark(f.users.member, 987_654, true)).body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await bookmark(f.users.member, 0, true)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    });

    it('refuses a lowest-price alarm on a business (it has no price) and writes nothing', async () => {
      const { body } = await gql(memberYogaFor(db(), f.users.member), {
        query: us_setLowestPriceAlarmDocument,
        variables: { target: 'BUSINESS', id: f.businessId, active: true },
      });
      expect(body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
      expect(await rows()).toHaveLength(0);
    });
  });
});
