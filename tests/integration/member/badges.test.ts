import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import type { ViewerProfile } from '@/api/item/me';
import { us_markSeenDocument, us_meDocument, us_setReviewHelpfulDocument } from '@/api/item/generated';
import type { Badges } from '@/api/item/badges';
import { alarms, items, memberSeen, notices, reviews, businessBookmarks } from '@/server/db/schema';
import { addAlarm } from '@/server/domain/alarm/addAlarm';
import { setBookmark } from '@/server/domain/member/bookmarks';
import { callAs, newMember, seedMemberFixture, type MemberFixture } from './memberFixtures';

describe.each(testDbKinds())('badges on %s', (kind) => {
  const db = useTestDb(kind);
  let f: MemberFixture;
  beforeAll(async () => {
    f = await seedMemberFixture(db());
  });

  const me = async (userId: number) =>
    (await callAs<{ me: ViewerProfile }>(db(), { userId }, us_meDocument, 'us_me')).data!.me;
  const seen = (userId: number | null, area: string) =>
    callAs<{ markSeen: Badges }>(db(), userId === null ? null : { userId }, us_markSeenDocument, 'us_markSeen', {
      area,
    });

  it('a new member sees no badge and no unread alarm', async () => {
    const member = await newMember(db(), { createdAt: new Date() });
    const profile = await me(member);
    // No dot lights and no conversation is counted.
    expect(Object.values(profile.badges).every((v) => v === false || v === 0)).toBe(true);
    expect(profile.unreadAlarmCount).toBe(0);
  });

  it("item bookmark badge: a saved model's item got cheaper after the tab was last opened; opening it clears the badge", async () => {
    const member = await newMember(db());
    await setBookmark(db(), member, 'MODEL', f.models.tcr, true);
    expect((await seen(member, 'ITEM_BOOKMARK')).data!.markSeen.isActiveItemBookmarkBadge).toBe(false);
    // A price rise is no news.
    await db().update(items).set({ price: 1_400_000 }).where(eq(items.id, f.items.tcrBundang));
    expect((await me(member)).badges.isActiveItemBookmarkBadge).toBe(false);
    await db().update(items).set({ price: 1_300_000 }).where(eq(items.id, f.items.tcrBundang));
    const badges = (await me(member)).badges;
    expect(badges).toMatchObject({
      isActiveItemBookmarkBadge: true,
      isActiveBookmarkBadge: true,
      isActiveMyPageBadge: false,
    });
    const after = (await seen(member, 'ITEM_BOOKMARK')).data!.markSeen;
    expect(after).toMatchObject({ isActiveItemBookmarkBadge: false, isActiveBookmarkBadge: false });
    await db().update(items).set({ price: 1_350_000 }).where(eq(items.id, f.items.tcrBundang));
  });

  it('business bookmark badge: a saved business listed a new item after the tab was last opened', async () => {
    const member = await newMember(db());
    await db()
      .insert(businessBookmarks)
      .values({ userId: member, businessId: f.businesses.bundang, createdAt: new Date('2026-02-01T00:00:00Z') });
    await seen(member, 'BUSINESS_BOOKMARK');
    expect((await me(member)).badges.isActiveBusinessBookmarkBadge).toBe(false);
    await db()
      .insert(items)
      .values({
        businessId: f.businesses.bundang,
        categoryId: 1,
        dealType: 'SELL',
        name: '새 장갑',
        price: 30_000,
        originPrice: 30_000,
        stock: 1,
        deliveryTypes: ['PICKUP'],
      });
    expect((await me(member)).badges).toMatchObject({
      isActiveBusinessBookmarkBadge: true,
      isActiveBookmarkBadge: true,
      isActiveItemBookmarkBadge: false,
    });
    expect((await seen(member, 'BUSINESS_BOOKMARK')).data!.markSeen.isActiveBusinessBookmarkBadge).toBe(false);
  });

  it('notice badge: a notice published since /notices was last opened (never opened: since joining) lights my page', async () => {
    const member = await newMember(db());
    await db()
      .insert(notices)
      .values([
        { title: '가입 전 공지', htmlContent: '<p>예전</p>', publishedAt: new Date('2025-06-01T00:00:00Z') },
        { title: '예약 공지', htmlContent: '<p>나중</p>', publishedAt: new Date('2099-01-01T00:00:00Z') },
      ]);
    expect((await me(member)).badges.isActiveNoticeBadge).toBe(false);
    await db()
      .insert(notices)
      .values({ title: '새 공지', htmlContent: '<p>새 소식</p>', publishedAt: new Date(Date.now() - 60_000) });
    expect((await me(member)).badges).toMatchObject({ isActiveNoticeBadge: true, isActiveMyPageBadge: true });
    await seen(member, 'NOTICE');
    expect((await me(member)).badges).toMatchObject({ isActiveNoticeBadge: false, isActiveMyPageBadge: false });
  });

  it('order badge: an unread ORDER alarm lights my page until it is read', async () => {
    const member = await newMember(db());
    await addAlarm(db(), {
      userId: member,
      kind: 'ORDER',
      title: '주문이 접수됐어요',
      body: '매장에서 확인 중이에요.',
      dedupeKey: 'order:1',
    });
    const profile = await me(member);
    expect(profile.badges).toMatchObject({
      isActiveOrderBadge: true,
      isActiveMyPageBadge: true,
      isActiveReviewBadge: false,
      unreadMessageThreadCount: 0,
      unansweredMessageThreadCount: 0,
    });
    expect(profile.unreadAlarmCount).toBe(1);
    await db().update(alarms).set({ readAt: new Date() }).where(eq(alarms.userId, member));
    expect((await me(member)).badges.isActiveOrderBadge).toBe(false);
  });

  it('review badge: a helpful vote writes one REVIEW alarm for the author per review and day', async () => {
    const [author, voter, voter2] = [await newMember(db()), await newMember(db()), await newMember(db())];
    const [review] = await db()
      .insert(reviews)
      .values({ itemId: f.items.tcrBanpo, userId: author, rating: 5, content: '핏이 잘 맞아요.' })
      .returning({ id: reviews.id });
    const vote = (userId: number, active: boolean) =>
      callAs(db(), { userId }, us_setReviewHelpfulDocument, 'us_setReviewHelpful', { reviewId: review.id, active });
    await vote(voter, true);
    await vote(voter, false);
    await vote(voter, true);
    await vote(voter2, true);
    const written = await db().select().from(alarms).where(eq(alarms.userId, author));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      kind: 'REVIEW',
      title: '내 리뷰가 도움이 됐어요',
      linkUrl: `/services/${f.items.tcrBanpo}`,
    });
    expect((await me(author)).badges).toMatchObject({ isActiveReviewBadge: true, isActiveMyPageBadge: true });
    expect(await db().select().from(alarms).where(eq(alarms.userId, voter))).toHaveLength(0);
  });

  it('us_markSeen: UNAUTHENTICATED anonymously, INVALID_INPUT for an unknown area, and one row per area', async () => {
    const member = await newMember(db());
    expect((await seen(null, 'NOTICE')).code).toBe('UNAUTHENTICATED');
    expect((await seen(member, 'ORDERS')).code).toBe('INVALID_INPUT');
    await seen(member, 'NOTICE');
    await seen(member, 'NOTICE');
    expect(await db().select().from(memberSeen).where(eq(memberSeen.userId, member))).toHaveLength(1);
  });
});
