import { and, eq } from 'drizzle-orm';
import {
  us_couponBookPageDocument as PAGE,
  us_downloadCouponDocument as DOWNLOAD,
  type us_couponBookPageQuery,
  type us_downloadCouponMutation,
} from '@/api/order/generated';
import type { Db } from '@/server/db/client';
import { coupons, userCoupons } from '@/server/db/schema';
import { DOWNLOAD_MESSAGES } from '@/server/domain/coupon/downloadCoupon';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { insertMember } from '../referral/referralHarness';
import { orderCall } from '../shipping/orderCaller';

const DAY = 86_400_000;
const COUPON_BOOK = 'query us_couponBook { couponBook { coupons { id couponId status } couponBooks { id } } }';

type Design = typeof coupons.$inferInsert;

/** A coupon design around now (tests never depend on the calendar the seed was written for). */
async function insertDesign(db: Db, overrides: Partial<Design> = {}): Promise<number> {
  const now = Date.now();
  const [row] = await db
    .insert(coupons)
    .values({
      name: '테스트 5,000원 할인',
      discountKind: 'AMOUNT',
      discountValue: 5000,
      maxDiscount: null,
      minOrderPrice: 20000,
      startsAt: new Date(now - 10 * DAY),
      endsAt: new Date(now + 200 * DAY),
      ...overrides,
    })
    .returning({ id: coupons.id });
  return row.id;
}

async function giveCopy(
  db: Db,
  userId: number,
  couponId: number,
  copy: { issuedDaysAgo: number; expiresInDays: number; used?: boolean }
): Promise<number> {
  const now = Date.now();
  const [row] = await db
    .insert(userCoupons)
    .values({
      userId,
      couponId,
      issuedAt: new Date(now - copy.issuedDaysAgo * DAY),
      expiresAt: new Date(now + copy.expiresInDays * DAY),
      usedAt: copy.used ? new Date(now - DAY) : null,
    })
    .returning({ id: userCoupons.id });
  return row.id;
}

describe.each(testDbKinds())('coupon book on %s', (kind) => {
  const db = useTestDb(kind);
  const page = async (userId: number) => {
    const reply = await orderCall<us_couponBookPageQuery>(db(), userId, PAGE);
    expect(reply.code).toBeNull();
    return reply.data!;
  };
  const download = (userId: number | null, couponId: number) =>
    orderCall<us_downloadCouponMutation>(db(), userId, DOWNLOAD, { couponId });

  it('asks a visitor to log in', async () => {
    const couponId = await insertDesign(db());
    expect((await orderCall(db(), null, COUPON_BOOK)).code).toBe('UNAUTHENTICATED');
    expect((await download(null, couponId)).code).toBe('UNAUTHENTICATED');
    const visitorPage = await orderCall<us_couponBookPageQuery>(db(), null, PAGE);
    expect(visitorPage.code).toBe('UNAUTHENTICATED');
  });

  it('lists held copies usable first, newest first, with their texts, status and the earlier expiry', async () => {
    const member = await insertMember(db());
    const rate = await insertDesign(db(), {
      name: '스키 렌탈 10% 할인',
      discountKind: 'RATE',
      discountValue: 10,
      maxDiscount: 20000,
      minOrderPrice: 0,
      categoryCode: 'SKI',
      dealType: 'RENTAL',
      endsAt: new Date(Date.now() + 5 * DAY + 3_600_000),
    });
    const [rateDesign] = await db().select({ endsAt: coupons.endsAt }).from(coupons).where(eq(coupons.id, rate));
    const amount = await insertDesign(db(), { name: '첫 예약 5,000원 할인' });
    const used = await insertDesign(db(), { name: '사용한 쿠폰' });
    const lapsed = await insertDesign(db(), { name: '기간 지난 쿠폰' });
    const ended = await insertDesign(db(), {
      name: '끝난 행사 쿠폰',
      startsAt: new Date(Date.now() - 90 * DAY),
      endsAt: new Date(Date.now() - 30 * DAY),
    });
    const rateCopy = await giveCopy(db(), member.id, rate, { issuedDaysAgo: 3, expiresInDays: 57 });
    const amountCopy = await giveCopy(db(), member.id, amount, { issuedDaysAgo: 1, expiresInDays: 59 });
    const usedCopy = await giveCopy(db(), member.id, used, { issuedDaysAgo: 2, expiresInDays: 50, used: true });
    const lapsedCopy = await giveCopy(db(), member.id, lapsed, { issuedDaysAgo: 70, expiresInDays: -10 });
    const endedCopy = await giveCopy(db(), member.id, ended, { issuedDaysAgo: 80, expiresInDays: 5 });

    const { me, couponBook } = await page(member.id);
    expect(me?.id).toBe(member.id);
    expect(couponBook.coupons.map((c) => [c.id, c.status])).toEqual([
      [amountCopy, 'AVAILABLE'],
      [rateCopy, 'AVAILABLE'],
      [usedCopy, 'USED'],
      [lapsedCopy, 'EXPIRED'],
      [endedCopy, 'EXPIRED'],
    ]);
    const [first, second, third] = couponBook.coupons;
    expect(first).toMatchObject({
      couponId: amount,
      name: '첫 예약 5,000원 할인',
      amountText: '5,000원',
      discountText: '5,000원 할인',
      conditionText: '모든 상품 · 20,000원 이상 주문 시',
      usedAt: null,
    });
    expect(first.daysLeft).toBeGreaterThanOrEqual(58);
    // The design ends before the copy would: the design's end is the copy's end.
    expect(second).toMatchObject({
      amountText: '10%',
      discountText: '10% 할인 (최대 20,000원)',
      conditionText: '스키·보드 렌탈 상품',
    });
    expect(second.expiresAt).toBe(rateDesign.endsAt.toISOString());
    expect([4, 5, 6]).toContain(second.daysLeft);
    expect(third).toMatchObject({ daysLeft: null, usedAt: expect.any(String) });
    // Held designs (used, lapsed or not) are never offered again.
    const offered = couponBook.couponBooks.map((c) => c.id);
    for (const held of [rate, amount, used, lapsed, ended]) expect(offered).not.toContain(held);
  });

  it('offers running designs the member never took (used or not), ending soonest first, never ended or future ones', async () => {
    const member = await insertMember(db());
    const late = await insertDesign(db(), { name: '늦게 끝나는 쿠폰', endsAt: new Date(Date.now() + 300 * DAY) });
    const soon = await insertDesign(db(), {
      name: '곧 끝나는 쿠폰',
      discountKind: 'RATE',
      discountValue: 7,
      maxDiscount: null,
      minOrderPrice: 100000,
      categoryCode: 'BIKE',
      endsAt: new Date(Date.now() + 10 * DAY),
    });
    const future = await insertDesign(db(), { name: '다음 달 쿠폰', startsAt: new Date(Date.now() + 30 * DAY) });
    const over = await insertDesign(db(), {
      name: '끝난 쿠폰',
      startsAt: new Date(Date.now() - 60 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    const usedOne = await insertDesign(db(), { name: '이미 쓴 쿠폰' });
    await giveCopy(db(), member.id, usedOne, { issuedDaysAgo: 5, expiresInDays: 30, used: true });

    // The offer's end is computed at the request's own time: bracket it instead of guessing a tolerance.
    const asked = Date.now();
    const offers = (await page(member.id)).couponBook.couponBooks;
    const answered = Date.now();
    const ids = offers.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([late, soon]));
    expect(ids).not.toContain(future);
    expect(ids).not.toContain(over);
    expect(ids).not.toContain(usedOne);
    expect(ids.indexOf(soon)).toBeLessThan(ids.indexOf(late));
    const soonOffer = offers.find((o) => o.id === soon)!;
    expect(soonOffer).toMatchObject({
      amountText: '7%',
      discountText: '7% 할인',
      conditionText: '자전거 렌탈·구매 상품 · 100,000원 이상 주문 시',
    });
    // Taken now it would last until the design ends (10 days), the other one 60 days.
    expect(soonOffer.expiresAt).toBe(soonOffer.endsAt);
    const lateOffer = offers.find((o) => o.id === late)!;
    expect(Date.parse(lateOffer.expiresAt)).toBeGreaterThanOrEqual(asked + 60 * DAY);
    expect(Date.parse(lateOffer.expiresAt)).toBeLessThanOrEqual(answered + 60 * DAY);
  });

  it('issues one copy per member: until the earlier of the design end and 60 days, then CONFLICT', async () => {
    const member = await insertMember(db());
    const long = await insertDesign(db(), { name: '넉넉한 쿠폰' });
    const short = await insertDesign(db(), { name: '짧은 쿠폰', endsAt: new Date(Date.now() + 7 * DAY) });
    const asked = Date.now();
    const copy = (await download(member.id, long)).data!.downloadCoupon;
    const answered = Date.now();
    expect(copy).toMatchObject({
      couponId: long,
      name: '넉넉한 쿠폰',
      status: 'AVAILABLE',
      usedAt: null,
      daysLeft: 60,
    });
    expect(Date.parse(copy.expiresAt)).toBeGreaterThanOrEqual(asked + 60 * DAY);
    expect(Date.parse(copy.expiresAt)).toBeLessThanOrEqual(answered + 60 * DAY);
    const shortCopy = (await download(member.id, short)).data!.downloadCoupon;
    const [design] = await db().select({ endsAt: coupons.endsAt }).from(coupons).where(eq(coupons.id, short));
    expect(shortCopy.expiresAt).toBe(design.endsAt.toISOString());

    const again = await download(member.id, long);
    expect([again.code, again.message]).toEqual(['CONFLICT', DOWNLOAD_MESSAGES.already]);
    const book = (await page(member.id)).couponBook;
    expect(book.coupons.map((c) => c.id)).toEqual(expect.arrayContaining([copy.id, shortCopy.id]));
    expect(book.couponBooks.map((c) => c.id)).not.toContain(long);
    expect(book.couponBooks.map((c) => c.id)).not.toContain(short);
  });

  it('gives one copy when the same coupon is taken four times at once', async () => {
    const member = await insertMember(db());
    const couponId = await insertDesign(db());
    const replies = await Promise.all(Array.from({ length: 4 }, () => download(member.id, couponId)));
    expect(replies.filter((r) => r.code === null)).toHaveLength(1);
    expect(replies.filter((r) => r.code === 'CONFLICT')).toHaveLength(3);
    const copies = await db()
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, member.id), eq(userCoupons.couponId, couponId)));
    expect(copies).toHaveLength(1);
  });

  it('refuses ended, not-started and unknown coupons', async () => {
    const member = await insertMember(db());
    const over = await insertDesign(db(), {
      startsAt: new Date(Date.now() - 60 * DAY),
      endsAt: new Date(Date.now() - 60_000),
    });
    const future = await insertDesign(db(), { startsAt: new Date(Date.now() + 3 * DAY) });
    const ended = await download(member.id, over);
    expect([ended.code, ended.message, ended.details.couponId]).toEqual([
      'INVALID_INPUT',
      DOWNLOAD_MESSAGES.ended,
      DOWNLOAD_MESSAGES.ended,
    ]);
    const early = await download(member.id, future);
    expect(early.code).toBe('INVALID_INPUT');
    expect(early.message).toMatch(/^아직 받을 수 없는 쿠폰이에요\. \d{4}\.\d{2}\.\d{2}부터 받을 수 있어요\.$/);
    expect((await download(member.id, 2_000_000_000)).code).toBe('NOT_FOUND');
    expect((await download(member.id, 0)).code).toBe('INVALID_INPUT');
    expect(await db().select().from(userCoupons).where(eq(userCoupons.userId, member.id))).toEqual([]);
  });

  it("keeps each member's book their own", async () => {
    const [a, b] = [await insertMember(db()), await insertMember(db())];
    const couponId = await insertDesign(db(), { name: '둘 다 받는 쿠폰' });
    const copyA = (await download(a.id, couponId)).data!.downloadCoupon;
    expect((await page(b.id)).couponBook.coupons).toEqual([]);
    expect((await page(b.id)).couponBook.couponBooks.map((c) => c.id)).toContain(couponId);
    const copyB = (await download(b.id, couponId)).data!.downloadCoupon;
    expect(copyB.id).not.toBe(copyA.id);
    expect((await page(a.id)).couponBook.coupons.map((c) => c.id)).toEqual([copyA.id]);
  });
});
