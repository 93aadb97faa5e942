// Issue 30 §2 Messages: who may read and write a thread, masking, read receipts, badges, alarms,
// reports, photos and the per-member limit, on both databases.
import { sql } from 'drizzle-orm';
import { RATE_RULES } from '@/server/security/rateRules';
import { hitRateLimit } from '@/server/security/sharedRateLimit';
import { mayViewPrivateUpload } from '@/server/images/photoAccess';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { verifiedMember } from '../../support/checkoutFixture';
import { CONFIRMED_SALE, orderOf, uploadOf } from '../review/reviewHarness';
import {
  alarmsOf,
  BADGES,
  callItem,
  itemThread,
  MINE,
  OPEN,
  parties,
  READ,
  REPORT,
  SELLER_LIST,
  send,
  THREAD,
  type EntryPage,
  type Parties,
  type Thread,
} from './messageHarness';

type Badges = {
  me: {
    badges: { isActiveMyPageBadge: boolean; unreadMessageThreadCount: number; unansweredMessageThreadCount: number };
  };
};

describe.each(testDbKinds())('message threads on %s', (kind) => {
  const db = useTestDb(kind);
  let p: Parties;
  beforeEach(async () => {
    p = await parties(db());
  });

  it('opens one thread per customer, business and item; the seller answers and both see the conversation', async () => {
    const threadId = await itemThread(db(), p);
    const again = await callItem<{ openMessageThread: { threadId: number; created: boolean } }>(
      db(),
      p.customer,
      OPEN,
      {
        itemId: p.f.rental.itemId,
      }
    );
    expect(again.data?.openMessageThread).toEqual({ threadId, created: false });
    // An empty thread is in nobody's list yet.
    expect((await callItem<{ messageThreads: EntryPage }>(db(), p.customer, MINE)).data?.messageThreads).toEqual({
      threads: [],
      nextCursor: null,
    });

    const asked = await send(db(), p.customer, threadId, '내일 대여 가능한가요?');
    expect(asked.data?.sendMessage).toMatchObject({
      side: 'CUSTOMER',
      mine: true,
      body: '내일 대여 가능한가요?',
      masked: false,
    });
    await send(db(), p.seller, threadId, '네, 오전 10시부터 가능해요.');

    const customerView = await callItem<{ messageThread: Thread }>(db(), p.customer, THREAD, { threadId });
    expect(customerView.data?.messageThread).toMatchObject({
      role: 'CUSTOMER',
      subject: { kind: 'ITEM', id: p.f.rental.itemId, linkUrl: `/services/${p.f.rental.itemId}` },
      messages: [
        { side: 'CUSTOMER', mine: true },
        { side: 'BUSINESS', mine: false, body: '네, 오전 10시부터 가능해요.' },
      ],
    });
    const sellerView = await callItem<{ messageThread: Thread }>(db(), p.seller, THREAD, { threadId });
    expect(sellerView.data?.messageThread.role).toBe('BUSINESS');
    expect(sellerView.data?.messageThread.messages.map((m) => m.mine)).toEqual([false, true]);
  });

  it('answers NOT_FOUND to a third member and to another business, for every operation', async () => {
    const threadId = await itemThread(db(), p);
    const messageId = (await send(db(), p.customer, threadId, '문의드려요')).data!.sendMessage.id;
    const stranger = { userId: await verifiedMember(db()) };
    const otherBusiness = await parties(db());
    for (const outsider of [stranger, otherBusiness.seller]) {
      expect((await callItem(db(), outsider, THREAD, { threadId })).code).toBe('NOT_FOUND');
      expect((await send(db(), outsider, threadId, '끼어들기')).code).toBe('NOT_FOUND');
      expect((await callItem(db(), outsider, READ, { threadId, messageId })).code).toBe('NOT_FOUND');
      expect((await callItem(db(), outsider, REPORT, { messageId, reason: '스팸' })).code).toBe('NOT_FOUND');
    }
    expect((await callItem(db(), null, THREAD, { threadId })).code).toBe('UNAUTHENTICATED');
    expect((await callItem(db(), stranger, THREAD, { threadId: 2_000_000_000 })).code).toBe('NOT_FOUND');
    // The customer's own business cannot be asked; someone else's order is as missing as a missing one.
    expect((await callItem(db(), p.seller, OPEN, { itemId: p.f.rental.itemId })).code).toBe('INVALID_INPUT');
    const order = await orderOf(db(), p.f, p.customer.userId, CONFIRMED_SALE);
    expect((await callItem(db(), stranger, OPEN, { orderId: order })).code).toBe('NOT_FOUND');
    expect((await callItem(db(), otherBusiness.seller, OPEN, { orderId: order })).code).toBe('NOT_FOUND');
    expect((await callItem(db(), p.customer, OPEN, {})).code).toBe('INVALID_INPUT');
  });

  it('masks phone and account numbers until an order exists between the two', async () => {
    const threadId = await itemThread(db(), p);
    const before = await send(db(), p.customer, threadId, '010-1234-5678로 연락 주세요. 국민 123456-78-901234');
    expect(before.data?.sendMessage).toMatchObject({
      body: '***-****-****로 연락 주세요. 국민 ******-**-******',
      masked: true,
    });
    const stored = (await db().execute(
      sql`SELECT body FROM messages WHERE id = ${before.data!.sendMessage.id}`
    )) as unknown as {
      rows: { body: string }[];
    };
    expect(stored.rows[0].body).not.toContain('1234');
    expect((await send(db(), p.seller, threadId, '가격은 12,900원이에요')).data?.sendMessage.masked).toBe(false);

    // The order makes the deal the platform's: numbers pass, in this thread and in an order thread.
    const order = await orderOf(db(), p.f, p.customer.userId, CONFIRMED_SALE);
    expect((await send(db(), p.customer, threadId, '010-1234-5678')).data?.sendMessage).toMatchObject({
      body: '010-1234-5678',
      masked: false,
    });
    const opened = await callItem<{ openMessageThread: { threadId: number; created: boolean } }>(db(), p.seller, OPEN, {
      orderId: order,
    });
    expect(opened.data?.openMessageThread.created).toBe(true);
    const orderThread = opened.data!.openMessageThread.threadId;
    expect((await send(db(), p.seller, orderThread, '매장 번호 02-123-4567')).data?.sendMessage.body).toBe(
      '매장 번호 02-123-4567'
    );
    const view = await callItem<{ messageThread: Thread }>(db(), p.customer, THREAD, { threadId: orderThread });
    expect(view.data?.messageThread.subject).toMatchObject({
      kind: 'ORDER',
      id: order,
      linkUrl: `/user/reservations/${order}`,
    });
  });

  it('keeps read receipts, unread counts, the unanswered order and the badges', async () => {
    const first = await itemThread(db(), p);
    const second = await (async () => {
      const o = await orderOf(db(), p.f, p.customer.userId, CONFIRMED_SALE);
      const r = await callItem<{ openMessageThread: { threadId: number } }>(db(), p.customer, OPEN, { orderId: o });
      return r.data!.openMessageThread.threadId;
    })();
    await send(db(), p.customer, second, '주문 건 문의');
    const a = (await send(db(), p.customer, first, '첫 질문')).data!.sendMessage.id;
    const b = (await send(db(), p.customer, first, '하나 더요')).data!.sendMessage.id;

    const list = (await callItem<{ sellerMessageThreads: EntryPage }>(db(), p.seller, SELLER_LIST)).data!
      .sellerMessageThreads.threads;
    // Both unanswered: the one asked first waits longest and comes first.
    expect(list.map((e) => [e.id, e.unreadCount])).toEqual([
      [second, 1],
      [first, 2],
    ]);
    expect(list[1]).toMatchObject({ lastMessagePreview: '하나 더요', waitingMinutes: 0 });
    expect((await callItem<Badges>(db(), p.seller, BADGES)).data?.me.badges.unansweredMessageThreadCount).toBe(2);

    expect((await callItem(db(), p.seller, READ, { threadId: first, messageId: a })).data).toEqual({
      readMessageThread: { threadId: first, readMessageId: a },
    });
    // Reading never goes back, and never past the last message.
    await callItem(db(), p.seller, READ, { threadId: first, messageId: b + 1000 });
    await callItem(db(), p.seller, READ, { threadId: first, messageId: a });
    const customerView = await callItem<{ messageThread: Thread }>(db(), p.customer, THREAD, { threadId: first });
    expect(customerView.data?.messageThread.otherReadMessageId).toBe(b);

    await send(db(), p.seller, first, '답변드려요');
    const after = (await callItem<{ sellerMessageThreads: EntryPage }>(db(), p.seller, SELLER_LIST)).data!
      .sellerMessageThreads.threads;
    expect(after.map((e) => [e.id, e.waitingMinutes])).toEqual([
      [second, 0],
      [first, null],
    ]);
    const customerBadges = (await callItem<Badges>(db(), p.customer, BADGES)).data!.me.badges;
    expect(customerBadges).toMatchObject({ isActiveMyPageBadge: true, unreadMessageThreadCount: 1 });
    const mine = (await callItem<{ messageThreads: EntryPage }>(db(), p.customer, MINE)).data!.messageThreads.threads;
    expect(mine[0]).toMatchObject({ id: first, unreadCount: 1, counterpartName: expect.any(String) });
    const answer = customerView.data!.messageThread.messages.at(-1)!.id + 1;
    await callItem(db(), p.customer, READ, { threadId: first, messageId: answer + 10 });
    expect((await callItem<Badges>(db(), p.customer, BADGES)).data?.me.badges.unreadMessageThreadCount).toBe(0);
  });

  it("alarms the other side once per unread burst and reads the thread's alarms with it", async () => {
    const threadId = await itemThread(db(), p);
    await send(db(), p.customer, threadId, '첫 번째');
    const second = (await send(db(), p.customer, threadId, '두 번째')).data!.sendMessage.id;
    let alarms = await alarmsOf(db(), p.seller.userId);
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ body: '첫 번째', linkUrl: `/seller/messages/${threadId}`, readAt: null });
    await callItem(db(), p.seller, READ, { threadId, messageId: second });
    expect((await alarmsOf(db(), p.seller.userId))[0].readAt).not.toBeNull();
    await send(db(), p.customer, threadId, '세 번째');
    alarms = await alarmsOf(db(), p.seller.userId);
    expect(alarms).toHaveLength(2);
    await send(db(), p.seller, threadId, '답장');
    expect(await alarmsOf(db(), p.customer.userId)).toMatchObject([{ linkUrl: `/user/messages/${threadId}` }]);
    // The alarm is the notification service's: one messageReceived row per channel the member allows.
    const routed = await db().execute(
      sql`SELECT event, channel FROM notification_outbox WHERE user_id = ${p.customer.userId} AND dedupe_key LIKE ${`message:${threadId}:%`}`
    );
    expect((routed as unknown as { rows: unknown[] }).rows).toEqual([{ event: 'messageReceived', channel: 'inApp' }]);
  });

  it('refuses blocked and suspended writers', async () => {
    const threadId = await itemThread(db(), p);
    await db().execute(
      sql`INSERT INTO member_blocks (user_id, blocked_user_id) VALUES (${p.seller.userId}, ${p.customer.userId})`
    );
    expect((await send(db(), p.customer, threadId, '안녕하세요')).code).toBe('FORBIDDEN');
    await db().execute(sql`DELETE FROM member_blocks WHERE user_id = ${p.seller.userId}`);
    expect((await send(db(), p.customer, threadId, '안녕하세요')).code).toBeNull();

    await db().execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${p.customer.userId}`);
    expect((await send(db(), p.customer, threadId, '정지 중')).code).toBe('FORBIDDEN');
    // A suspension of N days that has passed writes again.
    await db().execute(
      sql`UPDATE users SET suspended_until = now() - interval '1 minute' WHERE id = ${p.customer.userId}`
    );
    expect((await send(db(), p.customer, threadId, '정지 끝')).code).toBeNull();
    await db().execute(sql`UPDATE businesses SET suspended_at = now() WHERE id = ${p.seller.businessId}`);
    expect((await send(db(), p.seller, threadId, '매장 정지 중')).code).toBe('FORBIDDEN');
    await db().execute(sql`UPDATE businesses SET suspended_at = NULL WHERE id = ${p.seller.businessId}`);
  });

  it('stops a member past the message limit', async () => {
    const threadId = await itemThread(db(), p);
    for (let i = 0; i < RATE_RULES.messageSendPerMember.limit; i += 1) {
      await hitRateLimit(db(), { rule: RATE_RULES.messageSendPerMember, subject: `user:${p.customer.userId}` });
    }
    expect((await send(db(), p.customer, threadId, '하나 더')).code).toBe('RATE_LIMITED');
    // The seller's own budget is untouched.
    expect((await send(db(), p.seller, threadId, '답변')).code).toBeNull();
  });

  it('validates the text and photos with Korean messages per field', async () => {
    const threadId = await itemThread(db(), p);
    const empty = await send(db(), p.customer, threadId, '   ');
    expect(empty.code).toBe('INVALID_INPUT');
    expect(empty.details.body).toBe('메시지를 입력하거나 사진을 골라 주세요.');
    expect((await send(db(), p.customer, threadId, '가'.repeat(1001))).details.body).toBe(
      '메시지는 1000자까지 쓸 수 있어요.'
    );
    const six = await Promise.all(Array.from({ length: 6 }, () => uploadOf(db(), p.customer.userId)));
    expect((await send(db(), p.customer, threadId, '', six)).details.photoIds).toBe('사진은 5장까지 보낼 수 있어요.');
    const someoneElses = await uploadOf(db(), p.seller.userId);
    expect((await send(db(), p.customer, threadId, '사진', [someoneElses])).code).toBe('INVALID_INPUT');
  });

  it('sends photos only the two parties can open, and reports the other side', async () => {
    const threadId = await itemThread(db(), p);
    const photo = await uploadOf(db(), p.customer.userId);
    const sent = (await send(db(), p.customer, threadId, '', [photo])).data!.sendMessage as unknown as {
      id: number;
      photos: { id: number; url: string }[];
    };
    expect(sent.photos).toEqual([{ id: photo, url: `/app/v4/images/${photo}` }]);
    expect(await mayViewPrivateUpload(db(), photo, { userId: p.seller.userId, businessId: p.seller.businessId })).toBe(
      true
    );
    const stranger = await verifiedMember(db());
    expect(await mayViewPrivateUpload(db(), photo, { userId: stranger, businessId: null })).toBe(false);
    const seller = (await callItem<{ sellerMessageThreads: EntryPage }>(db(), p.seller, SELLER_LIST)).data!
      .sellerMessageThreads.threads;
    expect(seller[0].lastMessagePreview).toBe('사진 1장을 보냈어요.');

    expect((await callItem(db(), p.customer, REPORT, { messageId: sent.id, reason: '본인 글' })).code).toBe(
      'FORBIDDEN'
    );
    expect((await callItem(db(), p.seller, REPORT, { messageId: sent.id, reason: '' })).details.reason).toBe(
      '신고 사유를 입력해 주세요.'
    );
    expect((await callItem(db(), p.seller, REPORT, { messageId: sent.id, reason: '광고예요' })).data).toEqual({
      reportMessage: { messageId: sent.id, reported: true },
    });
    expect((await callItem(db(), p.seller, REPORT, { messageId: sent.id, reason: '광고예요' })).code).toBe('CONFLICT');
  });
});
