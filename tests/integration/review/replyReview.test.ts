import { sql } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { count, seedCheckoutFixture, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import { CONFIRMED_SALE, USED_RENTAL, callItem, orderOf, reviewAlarms, uploadOf, type Caller } from './reviewHarness';

const WRITE = `mutation us_writeReview($orderId: Int!, $imageIds: [Int!]!) {
  writeReview(orderId: $orderId, rating: 5, content: "사이즈도 딱 맞고 왁싱 상태가 아주 좋았어요. 다음에도 여기서 빌릴게요.", imageIds: $imageIds) { reviewId } }`;
const REPLY = `mutation bz_replyReview($reviewId: Int!, $content: String!) { replyReview(reviewId: $reviewId, content: $content) { reviewId content businessName } }`;
const LIST = `query bz_sellerReviews($filter: SellerReviewFilter, $searchAfter: String) {
  sellerReviews(filter: $filter, searchAfter: $searchAfter) { businessName unansweredCount searchAfter
    reviews { id isVerified photos { id } reply { content businessName repliedDatetime } } } }`;
const MODEL = `query pb_modelReviews($modelId: Int!) { modelReviews(modelId: $modelId) { reviews { id isVerified reply { content businessName } } } }`;
const BUSINESS = `query pb_businessReviews($businessId: Int!) { businessReviews(input: { businessId: $businessId }) { businessReviews { id isVerified reply { content } } } }`;
const ITEM = `query pb_item($id: Int!) { itemDetail(id: $id) { reviews { id isVerified reply { content businessName } } } }`;

type Review = {
  id: number;
  isVerified: boolean;
  photos?: { id: number }[];
  reply: { content: string; businessName: string } | null;
};
type List = {
  sellerReviews: { businessName: string; unansweredCount: number; searchAfter: string | null; reviews: Review[] };
};

describe.each(testDbKinds())('seller replies (bz_replyReview, bz_sellerReviews) on %s', (kind) => {
  const db = useTestDb(kind);
  let f: CheckoutFixture;
  let other: CheckoutFixture;
  let customer: Caller & object;
  let seller: Caller & object;
  let otherSeller: Caller & object;
  let reviewIds: number[];
  beforeAll(async () => {
    f = await seedCheckoutFixture(db());
    other = await seedCheckoutFixture(db());
    customer = { userId: await verifiedMember(db()) };
    seller = { userId: await verifiedMember(db()), businessId: f.businessId };
    otherSeller = { userId: await verifiedMember(db()), businessId: other.businessId };
    await db().execute(sql`UPDATE users SET business_id = ${f.businessId} WHERE id = ${seller.userId}`);
    await db().execute(sql`UPDATE users SET business_id = ${other.businessId} WHERE id = ${otherSeller.userId}`);
    reviewIds = [];
    for (const kindOf of [USED_RENTAL, CONFIRMED_SALE, USED_RENTAL]) {
      const orderId = await orderOf(db(), f, customer.userId, kindOf);
      const res = await callItem<{ writeReview: { reviewId: number } }>(db(), customer, WRITE, {
        orderId,
        imageIds: [await uploadOf(db(), customer.userId)],
      });
      reviewIds.push(res.data!.writeReview.reviewId);
    }
  });

  const reply = (caller: Caller, reviewId: number, content: string) =>
    callItem<{ replyReview: { reviewId: number; content: string; businessName: string } }>(db(), caller, REPLY, {
      reviewId,
      content,
    });

  it("lets the business's seller reply and edit the reply; the reviewer is alarmed once", async () => {
    const [first] = reviewIds;
    const alarms = await reviewAlarms(db(), customer.userId);
    const res = await reply(seller, first, '소중한 리뷰 감사합니다. 다음 시즌에도 좋은 장비로 모실게요!');
    expect(res.code).toBeNull();
    expect(res.data?.replyReview).toMatchObject({
      reviewId: first,
      content: '소중한 리뷰 감사합니다. 다음 시즌에도 좋은 장비로 모실게요!',
    });
    expect(await reviewAlarms(db(), customer.userId)).toBe(alarms + 1);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM alarms WHERE user_id = ${customer.userId} AND kind = 'REVIEW'
      AND link_url = ${`/services/${f.rental.itemId}#item-reviews`}`
      )
    ).toBe(1);
    const edited = await reply(seller, first, '감사합니다. 왁싱은 매번 새로 해 드려요.');
    expect(edited.data?.replyReview.content).toBe('감사합니다. 왁싱은 매번 새로 해 드려요.');
    expect(await reviewAlarms(db(), customer.userId)).toBe(alarms + 1);
  });

  it('shows the reply and the verified mark on the item, the model and the business reviews', async () => {
    const [first] = reviewIds;
    await reply(seller, first, '감사합니다. 왁싱은 매번 새로 해 드려요.');
    const modelId = await count(db(), sql`SELECT model_id AS n FROM items WHERE id = ${f.rental.itemId}`);
    const model = await callItem<{ modelReviews: { reviews: Review[] } }>(db(), null, MODEL, { modelId });
    const business = await callItem<{ businessReviews: { businessReviews: Review[] } }>(db(), null, BUSINESS, {
      businessId: f.businessId,
    });
    const item = await callItem<{ itemDetail: { reviews: Review[] } }>(db(), null, ITEM, { id: f.rental.itemId });
    for (const reviews of [
      model.data?.modelReviews.reviews,
      business.data?.businessReviews.businessReviews,
      item.data?.itemDetail.reviews,
    ]) {
      const shown = reviews?.find((r) => r.id === first);
      expect(shown).toMatchObject({ isVerified: true, reply: { content: '감사합니다. 왁싱은 매번 새로 해 드려요.' } });
    }
    expect(item.data?.itemDetail.reviews.find((r) => r.id === first)?.reply?.businessName).toMatch(/용평 스키 렌탈/);
  });

  it("refuses another business's seller, a member who sells nothing and a visitor", async () => {
    const [, second] = reviewIds;
    expect((await reply(otherSeller, second, '저희 매장 리뷰가 아니지만 답글을 달아 봅니다.')).code).toBe('FORBIDDEN');
    expect((await reply(customer, second, '제가 쓴 리뷰에 답글을 달아 봅니다.')).code).toBe('FORBIDDEN');
    expect((await reply(null, second, '방문자가 답글을 달아 봅니다.')).code).toBe('UNAUTHENTICATED');
    expect((await reply(seller, 2_000_000_000, '없는 리뷰에 답글을 달아 봅니다.')).code).toBe('NOT_FOUND');
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM reviews WHERE id = ${second} AND reply_content IS NOT NULL`)
    ).toBe(0);
  });

  it.each([
    ['too short', '감사'],
    ['too long', '감사합니다'.repeat(101)],
    ['profanity', '지랄하지 마세요 손님'],
  ])('refuses a reply that is %s', async (_name, content) => {
    const res = await reply(seller, reviewIds[1], content);
    expect(res.code).toBe('INVALID_INPUT');
    expect(res.details.content).toMatch(/[가-힣]/);
  });

  it("lists the business's reviews newest first, unanswered only on request, paged, and only to its sellers", async () => {
    const all = await callItem<List>(db(), seller, LIST, { filter: 'ALL' });
    expect(all.data?.sellerReviews.reviews.map((r) => r.id)).toEqual([...reviewIds].reverse());
    expect(all.data?.sellerReviews.reviews.every((r) => r.isVerified && r.photos?.length === 1)).toBe(true);
    const open = await callItem<List>(db(), seller, LIST, { filter: 'UNANSWERED' });
    expect(open.data?.sellerReviews.reviews.map((r) => r.id)).toEqual([reviewIds[2], reviewIds[1]]);
    expect(open.data?.sellerReviews.unansweredCount).toBe(2);
    expect((await callItem<List>(db(), otherSeller, LIST, {})).data?.sellerReviews.reviews).toEqual([]);
    expect((await callItem<List>(db(), customer, LIST, {})).code).toBe('FORBIDDEN');
    expect((await callItem<List>(db(), null, LIST, {})).code).toBe('UNAUTHENTICATED');
    expect((await callItem<List>(db(), seller, LIST, { searchAfter: 'forged.cursor' })).code).toBe('INVALID_INPUT');
  });
});
