// Issue 30 §2 1:1 문의: a member asks the marketplace with an order and photos, only they see it,
// an operator answers from the queue (audited, the member notified once per channel through the
// outbox), two answers at once end in one CONFLICT, and the per-member limit, on both databases.
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { RATE_RULES } from '@/server/security/rateRules';
import { hitRateLimit } from '@/server/security/sharedRateLimit';
import { mayViewPrivateUpload } from '@/server/images/photoAccess';
import { answerInquiry } from '@/server/domain/inquiries/answerInquiry';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { seedCheckoutFixture, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import { callService, type Caller } from '../../support/serviceCaller';
import { CONFIRMED_SALE, orderOf, uploadOf } from '../review/reviewHarness';
import { callAdmin, memberWithSession, verifiedOperator } from '../admin/adminHarness';

const FIELDS = `id type typeLabel status statusLabel title body lastReplyId memberNickname
  order { id itemName } photos { id url } replies { side authorName body }`;
const CREATE = `mutation us_createInquiry($type: InquiryType!, $orderId: Int, $title: String, $body: String!, $photoIds: [Int!]) {
  createInquiry(type: $type, orderId: $orderId, title: $title, body: $body, photoIds: $photoIds) { ${FIELDS} } }`;
const MINE = `query us_myInquiries($status: InquiryStatus, $before: Int) {
  myInquiries(status: $status, before: $before) { inquiries { id status headline photoCount } nextBefore } }`;
const ONE = `query us_myInquiry($inquiryId: Int!) { myInquiry(inquiryId: $inquiryId) { ${FIELDS} } }`;
const FOLLOW_UP = `mutation us_followUpInquiry($inquiryId: Int!, $body: String!) {
  followUpInquiry(inquiryId: $inquiryId, body: $body) { status lastReplyId } }`;
const CLOSE = `mutation us_closeInquiry($inquiryId: Int!) { closeInquiry(inquiryId: $inquiryId) { status } }`;
const CHOICES = `query us_inquiryOrderChoices { inquiryOrderChoices { id itemName } }`;
const QUEUE = `query inquiryQueue($status: InquiryStatus, $type: InquiryType, $after: String) {
  inquiryQueue(status: $status, type: $type, after: $after) { inquiries { id status type memberNickname waitingMinutes } nextCursor }
  openInquiryCount }`;
const OPERATOR_CLOSE = `mutation closeInquiryByOperator($inquiryId: Int!, $lastReplyId: Int!, $note: String) {
  closeInquiryByOperator(inquiryId: $inquiryId, lastReplyId: $lastReplyId, note: $note) { status lastReplyId replies { side body } } }`;
const ADMIN_ONE = `query adminInquiry($inquiryId: Int!) { adminInquiry(inquiryId: $inquiryId) { ${FIELDS} } }`;
const ANSWER = `mutation answerInquiry($inquiryId: Int!, $body: String!, $lastReplyId: Int!) {
  answerInquiry(inquiryId: $inquiryId, body: $body, lastReplyId: $lastReplyId) { status lastReplyId replies { side authorName body } } }`;

type Inquiry = {
  id: number;
  type: string;
  status: string;
  title: string | null;
  body: string;
  lastReplyId: number;
  order: { id: number; itemName: string } | null;
  photos: { id: number; url: string }[];
  replies: { side: string; authorName: string; body: string }[];
};

const callItem = <T>(db: Db, caller: Caller, query: string, variables: Record<string, unknown> = {}) =>
  callService<T>(db, 'item', caller, query, variables);

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(testDbKinds())('1:1 inquiries on %s', (kind) => {
  const db = useTestDb(kind);
  let f: CheckoutFixture;
  let member: { userId: number };
  let order: number;
  beforeEach(async () => {
    f = await seedCheckoutFixture(db());
    member = { userId: (await memberWithSession(db())).userId };
    order = await orderOf(db(), f, member.userId, CONFIRMED_SALE);
  });

  const ask = (caller: Caller, variables: Record<string, unknown>) =>
    callItem<{ createInquiry: Inquiry }>(db(), caller, CREATE, {
      type: 'PURCHASE',
      body: '배송이 언제 오나요?',
      ...variables,
    });

  it('asks with the own order and photos; the member lists and reads it, the order picker lists own orders', async () => {
    expect(
      (await callItem<{ inquiryOrderChoices: { id: number }[] }>(db(), member, CHOICES)).data?.inquiryOrderChoices
    ).toEqual([expect.objectContaining({ id: order })]);
    const photos = [await uploadOf(db(), member.userId), await uploadOf(db(), member.userId)];
    const asked = await ask(member, { orderId: order, title: '  배송 문의  ', photoIds: photos });
    expect(asked.code).toBeNull();
    expect(asked.data?.createInquiry).toMatchObject({
      type: 'PURCHASE',
      status: 'OPEN',
      title: '배송 문의',
      order: { id: order },
      photos: photos.map((id) => ({ id, url: `/app/v4/images/${id}` })),
      replies: [],
    });
    const id = asked.data!.createInquiry.id;
    const list = await callItem<{ myInquiries: { inquiries: { id: number; headline: string; photoCount: number }[] } }>(
      db(),
      member,
      MINE
    );
    expect(list.data?.myInquiries.inquiries).toEqual([{ id, status: 'OPEN', headline: '배송 문의', photoCount: 2 }]);
    expect((await callItem(db(), member, MINE, { status: 'ANSWERED' })).data).toEqual({
      myInquiries: { inquiries: [], nextBefore: null },
    });
    expect((await callItem<{ myInquiry: Inquiry }>(db(), member, ONE, { inquiryId: id })).data?.myInquiry.id).toBe(id);
  });

  it('refuses bad input with a Korean message per field', async () => {
    expect((await ask(member, { type: 'OTHER' })).code).toBe('INVALID_INPUT');
    expect((await ask(member, { body: '   ' })).details.body).toBe('문의 내용을 입력해 주세요.');
    expect((await ask(member, { body: '가'.repeat(2001) })).details.body).toBe('내용은 2000자까지 쓸 수 있어요.');
    expect((await ask(member, { title: '가'.repeat(61) })).details.title).toBe('제목은 60자까지 쓸 수 있어요.');
    expect((await ask(member, { body: '씨발 왜 안 와요' })).details.body).toBe(
      '욕설이나 비속어가 들어 있어요. 고운 말로 고쳐 주세요.'
    );
    const six = await Promise.all(Array.from({ length: 6 }, () => uploadOf(db(), member.userId)));
    expect((await ask(member, { photoIds: six })).details.photoIds).toBe('사진은 5장까지 올릴 수 있어요.');
    const someoneElses = await uploadOf(db(), await verifiedMember(db()));
    expect((await ask(member, { photoIds: [someoneElses] })).code).toBe('INVALID_INPUT');
    expect((await callItem(db(), null, MINE)).code).toBe('UNAUTHENTICATED');
    expect(await rows(db(), sql`SELECT id FROM inquiries WHERE user_id = ${member.userId}`)).toEqual([]);
  });

  it("refuses someone else's order as missing, and hides the inquiry from every other member", async () => {
    const stranger = { userId: await verifiedMember(db()) };
    const theirs = await ask(stranger, { orderId: order });
    expect(theirs.code).toBe('NOT_FOUND');
    expect(theirs.message).toBe('주문을 찾을 수 없어요.');

    const id = (await ask(member, { orderId: order })).data!.createInquiry.id;
    expect((await callItem(db(), stranger, ONE, { inquiryId: id })).code).toBe('NOT_FOUND');
    expect((await callItem(db(), stranger, FOLLOW_UP, { inquiryId: id, body: '끼어들기' })).code).toBe('NOT_FOUND');
    expect((await callItem(db(), stranger, CLOSE, { inquiryId: id })).code).toBe('NOT_FOUND');
    expect((await callItem(db(), member, ONE, { inquiryId: 2_000_000_000 })).code).toBe('NOT_FOUND');
    expect(
      (await callItem<{ myInquiries: { inquiries: unknown[] } }>(db(), stranger, MINE)).data?.myInquiries.inquiries
    ).toEqual([]);
    // A member is no operator: the queue and the answer are as missing as anything else.
    expect((await callAdmin(db(), member, QUEUE)).code).toBe('NOT_FOUND');
  });

  it('an operator answers from the queue: audited, the member sees it and is notified once per channel', async () => {
    const photo = await uploadOf(db(), member.userId);
    const id = (await ask(member, { orderId: order, photoIds: [photo] })).data!.createInquiry.id;
    const op = await verifiedOperator(db());
    const queue = await callAdmin<{ inquiryQueue: { inquiries: { id: number }[] }; openInquiryCount: number }>(
      db(),
      op.caller,
      QUEUE,
      {
        status: 'OPEN',
        type: 'PURCHASE',
      }
    );
    expect(queue.data?.inquiryQueue.inquiries.map((q) => q.id)).toContain(id);
    expect(queue.data?.openInquiryCount).toBeGreaterThanOrEqual(1);
    // The operator sees the member's photo while their operator session is open; a stranger does not.
    expect(await mayViewPrivateUpload(db(), photo, { userId: op.userId, businessId: null })).toBe(true);
    expect(await mayViewPrivateUpload(db(), photo, { userId: await verifiedMember(db()), businessId: null })).toBe(
      false
    );

    const seen = (await callAdmin<{ adminInquiry: Inquiry }>(db(), op.caller, ADMIN_ONE, { inquiryId: id })).data!
      .adminInquiry;
    const answered = await callAdmin<{ answerInquiry: { status: string } }>(db(), op.caller, ANSWER, {
      inquiryId: id,
      body: '내일 도착 예정이에요.',
      lastReplyId: seen.lastReplyId,
    });
    expect(answered.data?.answerInquiry.status).toBe('ANSWERED');

    const mine = (await callItem<{ myInquiry: Inquiry }>(db(), member, ONE, { inquiryId: id })).data!.myInquiry;
    expect(mine).toMatchObject({
      status: 'ANSWERED',
      replies: [{ side: 'OPERATOR', authorName: '라이드마켓 고객센터', body: '내일 도착 예정이에요.' }],
    });
    const outbox = await rows<{ event: string; channel: string }>(
      db(),
      sql`SELECT event, channel FROM notification_outbox WHERE user_id = ${member.userId} ORDER BY channel`
    );
    expect(outbox).toEqual([
      { event: 'inquiryAnswered', channel: 'email' },
      { event: 'inquiryAnswered', channel: 'inApp' },
    ]);
    expect(
      await rows(db(), sql`SELECT kind, link_url AS "linkUrl" FROM alarms WHERE user_id = ${member.userId}`)
    ).toEqual([{ kind: 'INQUIRY', linkUrl: `/user/inquiries/${id}` }]);
    expect(
      await rows(
        db(),
        sql`SELECT action, operator_id AS "operatorId" FROM audit_log WHERE target_type = 'inquiry' AND target_id = ${String(id)}`
      )
    ).toEqual([{ action: 'inquiry.answer', operatorId: op.userId }]);

    // A follow-up puts it back in the queue; a closed inquiry takes no more.
    expect(
      (
        await callItem<{ followUpInquiry: { status: string } }>(db(), member, FOLLOW_UP, {
          inquiryId: id,
          body: '감사합니다. 하나 더요',
        })
      ).data?.followUpInquiry.status
    ).toBe('OPEN');
    expect(
      (await callItem<{ closeInquiry: { status: string } }>(db(), member, CLOSE, { inquiryId: id })).data?.closeInquiry
        .status
    ).toBe('CLOSED');
    expect((await callItem(db(), member, FOLLOW_UP, { inquiryId: id, body: '또요' })).code).toBe('INVALID_TRANSITION');
  });

  it('two operators answering at once: one answer is kept, the other hears CONFLICT', async () => {
    const id = (await ask(member, {})).data!.createInquiry.id;
    const [a, b] = [await verifiedOperator(db()), await verifiedOperator(db())];
    const results = await Promise.allSettled([
      answerInquiry(db(), a.userId, { inquiryId: id, body: '첫 번째 답변', lastReplyId: 0 }),
      answerInquiry(db(), b.userId, { inquiryId: id, body: '두 번째 답변', lastReplyId: 0 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'CONFLICT' });
    const replies = await rows(db(), sql`SELECT side FROM inquiry_replies WHERE inquiry_id = ${id}`);
    expect(replies).toEqual([{ side: 'OPERATOR' }]);
    const inApp = await rows(
      db(),
      sql`SELECT id FROM notification_outbox WHERE user_id = ${member.userId} AND channel = 'inApp'`
    );
    expect(inApp).toHaveLength(1);
  });

  it('stops a member past the inquiry limit, and pages the list newest first', async () => {
    for (let i = 0; i < 3; i += 1) await ask(member, { body: `문의 ${i + 1}` });
    for (let i = 0; i < RATE_RULES.inquiryCreatePerMember.limit - 3; i += 1) {
      await hitRateLimit(db(), { rule: RATE_RULES.inquiryCreatePerMember, subject: `user:${member.userId}` });
    }
    expect((await ask(member, { body: '하나 더' })).code).toBe('RATE_LIMITED');
    const list = await callItem<{ myInquiries: { inquiries: { headline: string }[] } }>(db(), member, MINE);
    expect(list.data?.myInquiries.inquiries.map((q) => q.headline)).toEqual(['문의 3', '문의 2', '문의 1']);
  });

  type QueuePage = { inquiryQueue: { inquiries: { id: number; status: string }[]; nextCursor: string | null } };

  it('pages the queue 50 at a time by cursor: waiting longest first, then the newest change, each once', async () => {
    const op = await verifiedOperator(db());
    // 130 ACCOUNT inquiries (no other test asks that type): 70 waiting, 60 answered or closed, with
    // equal times in both parts so that the id has to break the ties.
    const created = await rows<{ id: number; status: string; waiting: string | null; updated: string }>(
      db(),
      sql`INSERT INTO inquiries (user_id, type, body, status, waiting_since, created_at, updated_at)
        SELECT ${member.userId}, 'ACCOUNT', '문의 ' || n,
          CASE WHEN n <= 70 THEN 'OPEN' WHEN n % 2 = 0 THEN 'ANSWERED' ELSE 'CLOSED' END,
          CASE WHEN n <= 70 THEN now() - ((n % 7) * interval '1 hour') END,
          now() - interval '2 days', now() - ((n % 5) * interval '1 minute')
        FROM generate_series(1, 130) AS n
        RETURNING id, status, waiting_since::text AS waiting, updated_at::text AS updated`
    );
    const at = (text: string) => new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).getTime();
    const waiting = created.filter((r) => r.status === 'OPEN');
    const rest = created.filter((r) => r.status !== 'OPEN');
    const expected = [
      ...waiting.sort((a, b) => at(a.waiting!) - at(b.waiting!) || a.id - b.id),
      ...rest.sort((a, b) => at(b.updated) - at(a.updated) || b.id - a.id),
    ].map((r) => Number(r.id));

    const walked: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: { data: QueuePage | null; code: string | null } = await callAdmin<QueuePage>(db(), op.caller, QUEUE, {
        type: 'ACCOUNT',
        after,
      });
      expect(page.code).toBeNull();
      walked.push(...page.data!.inquiryQueue.inquiries.map((q) => q.id));
      after = page.data!.inquiryQueue.nextCursor;
      pages += 1;
      // Between the first and second page, the inquiry at the top of the queue is answered: it
      // moves to the answered part, which the walk has not reached, and the rest keep their places.
      if (pages === 1) {
        await answerInquiry(db(), op.userId, { inquiryId: expected[0], body: '답변이에요.', lastReplyId: 0 });
      }
    } while (after !== null);
    expect(pages).toBe(3);
    expect(walked.slice(0, 50)).toEqual(expected.slice(0, 50));
    // After the first page: every other inquiry once, in order; the answered one, now the newest change, again first of its part.
    expect(walked.slice(50)).toEqual([...expected.slice(50, 70), expected[0], ...expected.slice(70)]);

    // A cursor is bound to its filters and cannot be forged.
    const first = await callAdmin<QueuePage>(db(), op.caller, QUEUE, { type: 'ACCOUNT' });
    const cursor = first.data!.inquiryQueue.nextCursor!;
    expect((await callAdmin(db(), op.caller, QUEUE, { type: 'RENTAL', after: cursor })).code).toBe('INVALID_INPUT');
    expect((await callAdmin(db(), op.caller, QUEUE, { type: 'ACCOUNT', after: `x${cursor}` })).code).toBe(
      'INVALID_INPUT'
    );
    // The console does not exist for anyone but an operator.
    expect((await callAdmin(db(), member, QUEUE, { type: 'ACCOUNT' })).code).toBe('NOT_FOUND');
  });

  it('an operator closes an inquiry: an answered one as it is, a waiting one only with a note the member receives', async () => {
    const op = await verifiedOperator(db());
    const waitingId = (await ask(member, { body: '환불은 언제 되나요?' })).data!.createInquiry.id;
    // A waiting member is never left without a word.
    const bare = await callAdmin(db(), op.caller, OPERATOR_CLOSE, { inquiryId: waitingId, lastReplyId: 0 });
    expect(bare).toMatchObject({ code: 'INVALID_INPUT' });
    // Not an operator: the console does not exist for them; a stale view (a follow-up meanwhile): CONFLICT; a missing id: NOT_FOUND.
    expect(
      (await callAdmin(db(), member, OPERATOR_CLOSE, { inquiryId: waitingId, lastReplyId: 0, note: '종료' })).code
    ).toBe('NOT_FOUND');
    await callItem(db(), member, FOLLOW_UP, { inquiryId: waitingId, body: '빨리 부탁드려요' });
    expect(
      (await callAdmin(db(), op.caller, OPERATOR_CLOSE, { inquiryId: waitingId, lastReplyId: 0, note: '종료' })).code
    ).toBe('CONFLICT');
    expect(
      (await callAdmin(db(), op.caller, OPERATOR_CLOSE, { inquiryId: 2_000_000_000, lastReplyId: 0, note: '종료' }))
        .code
    ).toBe('NOT_FOUND');

    const seen = (await callAdmin<{ adminInquiry: Inquiry }>(db(), op.caller, ADMIN_ONE, { inquiryId: waitingId }))
      .data!.adminInquiry;
    const closed = await callAdmin<{ closeInquiryByOperator: Inquiry }>(db(), op.caller, OPERATOR_CLOSE, {
      inquiryId: waitingId,
      lastReplyId: seen.lastReplyId,
      note: '전화로 안내드렸어요. 문의를 종료할게요.',
    });
    expect(closed.data?.closeInquiryByOperator).toMatchObject({
      status: 'CLOSED',
      replies: [
        { side: 'MEMBER', body: '빨리 부탁드려요' },
        { side: 'OPERATOR', body: '전화로 안내드렸어요. 문의를 종료할게요.' },
      ],
    });
    expect(
      await rows(
        db(),
        sql`SELECT kind FROM alarms WHERE user_id = ${member.userId} AND link_url = ${`/user/inquiries/${waitingId}`}`
      )
    ).toEqual([{ kind: 'INQUIRY' }]);
    // Closed: no more answers, no second close, and the member cannot write.
    const again = await callAdmin(db(), op.caller, OPERATOR_CLOSE, {
      inquiryId: waitingId,
      lastReplyId: closed.data!.closeInquiryByOperator.lastReplyId,
    });
    expect(again.code).toBe('INVALID_TRANSITION');
    expect((await callItem(db(), member, FOLLOW_UP, { inquiryId: waitingId, body: '또요' })).code).toBe(
      'INVALID_TRANSITION'
    );

    // An answered inquiry closes without a note, and the member hears nothing more.
    const answeredId = (await ask(member, { body: '영수증 주세요' })).data!.createInquiry.id;
    const answer = await answerInquiry(db(), op.userId, {
      inquiryId: answeredId,
      body: '메일로 보냈어요.',
      lastReplyId: 0,
    });
    const alarmsBefore = (await rows(db(), sql`SELECT id FROM alarms WHERE user_id = ${member.userId}`)).length;
    const tidy = await callAdmin<{ closeInquiryByOperator: Inquiry }>(db(), op.caller, OPERATOR_CLOSE, {
      inquiryId: answeredId,
      lastReplyId: answer.lastReplyId,
    });
    expect(tidy.data?.closeInquiryByOperator.status).toBe('CLOSED');
    expect(await rows(db(), sql`SELECT id FROM alarms WHERE user_id = ${member.userId}`)).toHaveLength(alarmsBefore);
    expect(
      await rows(
        db(),
        sql`SELECT action FROM audit_log WHERE target_type = 'inquiry' AND target_id IN (${String(waitingId)}, ${String(answeredId)}) ORDER BY id`
      )
    ).toEqual([{ action: 'inquiry.close' }, { action: 'inquiry.answer' }, { action: 'inquiry.close' }]);
  });
});
