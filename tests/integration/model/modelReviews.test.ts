import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import type { ReviewHelpfulState, ReviewPage } from '@/api/item/reviews';
import { pb_modelReviewsDocument, us_setReviewHelpfulDocument } from '@/api/item/generated';
import { reviewHelpfuls, reviews } from '@/server/db/schema';
import { itemYogaFor } from '../item/itemHarness';
import { memberYogaFor, seedModelFixture, type ModelFixture } from './modelFixtures';
import { attachReviewPhotos, type ExpectedPhoto } from '../../support/reviewPhotoFixture';

describe.each(testDbKinds())('model reviews and helpfulness on %s', (kind) => {
  const db = useTestDb(kind);
  let f: ModelFixture;
  let photos: ExpectedPhoto[];

  beforeAll(async () => {
    f = await seedModelFixture(db());
    // The newest review carries two photos, the second newest none.
    photos = await attachReviewPhotos(db(), f.reviewIds[11], f.users.reviewer, ['프레임 사진', '변속기 사진']);
  });

  const page = (modelId: number, searchAfter: string | null = null, yoga = itemYogaFor(db())) =>
    gql<{ modelReviews: ReviewPage }>(yoga, {
      query: pb_modelReviewsDocument,
      variables: { modelId, searchAfter },
      operationName: 'pb_modelReviews',
    });
  const helpful = (userId: number | null, reviewId: number, active: boolean) =>
    gql<{ setReviewHelpful: ReviewHelpfulState }>(userId === null ? itemYogaFor(db()) : memberYogaFor(db(), userId), {
      query: us_setReviewHelpfulDocument,
      variables: { reviewId, active },
      operationName: 'us_setReviewHelpful',
    });

  describe('pb_modelReviews', () => {
    it('pages newest first by an opaque cursor, without gaps or repeats', async () => {
      const first = (await page(f.target)).body!.data!.modelReviews;
      expect(first.totalCount).toBe(12);
      expect(first.reviews.map((r) => r.id)).toEqual([...f.reviewIds].reverse().slice(0, 10));
      expect(first.searchAfter).toEqual(expect.any(String));
      const second = (await page(f.target, first.searchAfter)).body!.data!.modelReviews;
      expect(second.reviews.map((r) => r.id)).toEqual([f.reviewIds[1], f.reviewIds[0]]);
      expect(second.searchAfter).toBeNull();
      expect(first.reviews[0]).toMatchObject({
        nickname: '리뷰어',
        dealType: 'RENTAL',
        businessName: '분당 바이크',
        isActiveAssistance: false,
        activeAssistanceCount: 11,
        isMine: false,
      });
    });

    it("answers each review's photos in the uploader's order, with thumbnails", async () => {
      const first = (await page(f.target)).body!.data!.modelReviews;
      expect(first.reviews[0].photos).toEqual(photos);
      expect(first.reviews.slice(1).every((r) => r.photos.length === 0)).toBe(true);
    });

    it('marks the reviews the viewer wrote', async () => {
      const mine = (await page(f.target, null, memberYogaFor(db(), f.users.reviewer))).body!.data!.modelReviews;
      expect(mine.reviews.every((r) => r.isMine)).toBe(true);
    });

    it('answers INVALID_INPUT for a tampered cursor or a bad id, NOT_FOUND for an unknown model', async () => {
      for (const cursor of [
        'not-a-cursor',
        Buffer.from('["x",1]').toString('base64url'),
        Buffer.from('[1,-4]').toString('base64url'),
      ]) {
        expect((await page(f.target, cursor)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
      }
      expect((await page(0)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
      expect((await page(987_654)).body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('us_setReviewHelpful', () => {
    const countOf = async (reviewId: number) => {
      const [row] = await db().select({ count: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId));
      const marks = await db().select().from(reviewHelpfuls).where(eq(reviewHelpfuls.reviewId, reviewId));
      return { count: row.count, marks: marks.length };
    };

    it('answers UNAUTHENTICATED to an anonymous caller', async () => {
      expect((await helpful(null, f.reviewIds[3], true)).body?.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('keeps the count consistent when toggled twice in each direction', async () => {
      const reviewId = f.reviewIds[3];
      const before = await countOf(reviewId);
      const on1 = (await helpful(f.users.member, reviewId, true)).body?.data?.setReviewHelpful;
      const on2 = (await helpful(f.users.member, reviewId, true)).body?.data?.setReviewHelpful;
      expect(on1).toEqual({ reviewId, isActiveAssistance: true, activeAssistanceCount: before.count + 1 });
      expect(on2).toEqual(on1);
      expect(await countOf(reviewId)).toEqual({ count: before.count + 1, marks: before.marks + 1 });

      const listed = (
        await page(f.target, null, memberYogaFor(db(), f.users.member))
      ).body!.data!.modelReviews.reviews.find((r) => r.id === reviewId);
      expect(listed).toMatchObject({ isActiveAssistance: true, activeAssistanceCount: before.count + 1 });

      await helpful(f.users.member, reviewId, false);
      const off2 = (await helpful(f.users.member, reviewId, false)).body?.data?.setReviewHelpful;
      expect(off2).toEqual({ reviewId, isActiveAssistance: false, activeAssistanceCount: before.count });
      expect(await countOf(reviewId)).toEqual(before);
    });

    it("gives each member the kept first page with their own marks and today's counts (issue 32 §1)", async () => {
      const reviewId = f.reviewIds[7];
      // A visitor's render keeps the public first page; the members' renders below read only their marks.
      await page(f.target);
      const before = await countOf(reviewId);
      await helpful(f.users.member, reviewId, true);
      const listedFor = async (userId: number) =>
        (await page(f.target, null, memberYogaFor(db(), userId))).body!.data!.modelReviews.reviews.find(
          (r) => r.id === reviewId
        );
      expect(await listedFor(f.users.member)).toMatchObject({
        isActiveAssistance: true,
        activeAssistanceCount: before.count + 1,
        isMine: false,
      });
      expect(await listedFor(f.users.another)).toMatchObject({
        isActiveAssistance: false,
        activeAssistanceCount: before.count + 1,
        isMine: false,
      });
      expect(await listedFor(f.users.reviewer)).toMatchObject({ isActiveAssistance: false, isMine: true });
      await helpful(f.users.member, reviewId, false);
    });

    it('counts each member once', async () => {
      const reviewId = f.reviewIds[5];
      const before = await countOf(reviewId);
      await helpful(f.users.member, reviewId, true);
      const second = (await helpful(f.users.another, reviewId, true)).body?.data?.setReviewHelpful;
      expect(second?.activeAssistanceCount).toBe(before.count + 2);
    });

    it("answers FORBIDDEN on the member's own review, and changes nothing", async () => {
      const before = await countOf(f.reviewIds[0]);
      expect((await helpful(f.users.reviewer, f.reviewIds[0], true)).body?.errors?.[0].extensions?.code).toBe(
        'FORBIDDEN'
      );
      expect(await countOf(f.reviewIds[0])).toEqual(before);
    });

    it('answers NOT_FOUND for an unknown review and INVALID_INPUT for a bad id', async () => {
      expect((await helpful(f.users.member, 987_654, true)).body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await helpful(f.users.member, 0, true)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    });
  });
});
