// Thread lists past 100 (issue 30 §2, docs/product.md §3 Messages): both sides' lists page by a
// keyset cursor, 30 at a time, in their own orders, on both databases; a message arriving between
// pages neither repeats nor drops a thread that did not move; a bad or foreign cursor is refused.
import { sql } from 'drizzle-orm';
import { seedCheckoutFixture, verifiedMember } from '../../support/checkoutFixture';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { sendMessage } from '@/server/domain/messages/sendMessage';
import { sealThreadCursor } from '@/server/domain/messages/threadListCursor';
import { callItem, MINE, OPEN, parties, send, SELLER_LIST, type Parties } from './messageHarness';
import { bulkThreads, expectedOrder, listPage, walkPages } from './pagingHarness';
import { receive, viewerOf } from './streamHarness';

const COUNT = 250;

describe.each(testDbKinds())('thread list pages on %s', (kind) => {
  const db = useTestDb(kind);
  let p: Parties;
  let bulk: number[];
  /** The customer's thread with another business, and another member's thread with this business. */
  let otherBusinessThread: number;
  let otherMemberThread: number;

  beforeEach(async () => {
    p = await parties(db());
    bulk = await bulkThreads(db(), p, COUNT);
    const elsewhere = await seedCheckoutFixture(db());
    const opened = await callItem<{ openMessageThread: { threadId: number } }>(db(), p.customer, OPEN, {
      itemId: elsewhere.rental.itemId,
    });
    otherBusinessThread = opened.data!.openMessageThread.threadId;
    await send(db(), p.customer, otherBusinessThread, '다른 매장에 묻는 말');
    const stranger = { userId: await verifiedMember(db()) };
    const theirs = await callItem<{ openMessageThread: { threadId: number } }>(db(), stranger, OPEN, {
      itemId: p.f.rental.itemId,
    });
    otherMemberThread = theirs.data!.openMessageThread.threadId;
    await send(db(), stranger, otherMemberThread, '다른 회원의 문의');
  });

  it.each(['CUSTOMER', 'BUSINESS'] as const)(
    'walks every %s page: each thread once, in the list order, 30 a page, nobody else’s',
    async (side) => {
      const caller = side === 'CUSTOMER' ? p.customer : p.seller;
      const pages = await walkPages(db(), caller, side);
      expect(pages.map((page) => page.length)).toEqual([30, 30, 30, 30, 30, 30, 30, 30, 11]);
      const ids = pages.flat().map((t) => t.id);
      const owner = side === 'CUSTOMER' ? p.customer.userId : p.seller.businessId;
      expect(ids).toEqual(await expectedOrder(db(), side, owner));
      const mine = side === 'CUSTOMER' ? otherBusinessThread : otherMemberThread;
      const notMine = side === 'CUSTOMER' ? otherMemberThread : otherBusinessThread;
      expect(new Set(ids)).toEqual(new Set([...bulk, mine]));
      expect(ids).not.toContain(notMine);
      if (side === 'BUSINESS') {
        // The unanswered threads (every third, and the other member's question) come before any answered one.
        const waiting = pages.flat().map((t) => t.waitingMinutes !== null);
        expect(waiting.indexOf(false)).toBe(Math.floor(COUNT / 3) + 1);
        expect(waiting.lastIndexOf(true)).toBe(Math.floor(COUNT / 3));
      }
    }
  );

  it('a message between the customer’s pages: threads that did not move show once, in order; the moved one leads a fresh list', async () => {
    const before = await expectedOrder(db(), 'CUSTOMER', p.customer.userId);
    const seenEarly = before[5]!;
    const unseen = before[200]!;
    const pages = await walkPages(db(), p.customer, 'CUSTOMER', async (pageNo) => {
      if (pageNo !== 2) return;
      // One already shown and one not yet reached both get an answer: both move to the top.
      await sendMessage(db(), viewerOf(p.seller), { threadId: seenEarly, body: '답변드려요' });
      await sendMessage(db(), viewerOf(p.seller), { threadId: unseen, body: '네 가능해요' });
    });
    const ids = pages.flat().map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every thread that did not move, exactly once and in the order of the list before the messages.
    expect(ids.filter((id) => id !== seenEarly)).toEqual(before.filter((id) => id !== seenEarly && id !== unseen));
    // The moved thread not yet reached is ahead of the cursor: not repeated below, first in a fresh list.
    expect(ids).not.toContain(unseen);
    const fresh = await listPage(db(), p.customer, 'CUSTOMER', null);
    expect(fresh.threads.slice(0, 2).map((t) => t.id)).toEqual([unseen, seenEarly]);
  });

  it('a message between the business’s pages: a new question joins the waiting ones; an answered one shows again among the answered', async () => {
    const before = await expectedOrder(db(), 'BUSINESS', p.seller.businessId);
    const waitingCount = Math.floor(COUNT / 3) + 1;
    const answeredOnFirstPage = before[3]!; // waiting, shown on page 1, then answered
    const askedAgain = before[before.length - 1]!; // answered, on the last page, then asked again
    const pages = await walkPages(db(), p.seller, 'BUSINESS', async (pageNo) => {
      if (pageNo !== 1) return;
      await sendMessage(db(), viewerOf(p.seller), { threadId: answeredOnFirstPage, body: '답변드려요' });
      await sendMessage(db(), viewerOf(p.customer), { threadId: askedAgain, body: '하나 더 여쭤요' });
    });
    const ids = pages.flat().map((t) => t.id);
    const moved = new Set([answeredOnFirstPage, askedAgain]);
    expect(ids.filter((id) => !moved.has(id))).toEqual(before.filter((id) => !moved.has(id)));
    // The new question waits the shortest: last of the waiting threads (after the page-1 copy of the
    // one since answered), so it follows the cursor and shows once.
    expect(ids.indexOf(askedAgain)).toBe(waitingCount);
    expect(ids.filter((id) => id === askedAgain)).toHaveLength(1);
    // The answered one moved behind the cursor to the top of the answered: it shows there a second
    // time (the browser keeps the newer copy, store/threadListOrder.ts).
    expect(ids.indexOf(answeredOnFirstPage)).toBe(3);
    expect(ids.lastIndexOf(answeredOnFirstPage)).toBe(waitingCount + 1);
    expect(pages.flat()[waitingCount + 1]).toMatchObject({ id: answeredOnFirstPage, waitingMinutes: null });
  });

  it('refuses a bad, edited, other side’s or other owner’s cursor as INVALID_INPUT on `after`', async () => {
    const first = await listPage(db(), p.customer, 'CUSTOMER', null);
    const good = first.nextCursor!;
    const [body, mac] = good.split('.');
    const edited = `${Buffer.from(
      JSON.stringify(
        (JSON.parse(Buffer.from(body!, 'base64url').toString()) as unknown[]).map((v, i) => (i === 3 ? 1 : v))
      )
    ).toString('base64url')}.${mac}`;
    const stranger = { userId: await verifiedMember(db()) };
    const cases: [typeof p.customer, string, string][] = [
      [p.customer, MINE, 'not-a-cursor'],
      [p.customer, MINE, ''],
      [p.customer, MINE, 'x'.repeat(401)],
      [p.customer, MINE, edited],
      // The customer's cursor in the console's list, and another member's use of it.
      [p.seller, SELLER_LIST, good],
      [stranger, MINE, good],
      // Sealed correctly but for another member.
      [
        p.customer,
        MINE,
        sealThreadCursor('CUSTOMER', stranger.userId, {
          unansweredSince: null,
          lastMessageAt: '2026-01-01T00:00:00.000000Z',
          id: 1,
        }),
      ],
    ];
    for (const [caller, query, after] of cases) {
      const answer = await callItem(db(), caller, query, { after });
      expect(answer.code).toBe('INVALID_INPUT');
      expect(Object.keys(answer.details)).toEqual(['after']);
    }
    // The good cursor still pages for its owner.
    expect((await listPage(db(), p.customer, 'CUSTOMER', good)).threads[0]!.id).not.toBe(first.threads[0]!.id);
  });

  it('the list stream sends a changed thread as its list shows it, to its side only', async () => {
    const target = bulk[0]!;
    const sellerList = await receive(db(), viewerOf(p.seller), { threadId: null, after: 0, list: 'BUSINESS' });
    const customerList = await receive(db(), viewerOf(p.customer), { threadId: null, after: 0, list: 'CUSTOMER' });
    try {
      await sendMessage(db(), viewerOf(p.customer), { threadId: target, body: '아직 재고 있나요?' });
      const toSeller = await sellerList.until((e) => e.event === 'thread' && e.data.id === target);
      expect(toSeller.data).toMatchObject({ lastMessagePreview: '아직 재고 있나요?', waitingMinutes: 0 });
      const toCustomer = await customerList.until((e) => e.event === 'thread' && e.data.id === target);
      expect(toCustomer.data).toMatchObject({ lastMessagePreview: '아직 재고 있나요?', unreadCount: 0 });
      // The other member's thread with the business reaches the console's list, never this customer's.
      const stranger = await db().execute(sql`SELECT customer_id FROM message_threads WHERE id = ${otherMemberThread}`);
      const strangerId = Number((stranger as unknown as { rows: { customer_id: number }[] }).rows[0]!.customer_id);
      await sendMessage(db(), viewerOf({ userId: strangerId }), { threadId: otherMemberThread, body: '또 문의' });
      await sellerList.until((e) => e.event === 'thread' && e.data.id === otherMemberThread);
      await sendMessage(db(), viewerOf(p.customer), { threadId: target, body: '기다릴게요' });
      await customerList.until((e) => e.event === 'thread' && e.data.lastMessagePreview === '기다릴게요');
      expect(customerList.events.filter((e) => e.event === 'thread').map((e) => e.data.id)).toEqual([target, target]);
    } finally {
      sellerList.stream.close();
      customerList.stream.close();
    }
  });
});
