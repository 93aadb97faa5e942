/**
 * The moderation queue (docs/product.md §10 Moderation): what waits and in which order, each decision
 * with its audit rows, a suspension of the author, bad input, other callers, and two operators at once.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, communityComments, communityPosts, communityReports, reviews, users } from '@/server/db/schema';
import { queryRows } from '@/server/db/rows';
import { authenticate, createSession } from '@/server/auth/sessionService';
import { signIn } from '@/server/auth/signIn';
import { refreshItemReviewStats } from '@/server/domain/review/itemReviewStats';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { seedCheckoutFixture, verifiedMember } from '../../support/checkoutFixture';
import { callItem, itemFigures } from '../review/reviewHarness';
import { at, insertPost } from '../community/searchHarness';
import { callAdmin, grantedOperator, memberWithSession, verifiedOperator, type Caller } from './adminHarness';

const QUEUE = `query($filter: ModerationFilter!) { moderationQueue(filter: $filter) {
  pendingCount
  items { kind id authorId authorNickname title excerpt state publicPath waitingSince handledAt
    reports { reason reporterNickname createdAt handled } } } }`;
const DECIDE = `mutation($input: ModerationDecisionInput!) { decideModeration(input: $input) {
  kind id state sanctioned suspendedUntil } }`;
const PENDING_COUNT = 'query { moderationPendingCount }';
const REPORT = `mutation($kind: CommunityReportKind!, $id: Int!, $reason: String!) {
  reportContent(kind: $kind, id: $id, reason: $reason) { hidden } }`;

type Item = {
  kind: string;
  id: number;
  authorId: number;
  authorNickname: string;
  title: string | null;
  excerpt: string;
  state: string;
  publicPath: string;
  waitingSince: string | null;
  handledAt: string | null;
  reports: { reason: string; reporterNickname: string; createdAt: string; handled: boolean }[];
};
type Queue = { moderationQueue: { pendingCount: number; items: Item[] } };
type Outcome = {
  decideModeration: { kind: string; id: number; state: string; sanctioned: boolean; suspendedUntil: string | null };
};

describe.each(testDbKinds())('the moderation queue (%s)', (kind) => {
  const db = useTestDb(kind);

  const nicknameOf = async (userId: number) =>
    (await db().select({ n: users.nickname }).from(users).where(eq(users.id, userId)))[0].n;

  async function post(author: number, content = '출퇴근용 자전거 팝니다. 연락 주세요.') {
    const title = `글${crypto.randomBytes(3).toString('hex')}`;
    const id = await insertPost(db(), { userId: author, title, content, boardCode: 'free', createdAt: at(0) });
    return { id, title };
  }
  async function comment(postId: number, author: number, content = '광고 링크입니다') {
    const [row] = await db()
      .insert(communityComments)
      .values({ postId, userId: author, content })
      .returning({ id: communityComments.id });
    await db().execute(sql`UPDATE community_posts SET comment_count = comment_count + 1 WHERE id = ${postId}`);
    return row.id;
  }
  async function review(author: number, content = '스키 상태가 엉망이었어요. 환불 요청합니다.') {
    const f = await seedCheckoutFixture(db());
    const [row] = await db()
      .insert(reviews)
      .values({ itemId: f.rental.itemId, userId: author, rating: 1, content })
      .returning({ id: reviews.id });
    await refreshItemReviewStats(db(), [f.rental.itemId]);
    return { id: row.id, itemId: f.rental.itemId };
  }
  /** A report filed at a fixed time (the queue's order is by the oldest waiting report). */
  const fileReport = (
    targetKind: string,
    targetId: number,
    reporterId: number,
    minutes: number,
    reason = '스팸·광고'
  ) =>
    db()
      .insert(communityReports)
      .values({ targetKind, targetId, reporterId, reason, createdAt: at(minutes) });
  /** Five members report through the item service: the fifth hides it. */
  async function hideByReports(targetKind: 'POST' | 'COMMENT', id: number) {
    for (let i = 0; i < 5; i += 1) {
      const reporter = await verifiedMember(db());
      const answer = await callItem<{ reportContent: { hidden: boolean } }>(db(), { userId: reporter }, REPORT, {
        kind: targetKind,
        id,
        reason: '욕설·비하',
      });
      expect(answer.data?.reportContent.hidden).toBe(i === 4);
    }
  }
  const queue = async (caller: Caller, filter: 'PENDING' | 'DONE') =>
    (await callAdmin<Queue>(db(), caller, QUEUE, { filter })).data!.moderationQueue;
  const decide = (caller: Caller, input: Record<string, unknown>) =>
    callAdmin<Outcome>(db(), caller, DECIDE, { input });
  const auditOf = (targetType: string, id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(id))));

  it('lists reported posts, comments and reviews oldest first, with every report, the author and the text as written', async () => {
    const op = await verifiedOperator(db());
    const before = await queue(op.caller, 'PENDING');
    const author = await verifiedMember(db());
    const [r1, r2] = [await verifiedMember(db()), await verifiedMember(db())];
    const p = await post(author, '<script>alert("x")</script>\n둘째 줄');
    const c = await comment(p.id, author);
    const rv = await review(author);
    await fileReport('REVIEW', rv.id, r1, 10, '사기 의심');
    await fileReport('POST', p.id, r1, 5);
    await fileReport('POST', p.id, r2, 30, '기타');
    await fileReport('COMMENT', c, r2, 20, '욕설·비하');

    const after = await queue(op.caller, 'PENDING');
    expect(after.pendingCount).toBe(before.pendingCount + 3);
    const mine = after.items.filter(
      (i) =>
        (i.kind === 'POST' && i.id === p.id) ||
        (i.kind === 'COMMENT' && i.id === c) ||
        (i.kind === 'REVIEW' && i.id === rv.id)
    );
    expect(mine.map((i) => `${i.kind}:${i.id}`)).toEqual([`POST:${p.id}`, `REVIEW:${rv.id}`, `COMMENT:${c}`]);
    const [nick, nick1, nick2] = [await nicknameOf(author), await nicknameOf(r1), await nicknameOf(r2)];
    expect(mine[0]).toEqual({
      kind: 'POST',
      id: p.id,
      authorId: author,
      authorNickname: nick,
      title: p.title,
      excerpt: '<script>alert("x")</script>\n둘째 줄',
      state: 'VISIBLE',
      publicPath: `/community/free/posts/${p.id}`,
      waitingSince: at(5).toISOString(),
      handledAt: null,
      reports: [
        { reason: '스팸·광고', reporterNickname: nick1, createdAt: at(5).toISOString(), handled: false },
        { reason: '기타', reporterNickname: nick2, createdAt: at(30).toISOString(), handled: false },
      ],
    });
    expect([mine[1].publicPath, mine[1].reports.map((r) => r.reason)]).toEqual([
      `/services/${rv.itemId}`,
      ['사기 의심'],
    ]);
    expect([mine[2].publicPath, mine[2].excerpt, mine[2].title]).toEqual([
      `/community/free/posts/${p.id}`,
      '광고 링크입니다',
      null,
    ]);

    // The home page's count is the same number; an item hidden by five reports says 자동 숨김.
    const count = await callAdmin<{ moderationPendingCount: number }>(db(), op.caller, PENDING_COUNT);
    expect(count.data?.moderationPendingCount).toBe(after.pendingCount);
    const hidden = await post(author);
    await hideByReports('POST', hidden.id);
    const withHidden = await queue(op.caller, 'PENDING');
    expect(withHidden.items.find((i) => i.kind === 'POST' && i.id === hidden.id)?.state).toBe('AUTO_HIDDEN');
  });

  it('복구 unhides an auto-hidden post, marks its reports handled, audits it, and new reports count from zero', async () => {
    const op = await verifiedOperator(db());
    const author = await verifiedMember(db());
    const p = await post(author);
    await hideByReports('POST', p.id);
    const restored = await decide(op.caller, {
      kind: 'POST',
      id: p.id,
      decision: 'RESTORE',
      reason: '정상적인 판매글이에요',
    });
    expect(restored.data?.decideModeration).toEqual({
      kind: 'POST',
      id: p.id,
      state: 'VISIBLE',
      sanctioned: false,
      suspendedUntil: null,
    });
    const [row] = await db().select().from(communityPosts).where(eq(communityPosts.id, p.id));
    expect([row.hiddenAt, row.isDeleted]).toEqual([null, false]);
    expect((await queue(op.caller, 'PENDING')).items.some((i) => i.kind === 'POST' && i.id === p.id)).toBe(false);
    const done = (await queue(op.caller, 'DONE')).items.find((i) => i.kind === 'POST' && i.id === p.id)!;
    expect([done.state, done.waitingSince, done.reports.length, done.reports.every((r) => r.handled)]).toEqual([
      'VISIBLE',
      null,
      5,
      true,
    ]);
    const [audit] = await auditOf('post', p.id);
    expect(audit).toMatchObject({
      operatorId: op.userId,
      action: 'moderation.restore',
      reason: '정상적인 판매글이에요',
      before: { state: 'AUTO_HIDDEN', deleted: false, authorId: author, title: p.title },
      after: { state: 'VISIBLE', hiddenAt: null, deleted: false, handledReports: 5 },
    });
    // One new report waits again, but does not hide it: the five before were handled.
    const reporter = await verifiedMember(db());
    const again = await callItem<{ reportContent: { hidden: boolean } }>(db(), { userId: reporter }, REPORT, {
      kind: 'POST',
      id: p.id,
      reason: '스팸·광고',
    });
    expect(again.data?.reportContent.hidden).toBe(false);
    const waiting = (await queue(op.caller, 'PENDING')).items.find((i) => i.kind === 'POST' && i.id === p.id)!;
    expect([waiting.state, waiting.reports.filter((r) => !r.handled).length]).toEqual(['VISIBLE', 1]);
  });

  it('숨김 유지 keeps a comment hidden and out of the post comment count; 삭제 of a post is soft and keeps its text in the audit', async () => {
    const op = await verifiedOperator(db());
    const author = await verifiedMember(db());
    const p = await post(author);
    const c = await comment(p.id, author, '여기로 연락 주세요 010-0000-0000');
    await hideByReports('COMMENT', c);
    const kept = await decide(op.caller, { kind: 'COMMENT', id: c, decision: 'KEEP_HIDDEN', reason: '개인정보 노출' });
    expect(kept.data?.decideModeration.state).toBe('KEPT_HIDDEN');
    const [commentRow] = await db().select().from(communityComments).where(eq(communityComments.id, c));
    const [postRow] = await db().select().from(communityPosts).where(eq(communityPosts.id, p.id));
    expect([commentRow.hiddenAt !== null, commentRow.isDeleted, postRow.commentCount]).toEqual([true, false, 0]);
    expect((await auditOf('comment', c)).map((a) => [a.action, a.reason])).toEqual([
      ['moderation.keepHidden', '개인정보 노출'],
    ]);

    const spam = await post(author, '대출 광고 문의는 여기로');
    await fileReport('POST', spam.id, await verifiedMember(db()), 1);
    const deleted = await decide(op.caller, { kind: 'POST', id: spam.id, decision: 'DELETE', reason: '불법 광고' });
    expect(deleted.data?.decideModeration.state).toBe('DELETED');
    const [spamRow] = await db().select().from(communityPosts).where(eq(communityPosts.id, spam.id));
    expect(spamRow.isDeleted).toBe(true);
    const [audit] = await auditOf('post', spam.id);
    expect(audit).toMatchObject({
      action: 'moderation.delete',
      before: { state: 'VISIBLE', content: '대출 광고 문의는 여기로', title: spam.title },
      after: { state: 'DELETED', deleted: true },
    });
    const done = (await queue(op.caller, 'DONE')).items.find((i) => i.kind === 'POST' && i.id === spam.id);
    expect(done?.state).toBe('DELETED');
    // A deleted item cannot come back by 복구, and a new decision on it waits for a new report.
    await fileReport('POST', spam.id, await verifiedMember(db()), 2);
    const restore = await decide(op.caller, { kind: 'POST', id: spam.id, decision: 'RESTORE', reason: '복구 시도' });
    expect([restore.code, restore.message]).toEqual([
      'CONFLICT',
      '이미 삭제된 게시글은 복구할 수 없어요. 숨김 유지나 삭제를 골라 주세요.',
    ]);
  });

  it('삭제 of a review with a 7-day suspension: review figures leave it out, sessions end, both audited, sign-in returns after 7 days', async () => {
    const op = await verifiedOperator(db());
    const author = await memberWithSession(db());
    const rv = await review(author.userId);
    expect((await itemFigures(db(), rv.itemId)).reviewCount).toBe(1);
    await fileReport('REVIEW', rv.id, await verifiedMember(db()), 3, '욕설·비하');
    const answer = await decide(op.caller, {
      kind: 'REVIEW',
      id: rv.id,
      decision: 'DELETE',
      reason: '욕설이 담긴 리뷰',
      sanction: { reason: '반복된 욕설', days: 7 },
    });
    expect(answer.code).toBeNull();
    expect([answer.data?.decideModeration.state, answer.data?.decideModeration.sanctioned]).toEqual(['DELETED', true]);
    const [reviewRow] = await db().select().from(reviews).where(eq(reviews.id, rv.id));
    expect(reviewRow.deletedAt).not.toBeNull();
    expect(await itemFigures(db(), rv.itemId)).toEqual({ reviewCount: 0, ratingAvg: null });

    const [member] = await db().select().from(users).where(eq(users.id, author.userId));
    expect(member.suspendedReason).toBe('반복된 욕설');
    expect(member.suspendedUntil!.getTime() - member.suspendedAt!.getTime()).toBe(7 * 86_400_000);
    expect(answer.data?.decideModeration.suspendedUntil).toBe(member.suspendedUntil!.toISOString());
    const sessions = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${author.userId} AND revoked_at IS NULL`
    );
    expect(sessions[0].n).toBe(0);
    expect((await auditOf('review', rv.id)).map((a) => [a.action, a.reason])).toEqual([
      ['moderation.delete', '욕설이 담긴 리뷰'],
    ]);
    expect((await auditOf('member', author.userId)).map((a) => [a.action, a.reason, a.operatorId])).toEqual([
      ['member.suspend', '반복된 욕설', op.userId],
    ]);
    const options = (now: Date) => ({ userAgent: null, options: { secret: 'x'.repeat(32), secure: false, now } });
    const until = member.suspendedUntil!.getTime();
    await expect(signIn(db(), author.userId, options(new Date(until - 60_000)))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await signIn(db(), author.userId, options(new Date(until + 60_000)))).toHaveLength(2);
    const later = await createSession(db(), author.userId, 'phone', new Date(until + 60_000));
    expect(await authenticate(db(), later.sessionToken, new Date(until + 120_000))).not.toBeNull();
  });

  it('a suspension until lifted; an author already suspended makes the whole decision CONFLICT, nothing changed', async () => {
    const op = await verifiedOperator(db());
    const author = await verifiedMember(db());
    const first = await post(author);
    const second = await post(author);
    await fileReport('POST', first.id, await verifiedMember(db()), 4);
    await fileReport('POST', second.id, await verifiedMember(db()), 6);
    const forever = await decide(op.caller, {
      kind: 'POST',
      id: first.id,
      decision: 'KEEP_HIDDEN',
      reason: '사기 거래 유도',
      sanction: { reason: '사기 거래 유도', days: null },
    });
    expect([forever.data?.decideModeration.state, forever.data?.decideModeration.suspendedUntil]).toEqual([
      'KEPT_HIDDEN',
      null,
    ]);
    const [member] = await db().select().from(users).where(eq(users.id, author));
    expect([member.suspendedAt !== null, member.suspendedUntil]).toEqual([true, null]);
    const twice = await decide(op.caller, {
      kind: 'POST',
      id: second.id,
      decision: 'DELETE',
      reason: '같은 사기 글',
      sanction: { reason: '또 정지', days: 3 },
    });
    expect([twice.code, twice.message]).toEqual(['CONFLICT', '이미 정지된 회원이에요.']);
    const [secondRow] = await db().select().from(communityPosts).where(eq(communityPosts.id, second.id));
    expect(secondRow.isDeleted).toBe(false);
    expect(await auditOf('post', second.id)).toEqual([]);
    expect((await queue(op.caller, 'PENDING')).items.some((i) => i.kind === 'POST' && i.id === second.id)).toBe(true);
  });

  it('bad input is INVALID_INPUT in Korean; an unknown or never reported id is NOT_FOUND', async () => {
    const op = await verifiedOperator(db());
    const author = await verifiedMember(db());
    const p = await post(author);
    await fileReport('POST', p.id, await verifiedMember(db()), 7);
    const noReason = await decide(op.caller, { kind: 'POST', id: p.id, decision: 'RESTORE', reason: ' ' });
    expect([noReason.code, noReason.details.reason]).toEqual(['INVALID_INPUT', '사유를 2자 이상 입력해 주세요.']);
    const badDays = await decide(op.caller, {
      kind: 'POST',
      id: p.id,
      decision: 'DELETE',
      reason: '광고',
      sanction: { reason: '광고 반복', days: 0 },
    });
    expect([badDays.code, badDays.details['sanction.days']]).toEqual(['INVALID_INPUT', '정지 기간은 1일 이상이에요.']);
    const noSanctionReason = await decide(op.caller, {
      kind: 'POST',
      id: p.id,
      decision: 'DELETE',
      reason: '광고',
      sanction: { reason: '', days: 3 },
    });
    expect(noSanctionReason.code).toBe('INVALID_INPUT');
    const unknown = await decide(op.caller, { kind: 'REVIEW', id: 999_999, decision: 'DELETE', reason: '없는 리뷰' });
    expect([unknown.code, unknown.message]).toEqual(['NOT_FOUND', '신고된 리뷰를 찾을 수 없어요.']);
    const neverReported = await post(author);
    const notReported = await decide(op.caller, {
      kind: 'POST',
      id: neverReported.id,
      decision: 'DELETE',
      reason: '신고 없는 글',
    });
    expect(notReported.code).toBe('NOT_FOUND');
    const [row] = await db().select().from(communityPosts).where(eq(communityPosts.id, p.id));
    expect([row.isDeleted, row.hiddenAt]).toEqual([false, null]);
  });

  it('a member, a seller, a visitor and an operator without the factor hear NOT_FOUND for every moderation operation', async () => {
    const author = await verifiedMember(db());
    const p = await post(author);
    await fileReport('POST', p.id, await verifiedMember(db()), 8);
    const member = await memberWithSession(db());
    const seller = await memberWithSession(db());
    const f = await seedCheckoutFixture(db());
    const callers: Caller[] = [
      null,
      { userId: member.userId, sessionId: member.sessionId },
      { userId: seller.userId, sessionId: seller.sessionId, businessId: f.businessId },
    ];
    const input = { kind: 'POST', id: p.id, decision: 'DELETE', reason: '광고 글' };
    for (const caller of callers) {
      expect((await callAdmin(db(), caller, QUEUE, { filter: 'PENDING' })).code).toBe('NOT_FOUND');
      expect((await callAdmin(db(), caller, PENDING_COUNT)).code).toBe('NOT_FOUND');
      expect((await decide(caller, input)).code).toBe('NOT_FOUND');
      expect((await decide(caller, { ...input, reason: '' })).code).toBe('NOT_FOUND');
    }
    // An operator who has not passed the factor on this device: no queue, no decision, no count.
    const unverified = await grantedOperator(db());
    const notYet = { userId: unverified.userId, sessionId: unverified.sessionId };
    expect((await callAdmin(db(), notYet, QUEUE, { filter: 'PENDING' })).code).toBe('NOT_FOUND');
    expect((await decide(notYet, input)).code).toBe('NOT_FOUND');
    const count = await callAdmin<{ moderationPendingCount: number | null }>(db(), notYet, PENDING_COUNT);
    expect([count.code, count.data?.moderationPendingCount]).toEqual([null, null]);
    const [row] = await db().select().from(communityPosts).where(eq(communityPosts.id, p.id));
    expect(row.isDeleted).toBe(false);
    expect(await auditOf('post', p.id)).toEqual([]);
  });

  it('two operators deciding the same item at once: exactly one decision, the other hears CONFLICT in Korean', async () => {
    const [a, b] = [await verifiedOperator(db()), await verifiedOperator(db())];
    const author = await verifiedMember(db());
    const p = await post(author);
    await hideByReports('POST', p.id);
    const answers = await Promise.all([
      decide(a.caller, { kind: 'POST', id: p.id, decision: 'RESTORE', reason: '문제없는 글' }),
      decide(b.caller, { kind: 'POST', id: p.id, decision: 'DELETE', reason: '광고 글' }),
    ]);
    const codes = answers.map((x) => x.code);
    expect([...codes].sort()).toEqual(['CONFLICT', null].sort());
    const loser = answers.find((x) => x.code === 'CONFLICT')!;
    expect(loser.message).toBe('다른 운영자가 방금 처리했어요. 목록을 새로 고쳐 확인해 주세요.');
    const audits = await auditOf('post', p.id);
    expect(audits).toHaveLength(1);
    const winner = answers.find((x) => x.code === null)!.data!.decideModeration;
    const [row] = await db().select().from(communityPosts).where(eq(communityPosts.id, p.id));
    expect(winner.state === 'DELETED' ? row.isDeleted : row.hiddenAt === null).toBe(true);
  });
});
