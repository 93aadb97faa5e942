/**
 * 리뷰 신고 (docs/product.md §4 Review reports): once per member, never one's own, members only; the fifth
 * member's report hides the review from the item page, the business's reviews and the item's figures.
 */
import { eq } from 'drizzle-orm';
import { reviews } from '@/server/db/schema';
import { refreshItemReviewStats } from '@/server/domain/review/itemReviewStats';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { seedCheckoutFixture, verifiedMember } from '../../support/checkoutFixture';
import { callItem, itemFigures } from './reviewHarness';

const REPORT = `mutation($reviewId: Int!, $reason: String!) {
  reportReview(reviewId: $reviewId, reason: $reason) { reviewId hidden } }`;
const ITEM = 'query($id: Int!) { itemDetail(id: $id) { reviewStatic { reviewCount } reviews { id content } } }';
const BUSINESS = `query($input: BusinessReviewsInput!) { businessReviews(input: $input) {
  businessReviews { id } reviewHeader { reviewCount } } }`;

type Reported = { reportReview: { reviewId: number; hidden: boolean } };

describe.each(testDbKinds())('reporting a review (%s)', (kind) => {
  const db = useTestDb(kind);

  async function reviewed(content = '대여한 스키 엣지가 다 나가 있었어요.') {
    const f = await seedCheckoutFixture(db());
    const author = await verifiedMember(db());
    const [row] = await db()
      .insert(reviews)
      .values({ itemId: f.rental.itemId, userId: author, rating: 2, content })
      .returning({ id: reviews.id });
    await refreshItemReviewStats(db(), [f.rental.itemId]);
    return { id: row.id, author, itemId: f.rental.itemId, businessId: f.businessId, content };
  }

  it('takes one report per member, refuses one’s own review and a visitor, and says so in Korean', async () => {
    const review = await reviewed();
    const member = await verifiedMember(db());
    const first = await callItem<Reported>(db(), { userId: member }, REPORT, {
      reviewId: review.id,
      reason: '욕설·비하',
    });
    expect(first.data?.reportReview).toEqual({ reviewId: review.id, hidden: false });
    const again = await callItem(db(), { userId: member }, REPORT, { reviewId: review.id, reason: '기타' });
    expect([again.code, again.message]).toEqual(['CONFLICT', '이미 신고했어요. 검토 후 조치할게요.']);
    const own = await callItem(db(), { userId: review.author }, REPORT, { reviewId: review.id, reason: '기타' });
    expect([own.code, own.message]).toEqual(['FORBIDDEN', '내가 쓴 리뷰는 신고할 수 없어요.']);
    const visitor = await callItem(db(), null, REPORT, { reviewId: review.id, reason: '기타' });
    expect(visitor.code).toBe('UNAUTHENTICATED');
    const noReason = await callItem(db(), { userId: member }, REPORT, { reviewId: review.id, reason: ' ' });
    expect([noReason.code, noReason.details.reason]).toEqual(['INVALID_INPUT', '신고 사유를 골라 주세요.']);
    const missing = await callItem(db(), { userId: member }, REPORT, { reviewId: 999_999, reason: '기타' });
    expect([missing.code, missing.message]).toEqual(['NOT_FOUND', '리뷰를 찾을 수 없어요.']);
  });

  it('the fifth member hides it: gone from the item page, the business reviews and the item figures', async () => {
    const review = await reviewed();
    const shown = await callItem<{ itemDetail: { reviewStatic: { reviewCount: number }; reviews: { id: number }[] } }>(
      db(),
      null,
      ITEM,
      { id: review.itemId }
    );
    expect([shown.data?.itemDetail.reviewStatic.reviewCount, shown.data?.itemDetail.reviews.map((r) => r.id)]).toEqual([
      1,
      [review.id],
    ]);
    const listed = await callItem<{ businessReviews: { businessReviews: { id: number }[] } }>(db(), null, BUSINESS, {
      input: { businessId: review.businessId },
    });
    expect(listed.data?.businessReviews.businessReviews.map((r) => r.id)).toEqual([review.id]);
    const answers: boolean[] = [];
    for (let i = 0; i < 5; i += 1) {
      const reporter = await verifiedMember(db());
      const answer = await callItem<Reported>(db(), { userId: reporter }, REPORT, {
        reviewId: review.id,
        reason: '스팸·광고',
      });
      answers.push(answer.data!.reportReview.hidden);
    }
    expect(answers).toEqual([false, false, false, false, true]);
    const [row] = await db().select({ hiddenAt: reviews.hiddenAt }).from(reviews).where(eq(reviews.id, review.id));
    expect(row.hiddenAt).not.toBeNull();
    const item = await callItem<{ itemDetail: { reviewStatic: { reviewCount: number }; reviews: { id: number }[] } }>(
      db(),
      null,
      ITEM,
      { id: review.itemId }
    );
    expect([item.data?.itemDetail.reviewStatic.reviewCount, item.data?.itemDetail.reviews]).toEqual([0, []]);
    const business = await callItem<{
      businessReviews: { businessReviews: { id: number }[]; reviewHeader: { reviewCount: number } };
    }>(db(), null, BUSINESS, { input: { businessId: review.businessId } });
    expect(business.data?.businessReviews).toEqual({ businessReviews: [], reviewHeader: { reviewCount: 0 } });
    expect(await itemFigures(db(), review.itemId)).toEqual({ reviewCount: 0, ratingAvg: null });
    // Hidden, it can be neither reported again nor marked helpful.
    const late = await callItem(db(), { userId: await verifiedMember(db()) }, REPORT, {
      reviewId: review.id,
      reason: '기타',
    });
    expect(late.code).toBe('NOT_FOUND');
    const helpful = await callItem(
      db(),
      { userId: await verifiedMember(db()) },
      'mutation($id: Int!) { setReviewHelpful(reviewId: $id, active: true) { reviewId } }',
      { id: review.id }
    );
    expect(helpful.code).toBe('NOT_FOUND');
  });

  it('five members at once: exactly the last of them hides it, once', async () => {
    const review = await reviewed();
    const reporters = await Promise.all([1, 2, 3, 4, 5].map(() => verifiedMember(db())));
    const answers = await Promise.all(
      reporters.map((userId) => callItem<Reported>(db(), { userId }, REPORT, { reviewId: review.id, reason: '기타' }))
    );
    expect(answers.map((a) => a.code)).toEqual([null, null, null, null, null]);
    expect(answers.filter((a) => a.data?.reportReview.hidden)).toHaveLength(1);
  });
});
