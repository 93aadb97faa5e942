import { sql } from 'drizzle-orm';
import { memberBadges } from '@/server/domain/member/badges';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { seedCheckoutFixture, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import { CONFIRMED_SALE, USED_RENTAL, callItem, orderOf, type Caller } from './reviewHarness';

const LIST = `query us_notReviews($searchAfter: String) { notReviewedOrders(searchAfter: $searchAfter) {
  orders { orderId itemName businessName dealType img rentalStartDate rentalEndDate finishedDatetime } searchAfter totalCount } }`;
const WRITE = `mutation us_writeReview($orderId: Int!) {
  writeReview(orderId: $orderId, rating: 4, content: "가격 대비 만족스러워요. 픽업할 때 설명도 자세히 해 주셨어요.", imageIds: []) { reviewId } }`;

const MINE = `query us_myReviews { myReviews { reviews { id orderId isVerified isEditable reply { content } } searchAfter } }`;
type Mine = {
  myReviews: {
    reviews: {
      id: number;
      orderId: number;
      isVerified: boolean;
      isEditable: boolean;
      reply: null | { content: string };
    }[];
    searchAfter: string | null;
  };
};

type Order = { orderId: number; dealType: string; rentalStartDate: string | null; finishedDatetime: string };
type List = { notReviewedOrders: { orders: Order[]; searchAfter: string | null; totalCount: number } };

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 3));

describe.each(testDbKinds())('orders waiting for a review (us_notReviewedOrders, the review badge) on %s', (kind) => {
  const db = useTestDb(kind);
  let f: CheckoutFixture;
  let member: Caller & object;
  let stranger: Caller & object;
  let waiting: number[];
  beforeAll(async () => {
    f = await seedCheckoutFixture(db());
    member = { userId: await verifiedMember(db()) };
    stranger = { userId: await verifiedMember(db()) };
    // Finished on days 3, 12, 8 (in that insertion order): the list is by finish time, not by id.
    waiting = [
      await orderOf(db(), f, member.userId, USED_RENTAL, at(3)),
      await orderOf(db(), f, member.userId, CONFIRMED_SALE, at(12)),
      await orderOf(db(), f, member.userId, USED_RENTAL, at(8)),
    ];
    await orderOf(db(), f, member.userId, { process: 'rentalReservation', state: 'RESERVED' }, at(20));
    await orderOf(db(), f, member.userId, { process: 'saleOrder', state: 'CANCELLED' }, at(21));
    await orderOf(db(), f, stranger.userId, CONFIRMED_SALE, at(22));
  });

  const list = (caller: Caller, searchAfter?: string) =>
    callItem<List>(db(), caller, LIST, searchAfter ? { searchAfter } : {});

  it("lists only the member's own used or confirmed orders, the latest finished first", async () => {
    const res = await list(member);
    expect(res.data?.notReviewedOrders.orders.map((o) => o.orderId)).toEqual([waiting[1], waiting[2], waiting[0]]);
    expect(res.data?.notReviewedOrders.totalCount).toBe(3);
    expect(res.data?.notReviewedOrders.orders[0]).toMatchObject({
      dealType: 'SELL',
      rentalStartDate: null,
      finishedDatetime: at(12).toISOString(),
    });
    expect(res.data?.notReviewedOrders.orders[1]).toMatchObject({ dealType: 'RENTAL', rentalStartDate: '2026-01-07' });
    expect((await list(null)).code).toBe('UNAUTHENTICATED');
    expect((await list(member, 'forged.cursor')).code).toBe('INVALID_INPUT');
  });

  it('drops an order once reviewed, and the badge goes out with the last one', async () => {
    await db().execute(sql`UPDATE alarms SET read_at = now() WHERE user_id = ${member.userId}`);
    expect((await memberBadges(db(), member.userId)).badges.isActiveReviewBadge).toBe(true);
    for (const orderId of waiting) {
      expect((await callItem(db(), member, WRITE, { orderId })).code).toBeNull();
    }
    expect((await list(member)).data?.notReviewedOrders).toEqual({ orders: [], searchAfter: null, totalCount: 0 });
    expect((await memberBadges(db(), member.userId)).badges.isActiveReviewBadge).toBe(false);
  });

  it("lists the reviews the member wrote (작성한 리뷰), newest first, editable for 30 days, and nobody else's", async () => {
    const written = await callItem<Mine>(db(), member, MINE);
    const reviews = written.data!.myReviews.reviews;
    expect(reviews.map((r) => r.orderId)).toEqual([...waiting].reverse());
    expect(reviews.every((r) => r.isVerified && r.isEditable && r.reply === null)).toBe(true);
    await db().execute(
      sql`UPDATE reviews SET created_at = created_at - interval '31 days' WHERE order_id = ${waiting[0]}`
    );
    const later = (await callItem<Mine>(db(), member, MINE)).data!.myReviews.reviews;
    expect(later.find((r) => r.orderId === waiting[0])?.isEditable).toBe(false);
    expect((await callItem<Mine>(db(), stranger, MINE)).data?.myReviews.reviews).toEqual([]);
    expect((await callItem<Mine>(db(), null, MINE)).code).toBe('UNAUTHENTICATED');
  });
});

describe.each(testDbKinds())('paging orders waiting for a review on %s', (kind) => {
  const db = useTestDb(kind);
  it('pages with searchAfter without repeating or skipping orders finished at the same moment', async () => {
    const f = await seedCheckoutFixture(db());
    const member = { userId: await verifiedMember(db()) };
    const ids: number[] = [];
    for (let i = 0; i < 13; i += 1) ids.push(await orderOf(db(), f, member.userId, CONFIRMED_SALE, at(i < 6 ? 5 : 6)));
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = (await callItem<List>(db(), member, LIST, cursor ? { searchAfter: cursor } : {})).data!
        .notReviewedOrders;
      seen.push(...page.orders.map((o) => o.orderId));
      cursor = page.searchAfter ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids.slice(6).reverse(), ...ids.slice(0, 6).reverse()]);
  });
});
