import { and, eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import type { BusinessBookmarkPage, MemberBookmarkPage } from '@/api/item/memberBookmarks';
import {
  pb_bookmarkPageDocument,
  pb_businessBookmarkPageDocument,
  us_bookmarkListDocument,
  us_businessBookmarkListDocument,
  us_deleteBookmarkDocument,
  us_deleteBusinessBookmarkDocument,
  us_setLowestPriceAlarmDocument,
} from '@/api/item/generated';
import { itemBookmarks, images, items, modelBookmarks, businessBookmarks } from '@/server/db/schema';
import { setBookmark } from '@/server/domain/member/bookmarks';
import { callAs, newMember, seedMemberFixture, type MemberFixture } from './memberFixtures';

describe.each(testDbKinds())('member bookmarks on %s', (kind) => {
  const db = useTestDb(kind);
  let f: MemberFixture;
  beforeAll(async () => {
    f = await seedMemberFixture(db());
  });

  // The first page as /user/bookmark asks for it (with the viewer); a next page by its cursor.
  const list = (userId: number | null, searchAfter: string | null = null) =>
    searchAfter === null
      ? callAs<{ bookmarkList: MemberBookmarkPage }>(
          db(),
          userId === null ? null : { userId },
          pb_bookmarkPageDocument,
          'pb_bookmarkPage'
        )
      : callAs<{ bookmarkList: MemberBookmarkPage }>(
          db(),
          userId === null ? null : { userId },
          us_bookmarkListDocument,
          'us_bookmarkList',
          { searchAfter }
        );
  const businesses = (userId: number | null, searchAfter: string | null = null) =>
    searchAfter === null
      ? callAs<{ businessBookmarkList: BusinessBookmarkPage }>(
          db(),
          userId === null ? null : { userId },
          pb_businessBookmarkPageDocument,
          'pb_businessBookmarkPage'
        )
      : callAs<{ businessBookmarkList: BusinessBookmarkPage }>(
          db(),
          userId === null ? null : { userId },
          us_businessBookmarkListDocument,
          'us_businessBookmarkList',
          { searchAfter }
        );
  const remove = (userId: number | null, id: string) =>
    callAs<{ deleteBookmark: { id: string } }>(
      db(),
      userId === null ? null : { userId },
      us_deleteBookmarkDocument,
      'us_deleteBookmark',
      { id }
    );
  const removeBusiness = (userId: number | null, id: number) =>
    callAs<{ deleteBusinessBookmark: { id: number } }>(
      db(),
      userId === null ? null : { userId },
      us_deleteBusinessBookmarkDocument,
      'us_deleteBusinessBookmark',
      { id }
    );
  const alarm = (userId: number, target: 'ITEM' | 'MODEL', id: number, active: boolean) =>
    callAs(db(), { userId }, us_setLowestPriceAlarmDocument, 'us_setLowestPriceAlarm', { target, id, active });
  const save = (userId: number, target: 'ITEM' | 'MODEL', id: number, at: string) =>
    setBookmark(db(), userId, target, id, true).then(() =>
      target === 'ITEM'
        ? db()
            .update(itemBookmarks)
            .set({ createdAt: new Date(at) })
            .where(and(eq(itemBookmarks.userId, userId), eq(itemBookmarks.itemId, id)))
        : db()
            .update(modelBookmarks)
            .set({ createdAt: new Date(at) })
            .where(and(eq(modelBookmarks.userId, userId), eq(modelBookmarks.modelId, id)))
    );

  describe('us_bookmarkList', () => {
    it('lists saved items and models in one list, newest first, with price, brand, alarm, availability and link', async () => {
      const member = await newMember(db());
      await save(member, 'ITEM', f.items.tcrBanpo, '2026-02-01T00:00:00Z');
      await save(member, 'MODEL', f.models.tcr, '2026-02-02T00:00:00Z');
      await save(member, 'MODEL', f.models.defy, '2026-02-03T00:00:00Z');
      await save(member, 'ITEM', f.items.fitting, '2026-02-04T00:00:00Z');
      const page = (await list(member)).data!.bookmarkList;
      expect(page.bookmarks.map((b) => b.id)).toEqual([
        `ITEM:${f.items.fitting}`,
        `MODEL:${f.models.defy}`,
        `MODEL:${f.models.tcr}`,
        `ITEM:${f.items.tcrBanpo}`,
      ]);
      const [fitting, defy, tcr, tcrItem] = page.bookmarks;
      expect(tcrItem).toMatchObject({
        target: 'ITEM',
        targetId: f.items.tcrBanpo,
        // The one item card, as every item list answers it; the saved item is hearted.
        item: {
          itemId: f.items.tcrBanpo,
          name: 'TCR 어드밴스드 2 (M)',
          brandName: '자이언트',
          dealType: 'SELL',
          price: 1_290_000,
          isMarked: true,
        },
        model: null,
        price: 1_290_000,
        originPrice: 1_490_000,
        discountRate: 13,
        lowestSeenPrice: 1_290_000,
        isEnableLowestPriceAlarm: false,
        availability: 'AVAILABLE',
        hasPriceDrop: false,
        link: `/services/${f.items.tcrBanpo}`,
        createdAt: '2026-02-01T00:00:00.000Z',
      });
      expect(tcrItem.item?.img).toMatch(/^\/app\/v4\/images\/\d+$/);
      // A model is priced by its cheapest sale offer; one only rented has none to buy.
      expect(tcr).toMatchObject({
        target: 'MODEL',
        item: null,
        model: { id: f.models.tcr, name: 'TCR 어드밴스드 2' },
        price: 1_290_000,
        lowestSeenPrice: 1_290_000,
        availability: 'AVAILABLE',
        link: `/models/${f.models.tcr}`,
      });
      expect(defy).toMatchObject({ price: null, originPrice: null, lowestSeenPrice: null, availability: 'SOLD_OUT' });
      expect(fitting).toMatchObject({ item: { brandName: null }, price: 50_000 });
      expect(page.searchAfter).toBeNull();
    });

    it('pages by searchAfter and marks a price drop since the tab was last opened; a taken-down item has no link', async () => {
      const member = await newMember(db());
      // Every listing has a cover photo (the item card shows it); these borrow a seeded one.
      const [cover] = await db().select({ id: images.id }).from(images).limit(1);
      const extra = await db()
        .insert(items)
        .values(
          Array.from({ length: 21 }, (_, i) => ({
            businessId: f.businesses.bundang,
            categoryId: 1,
            dealType: 'SELL' as const,
            name: `공구 ${i}`,
            imageId: cover.id,
            price: 10_000,
            originPrice: 10_000,
            stock: 1,
            deliveryTypes: ['PICKUP' as const],
            createdAt: new Date('2025-12-01T00:00:00Z'),
          }))
        )
        .returning({ id: items.id });
      for (const [i, row] of extra.entries())
        await save(member, 'ITEM', row.id, new Date(Date.UTC(2026, 1, 1, 0, i)).toISOString());
      await db().update(items).set({ price: 9_000 }).where(eq(items.id, extra[20].id));
      await db().update(items).set({ status: 'HIDDEN' }).where(eq(items.id, extra[19].id));
      const first = (await list(member)).data!.bookmarkList;
      expect(first.bookmarks).toHaveLength(20);
      expect(first.bookmarks[0]).toMatchObject({
        targetId: extra[20].id,
        price: 9_000,
        lowestSeenPrice: 10_000,
        hasPriceDrop: true,
      });
      expect(first.bookmarks[1]).toMatchObject({ targetId: extra[19].id, availability: 'UNAVAILABLE', link: null });
      const second = (await list(member, first.searchAfter)).data!.bookmarkList;
      expect(second.bookmarks.map((b) => b.targetId)).toEqual([extra[0].id]);
      expect((await list(await newMember(db()), first.searchAfter)).code).toBe('INVALID_INPUT');
      expect((await list(member, 'abc.def')).code).toBe('INVALID_INPUT');
    });

    it('answers UNAUTHENTICATED to an anonymous caller', async () => {
      expect((await list(null)).code).toBe('UNAUTHENTICATED');
      expect((await businesses(null)).code).toBe('UNAUTHENTICATED');
    });
  });

  describe('us_setLowestPriceAlarm and lowestSeenPrice', () => {
    it('switching the alarm on records the current price as the lowest seen; on again keeps it; off keeps the bookmark', async () => {
      const member = await newMember(db());
      await alarm(member, 'MODEL', f.models.tcr, true);
      const row = () =>
        db()
          .select()
          .from(modelBookmarks)
          .where(and(eq(modelBookmarks.userId, member), eq(modelBookmarks.modelId, f.models.tcr)));
      expect((await row())[0]).toMatchObject({ isLowestPriceAlarm: true, lowestSeenPrice: 1_290_000 });
      await db().update(modelBookmarks).set({ lowestSeenPrice: 1_000_000 }).where(eq(modelBookmarks.userId, member));
      await alarm(member, 'MODEL', f.models.tcr, true);
      expect((await row())[0].lowestSeenPrice).toBe(1_000_000);
      await alarm(member, 'MODEL', f.models.tcr, false);
      await alarm(member, 'MODEL', f.models.tcr, true);
      expect((await row())[0]).toMatchObject({ isLowestPriceAlarm: true, lowestSeenPrice: 1_290_000 });
      expect((await list(member)).data!.bookmarkList.bookmarks[0]).toMatchObject({
        id: `MODEL:${f.models.tcr}`,
        isEnableLowestPriceAlarm: true,
      });
    });
  });

  describe('us_deleteBookmark', () => {
    it("deletes by id with its alarm; another member's or an unsaved id is NOT_FOUND and untouched; bad ids are INVALID_INPUT", async () => {
      const [owner, other] = [await newMember(db()), await newMember(db())];
      await alarm(owner, 'ITEM', f.items.tcrBundang, true);
      expect((await remove(other, `ITEM:${f.items.tcrBundang}`)).code).toBe('NOT_FOUND');
      expect(await db().select().from(itemBookmarks).where(eq(itemBookmarks.userId, owner))).toHaveLength(1);
      for (const bad of ['ITEM:0', 'ITEM:abc', 'BUSINESS:1', `item:${f.items.tcrBundang}`, 'MODEL:99999999999']) {
        expect((await remove(owner, bad)).code).toBe('INVALID_INPUT');
      }
      expect((await remove(null, `ITEM:${f.items.tcrBundang}`)).code).toBe('UNAUTHENTICATED');
      expect((await remove(owner, `ITEM:${f.items.tcrBundang}`)).data!.deleteBookmark.id).toBe(
        `ITEM:${f.items.tcrBundang}`
      );
      expect(await db().select().from(itemBookmarks).where(eq(itemBookmarks.userId, owner))).toHaveLength(0);
      expect((await remove(owner, `ITEM:${f.items.tcrBundang}`)).code).toBe('NOT_FOUND');
    });
  });

  describe('us_businessBookmarkList and us_deleteBusinessBookmark', () => {
    it("lists saved businesses newest first with rating, open-now and new listings; deletes only the caller's", async () => {
      const [member, other] = [await newMember(db()), await newMember(db())];
      await db()
        .insert(businessBookmarks)
        .values([
          { userId: member, businessId: f.businesses.banpo, createdAt: new Date('2026-02-01T00:00:00Z') },
          { userId: member, businessId: f.businesses.bundang, createdAt: new Date('2026-02-02T00:00:00Z') },
        ]);
      await db()
        .insert(items)
        .values({
          businessId: f.businesses.banpo,
          categoryId: 1,
          dealType: 'SELL',
          name: '새 헬멧',
          price: 90_000,
          originPrice: 90_000,
          stock: 1,
          deliveryTypes: ['PICKUP'],
          createdAt: new Date('2026-03-01T00:00:00Z'),
        });
      const page = (await businesses(member)).data!.businessBookmarkList;
      expect(page.businessBookmarks.map((s) => s.id)).toEqual([f.businesses.bundang, f.businesses.banpo]);
      expect(page.businessBookmarks[1]).toMatchObject({
        name: '반포 한강 자전거',
        address: '서울특별시 서초구 신반포로11길 40',
        reviewCountText: '리뷰 0',
        reviewRatingText: '',
        isOpenNow: true,
        newItemCount: 1,
        link: `/nearby_store/${f.businesses.banpo}`,
      });
      expect(page.businessBookmarks[0]).toMatchObject({
        isOpenNow: false,
        openStatusText: '영업시간은 매장에 문의해 주세요',
        newItemCount: 0,
      });
      expect((await removeBusiness(other, f.businesses.banpo)).code).toBe('NOT_FOUND');
      expect((await removeBusiness(member, 0)).code).toBe('INVALID_INPUT');
      expect((await removeBusiness(null, f.businesses.banpo)).code).toBe('UNAUTHENTICATED');
      expect((await removeBusiness(member, f.businesses.banpo)).data!.deleteBusinessBookmark.id).toBe(
        f.businesses.banpo
      );
      expect((await businesses(member)).data!.businessBookmarkList.businessBookmarks.map((s) => s.id)).toEqual([
        f.businesses.bundang,
      ]);
    });
  });
});
