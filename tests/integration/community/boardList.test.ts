import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  pb_communityMoreDocument,
  pb_communityPageDocument,
  type pb_communityMoreQuery,
  type pb_communityPageQuery,
} from '@/api/item/generated';
import { communityPosts, memberBlocks } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import { listHotPosts } from '@/server/domain/community/hotPosts';
import { callAs, newMember } from '../member/memberFixtures';

type NewPost = Partial<typeof communityPosts.$inferInsert> & { boardCode: string; userId: number };

async function addPost(db: Db, values: NewPost): Promise<number> {
  const [row] = await db
    .insert(communityPosts)
    .values({ title: '글 제목', content: '본문\n둘째 줄', ...values })
    .returning({ id: communityPosts.id });
  return row.id;
}

/** `count` posts one minute apart from `start`, oldest first; answers their ids. */
async function addPosts(
  db: Db,
  boardCode: string,
  userId: number,
  count: number,
  start = Date.UTC(2026, 2, 1, 9)
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(await addPost(db, { boardCode, userId, title: `글 ${i}`, createdAt: new Date(start + i * 60_000) }));
  }
  return ids;
}

describe.each(testDbKinds())('community board list on %s', (kind) => {
  const db = useTestDb(kind);
  const page = (userId: number | null, variables: Record<string, unknown> = {}) =>
    callAs<pb_communityPageQuery>(
      db(),
      userId === null ? null : { userId },
      pb_communityPageDocument,
      'pb_communityPage',
      variables
    );
  const more = (userId: number | null, variables: Record<string, unknown>) =>
    callAs<pb_communityMoreQuery>(
      db(),
      userId === null ? null : { userId },
      pb_communityMoreDocument,
      'pb_communityMore',
      variables
    );

  it('lists the boards in their order, 전체 when no board is named, and NOT_FOUND for a board we do not have', async () => {
    const answer = (await page(null)).data!.communityPage;
    expect(answer.boards.map((b) => b.code)).toEqual(['free', 'review', 'qna', 'course', 'resort', 'repair']);
    expect(answer.boards[0]).toEqual({ code: 'free', name: '자유', description: expect.any(String) });
    expect(answer.board).toBeNull();
    expect(answer.sort).toBe('LATEST');
    expect((await page(null, { boardCode: 'course' })).data!.communityPage.board).toMatchObject({
      code: 'course',
      name: '라이딩 코스',
    });
    expect((await page(null, { boardCode: 'nope' })).code).toBe('NOT_FOUND');
    expect((await more(null, { boardCode: 'nope', searchAfter: 'x.y' })).code).toBe('NOT_FOUND');
    expect((await page(null, { boardCode: 'x'.repeat(41) })).code).toBe('INVALID_INPUT');
    expect((await page(null, { sort: 'OLDEST' })).code).not.toBeNull();
  });

  it('pages a board newest first by searchAfter with no duplicates or gaps, and refuses a tampered or foreign cursor', async () => {
    const author = await newMember(db());
    const ids = await addPosts(db(), 'course', author, 45);
    const first = (await page(null, { boardCode: 'course' })).data!.communityPage;
    expect(first.posts).toHaveLength(20);
    expect(first.posts[0]).toMatchObject({
      id: ids[44],
      boardCode: 'course',
      boardName: '라이딩 코스',
      title: '글 44',
      excerpt: '본문 둘째 줄',
      authorId: author,
    });
    const second = (await more(null, { boardCode: 'course', searchAfter: first.searchAfter })).data!.communityPosts;
    const third = (await more(null, { boardCode: 'course', searchAfter: second.searchAfter })).data!.communityPosts;
    expect(third.searchAfter).toBeNull();
    const seen = [...first.posts, ...second.posts, ...third.posts].map((p) => p.id);
    expect(seen).toEqual([...ids].reverse());
    // An edited cursor, or one of another board or sort, is INVALID_INPUT (never a different page).
    expect((await more(null, { boardCode: 'course', searchAfter: `${first.searchAfter}x` })).code).toBe(
      'INVALID_INPUT'
    );
    expect((await more(null, { boardCode: 'free', searchAfter: first.searchAfter })).code).toBe('INVALID_INPUT');
    expect((await more(null, { boardCode: 'course', sort: 'POPULAR', searchAfter: first.searchAfter })).code).toBe(
      'INVALID_INPUT'
    );
  });

  it('sorts 인기 by likes, then comments, then id, across pages; 전체 holds every board', async () => {
    const author = await newMember(db());
    const a = await addPost(db(), { boardCode: 'repair', userId: author, likeCount: 5, commentCount: 0 });
    const b = await addPost(db(), { boardCode: 'repair', userId: author, likeCount: 5, commentCount: 3 });
    const c = await addPost(db(), { boardCode: 'repair', userId: author, likeCount: 9, commentCount: 0 });
    const d = await addPost(db(), { boardCode: 'repair', userId: author, likeCount: 0, commentCount: 0 });
    const e = await addPost(db(), { boardCode: 'repair', userId: author, likeCount: 5, commentCount: 0 });
    const popular = (await page(null, { boardCode: 'repair', sort: 'POPULAR' })).data!.communityPage;
    expect(popular.posts.map((p) => p.id)).toEqual([c, b, e, a, d]);
    const all = (await page(null, { sort: 'POPULAR' })).data!.communityPage.posts.map((p) => p.id);
    expect(all.slice(0, 3)).toEqual([c, b, e]);
  });

  it('pages 인기 without duplicates when counts tie', async () => {
    const author = await newMember(db());
    const ids: number[] = [];
    for (let i = 0; i < 23; i += 1)
      ids.push(await addPost(db(), { boardCode: 'review', userId: author, likeCount: i % 3 }));
    const first = (await page(null, { boardCode: 'review', sort: 'POPULAR' })).data!.communityPage;
    const second = (await more(null, { boardCode: 'review', sort: 'POPULAR', searchAfter: first.searchAfter })).data!
      .communityPosts;
    const seen = [...first.posts, ...second.posts].map((p) => p.id);
    expect(new Set(seen).size).toBe(23);
    expect(second.searchAfter).toBeNull();
  });

  it("leaves deleted, hidden and blocked authors' posts out, and shows the viewer's likes", async () => {
    const [author, blocked, viewer] = [await newMember(db()), await newMember(db()), await newMember(db())];
    const shown = await addPost(db(), { boardCode: 'resort', userId: author, title: '보이는 글' });
    await addPost(db(), { boardCode: 'resort', userId: author, title: '지운 글', isDeleted: true });
    await addPost(db(), {
      boardCode: 'resort',
      userId: author,
      title: '가린 글',
      hiddenAt: new Date('2026-03-02T00:00:00Z'),
    });
    const byBlocked = await addPost(db(), { boardCode: 'resort', userId: blocked, title: '차단한 회원의 글' });
    await db().insert(memberBlocks).values({ userId: viewer, blockedUserId: blocked });
    const ids = async (userId: number | null) =>
      (await page(userId, { boardCode: 'resort' })).data!.communityPage.posts.map((p) => p.id).sort();
    expect(await ids(viewer)).toEqual([shown]);
    expect(await ids(null)).toEqual([shown, byBlocked].sort());
    expect(await ids(author)).toEqual([shown, byBlocked].sort());
  });

  describe('hot posts (a fixed now)', () => {
    const now = new Date('2025-06-10T12:00:00Z');
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

    it('ranks a recent post above an older one with the same counts, and keeps only visible posts of the week', async () => {
      const author = await newMember(db());
      const old = await addPost(db(), {
        boardCode: 'qna',
        userId: author,
        likeCount: 10,
        commentCount: 2,
        viewCount: 100,
        createdAt: hoursAgo(100),
      });
      const recent = await addPost(db(), {
        boardCode: 'qna',
        userId: author,
        likeCount: 10,
        commentCount: 2,
        viewCount: 100,
        createdAt: hoursAgo(5),
      });
      const quiet = await addPost(db(), { boardCode: 'qna', userId: author, likeCount: 1, createdAt: hoursAgo(2) });
      await addPost(db(), { boardCode: 'qna', userId: author, likeCount: 50, createdAt: hoursAgo(3), isDeleted: true });
      await addPost(db(), {
        boardCode: 'qna',
        userId: author,
        likeCount: 50,
        createdAt: hoursAgo(3),
        hiddenAt: hoursAgo(1),
      });
      const outside = await addPost(db(), {
        boardCode: 'qna',
        userId: author,
        likeCount: 90,
        createdAt: hoursAgo(24 * 10),
      });
      await addPost(db(), { boardCode: 'qna', userId: author, likeCount: 90, createdAt: hoursAgo(-1) });
      const hot = (await listHotPosts(db(), null, 'qna', now)).map((p) => p.id);
      // quiet: 3 / 4^1.2 ≈ 0.57 beats old: 39 / 102^1.2 ≈ 0.15 (age decay); recent: 39 / 7^1.2 ≈ 3.8.
      expect(hot).toEqual([recent, quiet, old]);
      expect(hot).not.toContain(outside);
    });

    it('widens to 30 days when fewer than 3 posts of the week have activity, and answers at most 5', async () => {
      const author = await newMember(db());
      const later = new Date('2025-09-10T12:00:00Z');
      const ago = (h: number) => new Date(later.getTime() - h * 3_600_000);
      const week = await addPost(db(), { boardCode: 'free', userId: author, likeCount: 2, createdAt: ago(10) });
      const month = await addPost(db(), { boardCode: 'free', userId: author, likeCount: 40, createdAt: ago(24 * 20) });
      expect((await listHotPosts(db(), null, 'free', later)).map((p) => p.id)).toEqual([week, month]);
      for (let i = 0; i < 7; i += 1)
        await addPost(db(), { boardCode: 'free', userId: author, likeCount: 3, createdAt: ago(20 + i) });
      const hot = await listHotPosts(db(), null, 'free', later);
      expect(hot).toHaveLength(5);
      expect(hot.map((p) => p.id)).not.toContain(month);
    });
  });
});
