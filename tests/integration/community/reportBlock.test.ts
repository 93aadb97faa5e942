// Reports and blocks (issue 18): us_reportContent, us_blockMember, us_unblockMember.
import { sql } from 'drizzle-orm';
import { RATE_RULES } from '@/server/security/rateRules';
import { hitRateLimit } from '@/server/security/sharedRateLimit';
import { reportContent } from '@/server/domain/community/reportContent';
import { communityComments } from '@/server/db/schema';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { count, verifiedMember } from '../../support/checkoutFixture';
import { callItem } from '../review/reviewHarness';
import { at, insertPost, searchCast, type SearchCast } from './searchHarness';

const REPORT = `mutation us_reportContent($kind: CommunityReportKind!, $id: Int!, $reason: String!) { reportContent(kind: $kind, id: $id, reason: $reason) { kind id hidden } }`;
const BLOCK = `mutation us_blockMember($userId: Int!) { blockMember(userId: $userId) { userId blocked } }`;
const UNBLOCK = `mutation us_unblockMember($userId: Int!) { unblockMember(userId: $userId) { userId blocked } }`;
const LIST = `query pb_communityPage($boardCode: String) { communityPage(boardCode: $boardCode) { posts { id } } }`;

type Reported = { reportContent: { hidden: boolean } };

describe.each(testDbKinds())('reports and blocks on %s', (kind) => {
  const db = useTestDb(kind);
  let cast: SearchCast;
  beforeAll(async () => {
    cast = await searchCast(db());
  });
  const report = (userId: number | null, kindName: 'POST' | 'COMMENT', id: number, reason = '광고예요') =>
    callItem<Reported>(db(), userId === null ? null : { userId }, REPORT, { kind: kindName, id, reason });

  it('hides a post at the 5th different reporter, refuses a second report and your own post', async () => {
    const postId = await insertPost(db(), { userId: cast.author, title: '신고될 글', createdAt: at(0) });
    const reporters = await Promise.all(Array.from({ length: 5 }, () => verifiedMember(db())));
    for (const r of reporters.slice(0, 4))
      expect((await report(r, 'POST', postId)).data?.reportContent.hidden).toBe(false);
    expect((await report(reporters[0], 'POST', postId)).code).toBe('CONFLICT');
    expect((await report(cast.author, 'POST', postId)).code).toBe('FORBIDDEN');
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM community_posts WHERE id = ${postId} AND hidden_at IS NOT NULL`
      )
    ).toBe(0);
    expect((await report(reporters[4], 'POST', postId)).data?.reportContent.hidden).toBe(true);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM community_posts WHERE id = ${postId} AND hidden_at IS NOT NULL`
      )
    ).toBe(1);
    expect((await callItem(db(), null, `query { communityPost(boardCode: "free", id: ${postId}) { id } }`)).code).toBe(
      'NOT_FOUND'
    );
  });

  it("hides a comment at 5 reports and takes it out of the post's count", async () => {
    const postId = await insertPost(db(), { userId: cast.author, title: '댓글 신고', createdAt: at(1) });
    const [comment] = await db()
      .insert(communityComments)
      .values({ postId, userId: cast.other, content: '광고 댓글' })
      .returning();
    await db().execute(sql`UPDATE community_posts SET comment_count = 1 WHERE id = ${postId}`);
    for (let i = 0; i < 5; i += 1) await report(await verifiedMember(db()), 'COMMENT', comment.id);
    expect(await count(db(), sql`SELECT comment_count AS n FROM community_posts WHERE id = ${postId}`)).toBe(0);
    expect((await report(await verifiedMember(db()), 'COMMENT', comment.id)).code).toBe('NOT_FOUND');
  });

  it('refuses visitors, bad input and unknown targets', async () => {
    const postId = await insertPost(db(), { userId: cast.author, title: '입력 확인', createdAt: at(2) });
    expect((await report(null, 'POST', postId)).code).toBe('UNAUTHENTICATED');
    expect((await report(cast.other, 'POST', postId, '')).code).toBe('INVALID_INPUT');
    expect((await report(cast.other, 'POST', postId, '가'.repeat(301))).code).toBe('INVALID_INPUT');
    expect((await report(cast.other, 'COMMENT', 2_000_000_000)).code).toBe('NOT_FOUND');
    expect(
      (await callItem(db(), { userId: cast.other }, REPORT, { kind: 'USER', id: postId, reason: '스팸' })).code
    ).not.toBeNull();
  });

  it('stops reports past the per-member limit', async () => {
    const fresh = new Date('2025-04-01T00:00:00Z');
    const member = await verifiedMember(db());
    for (let i = 0; i < RATE_RULES.communityReportPerMember.limit; i += 1) {
      await hitRateLimit(db(), { rule: RATE_RULES.communityReportPerMember, subject: `user:${member}` });
    }
    const postId = await insertPost(db(), { userId: cast.author, title: '한도', createdAt: at(3) });
    await expect(
      reportContent(db(), { userId: member, ip: null }, { kind: 'POST', id: postId, reason: '스팸' }, fresh)
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it("blocks a member: their posts leave the blocker's list until unblocked; never yourself", async () => {
    const stranger = await verifiedMember(db());
    const postId = await insertPost(db(), { userId: stranger, title: '차단될 글', createdAt: new Date() });
    const me = { userId: cast.viewer };
    const listed = async () =>
      (
        (await callItem<{ communityPage: { posts: { id: number }[] } }>(db(), me, LIST, { boardCode: 'free' })).data
          ?.communityPage.posts ?? []
      ).some((p) => p.id === postId);
    expect(await listed()).toBe(true);
    expect((await callItem(db(), me, BLOCK, { userId: stranger })).data).toEqual({
      blockMember: { userId: stranger, blocked: true },
    });
    expect((await callItem(db(), me, BLOCK, { userId: stranger })).code).toBeNull();
    expect(await listed()).toBe(false);
    expect((await callItem(db(), me, BLOCK, { userId: cast.viewer })).code).toBe('INVALID_INPUT');
    expect((await callItem(db(), me, BLOCK, { userId: 2_000_000_000 })).code).toBe('NOT_FOUND');
    expect((await callItem(db(), null, BLOCK, { userId: stranger })).code).toBe('UNAUTHENTICATED');
    expect((await callItem(db(), me, UNBLOCK, { userId: stranger })).data).toEqual({
      unblockMember: { userId: stranger, blocked: false },
    });
    expect(await listed()).toBe(true);
  });
});
