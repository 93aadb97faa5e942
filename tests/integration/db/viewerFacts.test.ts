import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { queryRows } from '@/server/db/rows';
import { askViewerFact, type ViewerFact } from '@/server/db/viewerFacts';
import { bookmarkState, setBookmark } from '@/server/domain/member/bookmarks';
import { withViewerCardHearts, type ItemCard } from '@/server/domain/item/itemCard';
import { withViewerMarks } from '@/server/domain/review/viewerMarks';
import { saveFitProfile, viewerFitProfile } from '@/server/domain/fit/fitProfile';
import { memberProfileWithBadges } from '@/server/domain/member/profile';
import { setReviewHelpful } from '@/server/domain/review/reviewHelpful';
import { listReviews } from '@/server/domain/review/reviewQueries';
import { statementsSent } from '../../support/pageHarness';
import { emptyFit } from '../fit/fitFixture';
import { testDbKinds, useTestDb } from '../../support/testDb';

/**
 * A member's facts asked by the parts of a page in one turn are read in one statement, each part gets
 * its own answer, and nobody gets another member's (server/db/viewerFacts.ts).
 */
describe.each(testDbKinds())('viewer facts on %s', (kind) => {
  const db = useTestDb(kind, { seeded: true });
  let modelId: number;
  let itemIds: number[];

  const member = async () => {
    const [row] = await db()
      .insert(users)
      .values({ nickname: `사실${crypto.randomBytes(3).toString('hex')}` })
      .returning({ id: users.id });
    return row.id;
  };
  const cards = (ids: readonly number[]) => ids.map((itemId) => ({ itemId, isMarked: false }) as ItemCard);

  beforeAll(async () => {
    const rows = await queryRows<{ modelId: number; itemId: number }>(
      db(),
      sql`SELECT i.model_id AS "modelId", i.id AS "itemId" FROM items i
        WHERE i.model_id = (SELECT r_i.model_id FROM reviews r JOIN items r_i ON r_i.id = r.item_id
          WHERE r_i.model_id IS NOT NULL AND r.hidden_at IS NULL AND r.deleted_at IS NULL
          GROUP BY r_i.model_id ORDER BY count(*) DESC, r_i.model_id LIMIT 1)
        AND i.status = 'AVAILABLE' ORDER BY i.id LIMIT 3`
    );
    modelId = Number(rows[0].modelId);
    itemIds = rows.map((row) => Number(row.itemId));
  });

  it("answers every part of a page from one statement: the profile, the model's heart, the hearts on cards, review marks and the fit profile", async () => {
    expect(itemIds.length).toBeGreaterThanOrEqual(2);
    const viewer = await member();
    await setBookmark(db(), viewer, 'MODEL', modelId, true);
    await setBookmark(db(), viewer, 'ITEM', itemIds[1], true);
    await saveFitProfile(db(), viewer, { ...emptyFit, heightCm: 176 }, new Date());
    const reviews = (await listReviews(db(), { kind: 'MODEL', modelId }, null, null)).reviews;
    await setReviewHelpful(db(), viewer, reviews[0].id, true);

    const before = await statementsSent();
    const [profile, model, hearted, marked, fit] = await Promise.all([
      memberProfileWithBadges(db(), viewer),
      bookmarkState(db(), viewer, 'MODEL', modelId),
      withViewerCardHearts(db(), viewer, cards(itemIds)),
      withViewerMarks(db(), viewer, reviews),
      viewerFitProfile(db(), viewer),
    ]);
    expect((await statementsSent()) - before).toBe(1);

    expect(profile?.profile.id).toBe(viewer);
    expect(model).toEqual({ isActiveBookmark: true, isActiveAlarm: false });
    expect(hearted.map((card) => card.isMarked)).toEqual(itemIds.map((id) => id === itemIds[1]));
    expect(marked[0]).toMatchObject({ id: reviews[0].id, isActiveAssistance: true, isMine: false });
    expect(marked[0].activeAssistanceCount).toBe(reviews[0].activeAssistanceCount + 1);
    expect(fit).toMatchObject({ heightCm: 176, inseamCm: null });
  });

  it("two members asking in the same turn each get their own, never the other's", async () => {
    const [a, b] = [await member(), await member()];
    await setBookmark(db(), a, 'ITEM', itemIds[0], true);
    await setBookmark(db(), b, 'MODEL', modelId, true);
    const [aCards, bCards, aModel, bModel] = await Promise.all([
      withViewerCardHearts(db(), a, cards(itemIds)),
      withViewerCardHearts(db(), b, cards(itemIds)),
      bookmarkState(db(), a, 'MODEL', modelId),
      bookmarkState(db(), b, 'MODEL', modelId),
    ]);
    expect(aCards.map((card) => card.isMarked)).toEqual(itemIds.map((id) => id === itemIds[0]));
    expect(bCards.every((card) => !card.isMarked)).toBe(true);
    expect(aModel.isActiveBookmark).toBe(false);
    expect(bModel.isActiveBookmark).toBe(true);
  });

  it('a visitor asks nothing, and a member with no profile, no hearts and no account row gets empty answers', async () => {
    const before = await statementsSent();
    expect(await withViewerCardHearts(db(), null, cards(itemIds))).toEqual(cards(itemIds));
    expect(await bookmarkState(db(), null, 'MODEL', modelId)).toEqual({
      isActiveBookmark: false,
      isActiveAlarm: false,
    });
    expect((await statementsSent()) - before).toBe(0);
    const nobody = 2_000_000_000;
    const [profile, fit, model] = await Promise.all([
      memberProfileWithBadges(db(), nobody),
      viewerFitProfile(db(), nobody),
      bookmarkState(db(), nobody, 'BUSINESS', 1),
    ]);
    expect(profile).toBeNull();
    expect(fit).toBeNull();
    expect(model).toEqual({ isActiveBookmark: false, isActiveAlarm: false });
  });

  it('a statement that fails rejects every asker of its batch, and the next batch reads afresh', async () => {
    const broken: ViewerFact<unknown> = { select: () => sql`SELECT 1 / 0`, read: (json) => json };
    const viewer = await member();
    const results = await Promise.allSettled([
      askViewerFact(db(), viewer, broken, []),
      bookmarkState(db(), viewer, 'MODEL', modelId),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await bookmarkState(db(), viewer, 'MODEL', modelId)).toEqual({
      isActiveBookmark: false,
      isActiveAlarm: false,
    });
  });
});
