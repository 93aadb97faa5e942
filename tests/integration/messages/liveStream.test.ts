// Issue 30 §2 Live: the stream of an open thread gets new messages, read receipts and badge counts;
// a reconnection with Last-Event-ID replays exactly the gap; on PostgreSQL a message written through
// one instance reaches the stream of another through LISTEN/NOTIFY; draining ends every stream.
import { Client } from 'pg';
import type { DbHandle } from '@/server/db/client';
import { installMessagePublisher } from '@/server/cluster/messageBus';
import { startMessageListener, type MessageListener } from '@/server/cluster/messageListener';
import { channelApplicationName } from '@/server/cluster/channelListener';
import { sendMessage } from '@/server/domain/messages/sendMessage';
import { markThreadRead } from '@/server/domain/messages/markThreadRead';
import { beginDrain } from '@/server/lifecycle/drainState';
import { processSingleton } from '@/server/processSingleton';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { openTwoInstances, QUICK_RETRY, type TwoInstances } from '../../support/twoInstances';
import { verifiedMember } from '../../support/checkoutFixture';
import { itemThread, parties, type Parties } from './messageHarness';
import { messageEvent, receive, viewerOf } from './streamHarness';

describe.each(testDbKinds())('the message stream on %s (one instance)', (kind) => {
  const db = useTestDb(kind);
  let p: Parties;
  let threadId: number;
  beforeEach(async () => {
    p = await parties(db());
    threadId = await itemThread(db(), p);
  });

  it('replays what the browser lacks, then delivers new messages, read receipts and badge counts live', async () => {
    const first = await sendMessage(db(), viewerOf(p.customer), { threadId, body: '처음 질문' });
    const seller = await receive(db(), viewerOf(p.seller), { threadId, after: 0 });
    try {
      await seller.until(messageEvent(first.id));
      await seller.until((e) => e.event === 'badge' && e.data.unansweredThreads === 1);
      const next = await sendMessage(db(), viewerOf(p.customer), { threadId, body: '010-1234-5678 로 연락 주세요' });
      const live = await seller.until(messageEvent(next.id));
      // The seller's view of it: masked, not the seller's own.
      expect(live.data).toMatchObject({
        body: '***-****-**** 로 연락 주세요',
        masked: true,
        mine: false,
        side: 'CUSTOMER',
      });

      const reply = await sendMessage(db(), viewerOf(p.seller), { threadId, body: '네 확인했어요' });
      await seller.until(messageEvent(reply.id));
      await seller.until((e) => e.event === 'badge' && e.data.unansweredThreads === 0);
      await markThreadRead(db(), viewerOf(p.customer), { threadId, messageId: reply.id });
      await seller.until((e) => e.event === 'read' && e.data.otherReadMessageId === reply.id);
      // Every message once, in order.
      expect(seller.events.filter((e) => e.event === 'message').map((e) => e.id)).toEqual([
        first.id,
        next.id,
        reply.id,
      ]);
    } finally {
      seller.stream.close();
    }
    expect(seller.ended).toBe(true);
  });

  it('a reconnection with Last-Event-ID gets exactly the messages after it', async () => {
    const ids: number[] = [];
    for (const body of ['하나', '둘', '셋'])
      ids.push((await sendMessage(db(), viewerOf(p.customer), { threadId, body })).id);
    const again = await receive(db(), viewerOf(p.seller), { threadId, after: ids[0] });
    try {
      await again.until(messageEvent(ids[2]));
      expect(again.events.filter((e) => e.event === 'message').map((e) => e.id)).toEqual(ids.slice(1));
    } finally {
      again.stream.close();
    }
  });

  it('refuses a third member the thread, and gives a member without a thread only their badges', async () => {
    const stranger = await verifiedMember(db());
    await expect(receive(db(), viewerOf({ userId: stranger }), { threadId, after: 0 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const badges = await receive(db(), viewerOf(p.customer), { threadId: null, after: 0 });
    try {
      await badges.until((e) => e.event === 'badge' && e.data.unreadThreads === 0);
      const answer = await sendMessage(db(), viewerOf(p.seller), { threadId, body: '문의 주셔서 감사해요' });
      await badges.until((e) => e.event === 'badge' && e.data.unreadThreads === 1);
      expect(badges.events.some((e) => e.event === 'message' && e.id === answer.id)).toBe(false);
    } finally {
      badges.stream.close();
    }
  });
});

describe.each(testDbKinds().slice(0, 1))('draining (%s)', (kind) => {
  const db = useTestDb(kind);
  afterAll(() => {
    // The drain flag is the whole process's: give it back for the suites that follow in this worker.
    processSingleton<{ draining: boolean; since: number | null }>('drainState', () => ({
      draining: false,
      since: null,
    })).draining = false;
  });

  it('ends every open stream when the process starts to drain, and a stream opened after ends at once', async () => {
    const p = await parties(db());
    const threadId = await itemThread(db(), p);
    const open = await receive(db(), viewerOf(p.customer), { threadId, after: 0 });
    beginDrain();
    await open.closed;
    const late = await receive(db(), viewerOf(p.seller), { threadId, after: 0 });
    await late.closed;
    expect(late.ended).toBe(true);
  });
});

const onPostgres = testDbKinds().includes('postgres') ? describe : describe.skip;

onPostgres('two instances on one PostgreSQL', () => {
  let two: TwoInstances;
  let a: DbHandle;
  let b: DbHandle;
  let url: string;
  let listenerA: MessageListener;
  let listenerB: MessageListener;

  beforeAll(async () => {
    two = await openTwoInstances();
    ({ a, b, url } = two);
    listenerA = startMessageListener({ url, db: a.db, retryMs: QUICK_RETRY });
    listenerB = startMessageListener({ url, db: b.db, retryMs: QUICK_RETRY });
    await Promise.all([listenerA.nextListening(), listenerB.nextListening()]);
    // A is the instance the writer is on.
    installMessagePublisher(listenerA);
  });
  afterAll(async () => {
    installMessagePublisher(null);
    await listenerA?.close();
    await listenerB?.close();
    await two?.close();
  });

  it("a message written through A reaches the open stream on B, with B's own read of it", async () => {
    const p = await parties(a.db);
    const threadId = await itemThread(a.db, p);
    const onB = await receive(b.db, viewerOf(p.seller), { threadId, after: 0 });
    try {
      await onB.until((e) => e.event === 'badge');
      const sent = await sendMessage(a.db, viewerOf(p.customer), { threadId, body: 'B에서도 보이나요?' });
      const arrived = await onB.until(messageEvent(sent.id));
      expect(arrived.data).toMatchObject({ body: 'B에서도 보이나요?', mine: false });
      await onB.until((e) => e.event === 'badge' && e.data.unansweredThreads === 1);
    } finally {
      onB.stream.close();
    }
  });

  it('after B loses its channel connection, its streams catch up on what was written meanwhile', async () => {
    const p = await parties(a.db);
    const threadId = await itemThread(a.db, p);
    const onB = await receive(b.db, viewerOf(p.seller), { threadId, after: 0 });
    try {
      await onB.until((e) => e.event === 'badge');
      const back = listenerB.nextListening();
      const admin = new Client({ connectionString: url });
      await admin.connect();
      try {
        const cut = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
          [channelApplicationName('messages', listenerB.instanceId)]
        );
        expect(cut.rowCount).toBe(1);
      } finally {
        await admin.end();
      }
      // Written while B may not be listening: the NOTIFY can be lost, the message is not.
      const missed = await sendMessage(a.db, viewerOf(p.customer), { threadId, body: '끊긴 사이에 보낸 메시지' });
      await back;
      await onB.until(messageEvent(missed.id));
    } finally {
      onB.stream.close();
    }
  });
});
