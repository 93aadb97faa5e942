/**
 * The message reports desk and the operator's read of disputed threads
 * (docs/product.md §10 Message reports): what waits and in which order, page by page; 숨김 and 문제 없음 with their audit rows;
 * two operators at once; other callers and bad input; photos only where the operator may look.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/rows';
import { mayViewPrivateUpload } from '@/server/images/photoAccess';
import { HIDDEN_MESSAGE_NOTICE } from '@/lib/messages/messageRules';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { CONFIRMED_SALE, orderOf, uploadOf } from '../review/reviewHarness';
import {
  alarmsOf,
  callItem,
  MINE,
  OPEN,
  parties,
  READ,
  REPORT,
  send,
  type Entry,
  type Parties,
} from '../messages/messageHarness';
import { callAdmin, grantedOperator, verifiedOperator, type Caller } from './adminHarness';

const CONTEXT = 'context { id side body hidden photoCount }';
const PAGE = `query($after: String) { reportedMessages(after: $after) { after openCount entries {
  messageId threadId side senderName body hidden photos { id url } subjectTitle customerNickname businessName
  reports { reporterNickname reason } ${CONTEXT} } } }`;
const COUNT = 'query { messageReportOpenCount }';
const DECIDE = `mutation($messageId: Int!, $decision: MessageReportDecision!, $reason: String!) {
  decideMessageReport(messageId: $messageId, decision: $decision, reason: $reason) { messageId hidden handledReports } }`;
const DISPUTE = `query($orderId: Int!) { disputeMessageThreads(orderId: $orderId) {
  id subjectTitle customerNickname businessName hasOlder messages { id side body hidden photos { id } } } }`;
const THREAD_PHOTOS = `query us_messageThread($threadId: Int!) { messageThread(threadId: $threadId) {
  messages { id body hidden photos { id } } } }`;

type Entry_ = {
  messageId: number;
  threadId: number;
  side: string;
  senderName: string;
  body: string;
  hidden: boolean;
  photos: { id: number; url: string }[];
  subjectTitle: string;
  customerNickname: string;
  businessName: string;
  reports: { reporterNickname: string; reason: string }[];
  context: { id: number; side: string; body: string; hidden: boolean; photoCount: number }[];
};
type Page = { reportedMessages: { after: string | null; openCount: number; entries: Entry_[] } };
type Decided = { decideMessageReport: { messageId: number; hidden: boolean; handledReports: number } };

describe.each(testDbKinds())('the message reports desk (%s)', (kind) => {
  const db = useTestDb(kind);
  let p: Parties;
  let operator: { userId: number; sessionId: number };
  beforeEach(async () => {
    p = await parties(db());
    operator = (await verifiedOperator(db())).caller;
    // The database lives for the whole file: earlier tests' reports are decided, so the desk starts empty.
    await db().execute(sql`UPDATE message_reports SET handled_at = now() WHERE handled_at IS NULL`);
  });

  const nickname = async (userId: number) =>
    (await queryRows<{ n: string }>(db(), sql`SELECT nickname AS n FROM users WHERE id = ${userId}`))[0].n;

  const businessName = async () =>
    (await queryRows<{ n: string }>(db(), sql`SELECT name AS n FROM businesses WHERE id = ${p.f.businessId}`))[0].n;

  /** An order thread with a few messages; the seller's last one (with a photo) is what gets reported. */
  async function orderConversation() {
    const orderId = await orderOf(db(), p.f, p.customer.userId, CONFIRMED_SALE);
    const opened = await callItem<{ openMessageThread: { threadId: number } }>(db(), p.customer, OPEN, { orderId });
    const threadId = opened.data!.openMessageThread.threadId;
    await send(db(), p.customer, threadId, '배송이 언제 되나요?');
    await send(db(), p.seller, threadId, '오늘 보내드려요.');
    const asked = (await send(db(), p.customer, threadId, '상자가 찌그러져 왔어요.')).data!.sendMessage.id;
    // The customer has read everything so far: the reported message is a new alarm of its own.
    await callItem(db(), p.customer, READ, { threadId, messageId: asked });
    const photo = await uploadOf(db(), p.seller.userId);
    const reported = (await send(db(), p.seller, threadId, '<b>그건</b> 고객님 탓이에요', [photo])).data!.sendMessage
      .id;
    return { orderId, threadId, photo, reported };
  }
  const report = (caller: Caller, messageId: number, reason = '욕설·비방이 있어요') =>
    callItem(db(), caller, REPORT, { messageId, reason });

  it('lists each reported message once, with every report, the thread, its parties and the messages before it', async () => {
    const c = await orderConversation();
    expect((await report(p.customer, c.reported)).code).toBeNull();
    const page = await callAdmin<Page>(db(), operator, PAGE);
    expect(page.data?.reportedMessages).toMatchObject({ after: null, openCount: 1 });
    expect(page.data?.reportedMessages.entries).toEqual([
      {
        messageId: c.reported,
        threadId: c.threadId,
        side: 'BUSINESS',
        senderName: await businessName(),
        body: '<b>그건</b> 고객님 탓이에요',
        hidden: false,
        photos: [{ id: c.photo, url: expect.stringContaining(String(c.photo)) }],
        subjectTitle: expect.any(String),
        customerNickname: await nickname(p.customer.userId),
        businessName: await businessName(),
        reports: [{ reporterNickname: await nickname(p.customer.userId), reason: '욕설·비방이 있어요' }],
        context: [
          { id: expect.any(Number), side: 'CUSTOMER', body: '배송이 언제 되나요?', hidden: false, photoCount: 0 },
          { id: expect.any(Number), side: 'BUSINESS', body: '오늘 보내드려요.', hidden: false, photoCount: 0 },
          { id: expect.any(Number), side: 'CUSTOMER', body: '상자가 찌그러져 왔어요.', hidden: false, photoCount: 0 },
        ],
      },
    ]);
    expect((await callAdmin<{ messageReportOpenCount: number }>(db(), operator, COUNT)).data).toEqual({
      messageReportOpenCount: 1,
    });
    // The reported message's photo is the operator's to look at; the thread's other photos are not.
    const viewer = { userId: operator.userId, businessId: null };
    expect(await mayViewPrivateUpload(db(), c.photo, viewer)).toBe(true);
  });

  it('pages oldest first with 더 보기 until the last page', async () => {
    const c = await orderConversation();
    const ids: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const [row] = await queryRows<{ id: number }>(
        db(),
        sql`INSERT INTO messages (thread_id, sender_id, side, body) VALUES (${c.threadId}, ${p.seller.userId}, 'BUSINESS', ${`메시지 ${i}`}) RETURNING id`
      );
      ids.push(Number(row.id));
      // Reported in the reverse order they were written: the desk follows the reports, not the messages.
      await db().execute(sql`INSERT INTO message_reports (message_id, reporter_id, reason, created_at)
        VALUES (${row.id}, ${p.customer.userId}, '광고·스팸이에요', ${new Date(Date.UTC(2026, 10, 1, 0, 59 - i))})`);
    }
    const first = await callAdmin<Page>(db(), operator, PAGE);
    expect(first.data?.reportedMessages.openCount).toBe(21);
    expect(first.data?.reportedMessages.entries.map((e) => e.messageId)).toEqual([...ids].reverse().slice(0, 20));
    const after = first.data!.reportedMessages.after;
    expect(after).toEqual(expect.any(String));
    const second = await callAdmin<Page>(db(), operator, PAGE, { after });
    expect(second.data?.reportedMessages).toMatchObject({ after: null, entries: [{ messageId: ids[0] }] });
  });

  it('숨김 hides the message from both sides, in the thread and the list, photos withheld, every report handled and audited', async () => {
    const c = await orderConversation();
    await report(p.customer, c.reported);
    const alarmed = (await alarmsOf(db(), p.customer.userId)).map((a) => a.body);
    expect(alarmed).toContain('<b>그건</b> 고객님 탓이에요');
    const decided = await callAdmin<Decided>(db(), operator, DECIDE, {
      messageId: c.reported,
      decision: 'HIDE',
      reason: '고객 비방',
    });
    expect(decided.data?.decideMessageReport).toEqual({ messageId: c.reported, hidden: true, handledReports: 1 });

    for (const party of [p.customer, p.seller]) {
      const view = await callItem<{
        messageThread: { messages: { id: number; body: string; hidden: boolean; photos: unknown[] }[] };
      }>(db(), party, THREAD_PHOTOS, { threadId: c.threadId });
      expect(view.data?.messageThread.messages.at(-1)).toEqual({
        id: c.reported,
        body: HIDDEN_MESSAGE_NOTICE,
        hidden: true,
        photos: [],
      });
    }
    // The alarm list no longer repeats it either.
    const after = (await alarmsOf(db(), p.customer.userId)).map((a) => a.body);
    expect(after).toEqual(alarmed.map((b) => (b === '<b>그건</b> 고객님 탓이에요' ? HIDDEN_MESSAGE_NOTICE : b)));
    const list = await callItem<{ messageThreads: { threads: Entry[] } }>(db(), p.customer, MINE);
    expect(list.data?.messageThreads.threads[0].lastMessagePreview).toBe(HIDDEN_MESSAGE_NOTICE);
    expect(await mayViewPrivateUpload(db(), c.photo, { userId: p.customer.userId, businessId: null })).toBe(false);
    expect(await report(p.customer, c.reported, '사기가 의심돼요')).toMatchObject({
      code: 'CONFLICT',
      message: '이미 운영정책에 따라 가려진 메시지예요.',
    });

    const page = await callAdmin<Page>(db(), operator, PAGE);
    expect(page.data?.reportedMessages).toEqual({ after: null, openCount: 0, entries: [] });
    const audit = await queryRows<{ action: string; reason: string; after: unknown }>(
      db(),
      sql`SELECT action, reason, after FROM audit_log WHERE target_type = 'message' AND target_id = ${String(c.reported)}`
    );
    expect(audit).toEqual([
      { action: 'moderation.hideMessage', reason: '고객 비방', after: { hidden: true, handledReports: 1 } },
    ]);
  });

  it('문제 없음 leaves the message as written and decides every report of it together', async () => {
    const c = await orderConversation();
    const secondSeller = (await parties(db())).customer;
    await report(p.customer, c.reported, '욕설·비방이 있어요');
    // A second report of the same message (written directly: only the thread's parties may report).
    await db().execute(sql`INSERT INTO message_reports (message_id, reporter_id, reason)
      VALUES (${c.reported}, ${secondSeller.userId}, '사기가 의심돼요')`);
    expect((await callAdmin<Page>(db(), operator, PAGE)).data?.reportedMessages.entries[0].reports).toHaveLength(2);
    const decided = await callAdmin<Decided>(db(), operator, DECIDE, {
      messageId: c.reported,
      decision: 'DISMISS',
      reason: '정상적인 대화',
    });
    expect(decided.data?.decideMessageReport).toEqual({ messageId: c.reported, hidden: false, handledReports: 2 });
    const view = await callItem<{ messageThread: { messages: { body: string; hidden: boolean }[] } }>(
      db(),
      p.customer,
      THREAD_PHOTOS,
      { threadId: c.threadId }
    );
    expect(view.data?.messageThread.messages.at(-1)).toMatchObject({
      body: '<b>그건</b> 고객님 탓이에요',
      hidden: false,
    });
    expect((await callAdmin<Page>(db(), operator, PAGE)).data?.reportedMessages.openCount).toBe(0);
    // Decided once: a second decision finds nothing waiting.
    const again = await callAdmin(db(), operator, DECIDE, {
      messageId: c.reported,
      decision: 'HIDE',
      reason: '재확인',
    });
    expect(again.code).toBe('CONFLICT');
  });

  it('two operators deciding at once: one wins, the other hears CONFLICT in Korean', async () => {
    const c = await orderConversation();
    await report(p.customer, c.reported);
    const other = (await verifiedOperator(db())).caller;
    const results = await Promise.all([
      callAdmin<Decided>(db(), operator, DECIDE, { messageId: c.reported, decision: 'HIDE', reason: '고객 비방' }),
      callAdmin<Decided>(db(), other, DECIDE, { messageId: c.reported, decision: 'DISMISS', reason: '문제 없음' }),
    ]);
    const codes = results.map((r) => r.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    expect(results.find((r) => r.code === 'CONFLICT')?.message).toBe(
      '다른 운영자가 방금 처리했어요. 목록을 새로 고쳐 확인해 주세요.'
    );
    const audit = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'message' AND target_id = ${String(c.reported)}`
    );
    expect(Number(audit[0].n)).toBe(1);
  });

  it('answers NOT_FOUND to members and to an operator without the second factor, and checks its input', async () => {
    const c = await orderConversation();
    await report(p.customer, c.reported);
    const unverified = await grantedOperator(db());
    for (const caller of [p.customer, p.seller, { userId: unverified.userId, sessionId: unverified.sessionId }]) {
      expect((await callAdmin(db(), caller, PAGE)).code).toBe('NOT_FOUND');
      expect((await callAdmin(db(), caller, DISPUTE, { orderId: c.orderId })).code).toBe('NOT_FOUND');
      const decided = await callAdmin(db(), caller, DECIDE, {
        messageId: c.reported,
        decision: 'HIDE',
        reason: '고객 비방',
      });
      expect(decided.code).toBe('NOT_FOUND');
      expect((await callAdmin<{ messageReportOpenCount: number | null }>(db(), caller, COUNT)).data).toEqual({
        messageReportOpenCount: null,
      });
    }
    const bad = async (variables: Record<string, unknown>) => (await callAdmin(db(), operator, DECIDE, variables)).code;
    expect(await bad({ messageId: c.reported, decision: 'HIDE', reason: ' ' })).toBe('INVALID_INPUT');
    expect(await bad({ messageId: 0, decision: 'HIDE', reason: '고객 비방' })).toBe('INVALID_INPUT');
    expect(await bad({ messageId: 2_147_483_647, decision: 'HIDE', reason: '고객 비방' })).toBe('NOT_FOUND');
    // A message nobody reported is not the desk's to hide.
    expect(await bad({ messageId: c.reported - 1, decision: 'HIDE', reason: '고객 비방' })).toBe('NOT_FOUND');
    expect((await callAdmin(db(), operator, PAGE, { after: '2026-01-01~1; DROP' })).code).toBe('INVALID_INPUT');
    // Nothing changed by any of it.
    expect((await callAdmin<Page>(db(), operator, PAGE)).data?.reportedMessages.openCount).toBe(1);
  });

  it('reads an order thread with its photos only while the order is disputed, writing no read receipt', async () => {
    const c = await orderConversation();
    const operatorViewer = { userId: operator.userId, businessId: null };
    const before = await callAdmin(db(), operator, DISPUTE, { orderId: c.orderId });
    expect(before.code).toBe('NOT_FOUND');
    const earlierPhoto = await uploadOf(db(), p.customer.userId);
    await send(db(), p.customer, c.threadId, '사진 보내요', [earlierPhoto]);
    expect(await mayViewPrivateUpload(db(), earlierPhoto, operatorViewer)).toBe(false);

    await db().execute(sql`INSERT INTO order_returns (order_id, state, kind, reason)
      VALUES (${c.orderId}, 'DISPUTED', 'RETURN', 'DEFECTIVE')`);
    const readBefore = await queryRows<{ c: number; b: number }>(
      db(),
      sql`SELECT customer_read_message_id AS c, business_read_message_id AS b FROM message_threads WHERE id = ${c.threadId}`
    );
    const read = await callAdmin<{
      disputeMessageThreads: { id: number; messages: { body: string; photos: { id: number }[] }[] }[];
    }>(db(), operator, DISPUTE, { orderId: c.orderId });
    expect(read.data?.disputeMessageThreads).toMatchObject([
      {
        id: c.threadId,
        customerNickname: await nickname(p.customer.userId),
        businessName: await businessName(),
        hasOlder: false,
      },
    ]);
    expect(read.data?.disputeMessageThreads[0].messages.map((m) => m.body)).toEqual([
      '배송이 언제 되나요?',
      '오늘 보내드려요.',
      '상자가 찌그러져 왔어요.',
      '<b>그건</b> 고객님 탓이에요',
      '사진 보내요',
    ]);
    expect(read.data?.disputeMessageThreads[0].messages.at(-1)?.photos).toEqual([{ id: earlierPhoto }]);
    expect(await mayViewPrivateUpload(db(), earlierPhoto, operatorViewer)).toBe(true);
    expect(
      await queryRows(
        db(),
        sql`SELECT customer_read_message_id AS c, business_read_message_id AS b FROM message_threads WHERE id = ${c.threadId}`
      )
    ).toEqual(readBefore);
    // Nobody else gains the photo from the dispute.
    const stranger = (await parties(db())).customer;
    expect(await mayViewPrivateUpload(db(), earlierPhoto, { userId: stranger.userId, businessId: null })).toBe(false);
    // The operator cannot write into it either.
    expect((await send(db(), operator, c.threadId, '운영자입니다')).code).toBe('NOT_FOUND');
  });
});
