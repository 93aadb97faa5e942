import { sql } from 'drizzle-orm';
import { updateReview } from '@/server/domain/review/writeReview';
import { POINT_POLICY } from '@/lib/points/pointPolicy';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { count, seedCheckoutFixture, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import {
  CONFIRMED_SALE,
  USED_RENTAL,
  callItem,
  itemFigures,
  orderOf,
  pointsOf,
  reviewAlarms,
  uploadOf,
  type Caller,
  type OrderKind,
} from './reviewHarness';

const WRITE = `mutation us_writeReview($orderId: Int!, $rating: Int!, $content: String!, $imageIds: [Int!]!) {
  writeReview(orderId: $orderId, rating: $rating, content: $content, imageIds: $imageIds) { reviewId orderId itemId earnedPoints } }`;
const UPDATE = `mutation us_updateReview($reviewId: Int!, $rating: Int!, $content: String!, $imageIds: [Int!]!) {
  updateReview(reviewId: $reviewId, rating: $rating, content: $content, imageIds: $imageIds) { reviewId earnedPoints } }`;
const FORM = `query us_reviewWritePage($orderId: Int!) { reviewWriteForm(orderId: $orderId) {
  order { orderId itemName businessName dealType rentalStartDate rentalEndDate } review { id rating content isEditable photos { id thumbUrl } } } }`;

type Written = { writeReview: { reviewId: number; orderId: number; itemId: number; earnedPoints: number } };
type Updated = { updateReview: { reviewId: number; earnedPoints: number } };
type Form = {
  reviewWriteForm: {
    order: { orderId: number; dealType: string; rentalStartDate: string | null; rentalEndDate: string | null };
    review: { id: number; rating: number; content: string; isEditable: boolean; photos: { id: number }[] } | null;
  };
};

const TEXT = '처음 타 봤는데 정말 가볍고 잘 나가요. 매장 직원분도 친절하게 세팅해 주셨어요.';

describe.each(testDbKinds())('writing reviews (us_writeReview, us_updateReview, us_reviewWritePage) on %s', (kind) => {
  const db = useTestDb(kind);
  let f: CheckoutFixture;
  let member: Caller & object;
  let stranger: Caller & object;
  let seller: number;
  beforeAll(async () => {
    f = await seedCheckoutFixture(db());
    member = { userId: await verifiedMember(db()) };
    stranger = { userId: await verifiedMember(db()) };
    seller = await verifiedMember(db());
    await db().execute(sql`UPDATE users SET business_id = ${f.businessId} WHERE id = ${seller}`);
  });

  const write = (caller: Caller, orderId: number, extra: Record<string, unknown> = {}) =>
    callItem<Written>(db(), caller, WRITE, { orderId, rating: 5, content: TEXT, imageIds: [], ...extra });

  it("writes a verified review with photos: stats, photos, points and the sellers' alarm in one go", async () => {
    const orderId = await orderOf(db(), f, member.userId, USED_RENTAL);
    const photos = [await uploadOf(db(), member.userId), await uploadOf(db(), member.userId)];
    const before = await itemFigures(db(), f.rental.itemId);
    const res = await write(member, orderId, { rating: 4, imageIds: photos });
    expect(res.code).toBeNull();
    expect(res.data?.writeReview).toMatchObject({
      orderId,
      itemId: f.rental.itemId,
      earnedPoints: POINT_POLICY.photoReviewReward,
    });
    expect(await itemFigures(db(), f.rental.itemId)).toEqual({ reviewCount: before.reviewCount + 1, ratingAvg: 4 });
    const reviewId = res.data!.writeReview.reviewId;
    expect(await count(db(), sql`SELECT count(*)::int AS n FROM review_images WHERE review_id = ${reviewId}`)).toBe(2);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM images WHERE id IN (${photos[0]}, ${photos[1]}) AND attached_at IS NOT NULL`
      )
    ).toBe(2);
    expect(await pointsOf(db(), member.userId)).toBe(POINT_POLICY.photoReviewReward);
    expect(await reviewAlarms(db(), seller)).toBe(1);

    const form = await callItem<Form>(db(), member, FORM, { orderId });
    expect(form.data?.reviewWriteForm.order).toMatchObject({
      orderId,
      dealType: 'RENTAL',
      rentalStartDate: '2026-01-07',
      rentalEndDate: '2026-01-08',
    });
    expect(form.data?.reviewWriteForm.review).toMatchObject({ id: reviewId, rating: 4, isEditable: true });
    expect(form.data?.reviewWriteForm.review?.photos.map((p) => p.id)).toEqual(photos);
  });

  it('refuses a second review of the same order (CONFLICT) and leaves the figures alone', async () => {
    const orderId = await orderOf(db(), f, member.userId, CONFIRMED_SALE);
    expect((await write(member, orderId)).code).toBeNull();
    const figures = await itemFigures(db(), f.sale.itemId);
    const again = await write(member, orderId, { rating: 1 });
    expect(again.code).toBe('CONFLICT');
    expect(await itemFigures(db(), f.sale.itemId)).toEqual(figures);
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating'],
    ['rating 6', { rating: 6 }, 'rating'],
    ['a short text', { content: '좋아요 최고예요' }, 'content'],
    ['profanity spaced out', { content: '이 가게 사장 완전 씨 1 발 같은 서비스네요 다신 안 가요 진짜로요' }, 'content'],
    [
      'initial-consonant profanity',
      { content: '장비 상태가 ㅅㅂ 이게 뭔가요 돈이 아까워요 정말 실망했어요' },
      'content',
    ],
    ['six photos', { imageIds: [1, 2, 3, 4, 5, 6] }, 'imageIds'],
  ])('refuses %s with a Korean message', async (_name, extra, field) => {
    const orderId = await orderOf(db(), f, member.userId, CONFIRMED_SALE);
    const res = await write(member, orderId, extra);
    expect(res.code).toBe('INVALID_INPUT');
    expect(res.details[field]).toMatch(/[가-힣]/);
    expect(await count(db(), sql`SELECT count(*)::int AS n FROM reviews WHERE order_id = ${orderId}`)).toBe(0);
  });

  it("refuses another member's photo and a drawn picture, and rolls the whole review back", async () => {
    const orderId = await orderOf(db(), f, member.userId, CONFIRMED_SALE);
    const theirs = await uploadOf(db(), stranger.userId);
    const mine = await uploadOf(db(), member.userId);
    const drawn = await count(db(), sql`SELECT min(id)::int AS n FROM images WHERE kind = 'DRAWN'`);
    const figures = await itemFigures(db(), f.sale.itemId);
    for (const imageIds of [[mine, theirs], [drawn]]) {
      const res = await write(member, orderId, { imageIds });
      expect(res.code).toBe('INVALID_INPUT');
    }
    // The item's figures moved in the review's transaction, so they rolled back with it.
    expect(await itemFigures(db(), f.sale.itemId)).toEqual(figures);
    expect(await count(db(), sql`SELECT count(*)::int AS n FROM reviews WHERE order_id = ${orderId}`)).toBe(0);
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM images WHERE id = ${mine} AND attached_at IS NULL`)
    ).toBe(1);
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM images WHERE id = ${theirs} AND attached_at IS NULL`)
    ).toBe(1);
  });

  it('lets only the member who paid review, and only a used or confirmed order', async () => {
    const orderId = await orderOf(db(), f, member.userId, USED_RENTAL);
    expect((await write(stranger, orderId)).code).toBe('NOT_FOUND');
    expect((await callItem<Form>(db(), stranger, FORM, { orderId })).code).toBe('NOT_FOUND');
    expect((await write(null, orderId)).code).toBe('UNAUTHENTICATED');
    expect((await write(member, 2_000_000_000)).code).toBe('NOT_FOUND');
    const unfinished: OrderKind[] = [
      { process: 'rentalReservation', state: 'WAITING' },
      { process: 'rentalReservation', state: 'CANCELLED' },
      { process: 'saleOrder', state: 'DELIVERED' },
      { process: 'saleOrder', state: null, paymentState: 'PENDING' },
      { process: 'contract', state: 'CONTRACTED' },
    ];
    for (const kind of unfinished) {
      const pending = await orderOf(db(), f, member.userId, kind);
      const res = await write(member, pending);
      expect([kind.state, res.code]).toEqual([kind.state, 'INVALID_TRANSITION']);
      expect((await callItem<Form>(db(), member, FORM, { orderId: pending })).code).toBe('INVALID_TRANSITION');
    }
  });

  it('edits within 30 days (photos swapped, points once) and refuses after', async () => {
    const orderId = await orderOf(db(), f, member.userId, CONFIRMED_SALE);
    const first = await uploadOf(db(), member.userId);
    const written = await write(member, orderId, { imageIds: [first] });
    const reviewId = written.data!.writeReview.reviewId;
    const points = await pointsOf(db(), member.userId);
    const second = await uploadOf(db(), member.userId);
    const edited = await callItem<Updated>(db(), member, UPDATE, {
      reviewId,
      rating: 2,
      content: `${TEXT} 다만 배송이 늦었어요.`,
      imageIds: [second],
    });
    expect(edited.data?.updateReview).toEqual({ reviewId, earnedPoints: 0 });
    expect(await pointsOf(db(), member.userId)).toBe(points);
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM images WHERE id = ${first} AND attached_at IS NULL`)
    ).toBe(1);
    expect(await count(db(), sql`SELECT image_id AS n FROM review_images WHERE review_id = ${reviewId}`)).toBe(second);
    expect(await count(db(), sql`SELECT rating::int AS n FROM reviews WHERE id = ${reviewId}`)).toBe(2);

    expect(
      (await callItem<Updated>(db(), stranger, UPDATE, { reviewId, rating: 5, content: TEXT, imageIds: [] })).code
    ).toBe('NOT_FOUND');

    const [{ createdAt }] = (
      (await db().execute(
        sql`SELECT created_at::text AS "createdAt" FROM reviews WHERE id = ${reviewId}`
      )) as unknown as { rows: { createdAt: string }[] }
    ).rows;
    const created = new Date(createdAt);
    const day = 86_400_000;
    await expect(
      updateReview(
        db(),
        member.userId,
        { reviewId, rating: 3, content: TEXT, imageIds: [second] },
        new Date(created.getTime() + 29 * day)
      )
    ).resolves.toMatchObject({ reviewId });
    await expect(
      updateReview(
        db(),
        member.userId,
        { reviewId, rating: 3, content: TEXT, imageIds: [second] },
        new Date(created.getTime() + 30 * day + 1)
      )
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await db().execute(sql`UPDATE reviews SET created_at = created_at - interval '31 days' WHERE id = ${reviewId}`);
    const late = await callItem<Updated>(db(), member, UPDATE, { reviewId, rating: 1, content: TEXT, imageIds: [] });
    expect(late.code).toBe('FORBIDDEN');
    expect(late.message).toContain('30일');
    expect((await callItem<Form>(db(), member, FORM, { orderId })).data?.reviewWriteForm.review?.isEditable).toBe(
      false
    );
  });

  it('grants photo points when a photo is added on edit, once per order', async () => {
    const orderId = await orderOf(db(), f, member.userId, USED_RENTAL);
    const reviewId = (await write(member, orderId)).data!.writeReview.reviewId;
    const before = await pointsOf(db(), member.userId);
    const photo = await uploadOf(db(), member.userId);
    const added = await callItem<Updated>(db(), member, UPDATE, {
      reviewId,
      rating: 5,
      content: TEXT,
      imageIds: [photo],
    });
    expect(added.data?.updateReview.earnedPoints).toBe(POINT_POLICY.photoReviewReward);
    const again = await callItem<Updated>(db(), member, UPDATE, {
      reviewId,
      rating: 4,
      content: TEXT,
      imageIds: [photo],
    });
    expect(again.data?.updateReview.earnedPoints).toBe(0);
    expect(await pointsOf(db(), member.userId)).toBe(before + POINT_POLICY.photoReviewReward);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM point_transactions WHERE user_id = ${member.userId} AND reason = 'REVIEW_PHOTO' AND ref_key = ${`review-photo:order:${orderId}`}`
      )
    ).toBe(1);
  });
});
