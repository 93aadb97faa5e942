import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { logger } from '../../logger';
import { subscribeMessages, type MessageEvent } from '../../cluster/messageBus';
import { onDrainBegin } from '../../lifecycle/drainState';
import type { Viewer } from '../viewer';
import { threadForViewer, type ThreadRole } from './threadAccess';
import { threadMessages } from './threadMessages';
import type { MessageSide } from '@/lib/messages/messageRules';
import { messageBadgeCounts, threadListEntry } from './threadList';

/** The browser waits this long before reconnecting a dropped stream (the SSE `retry` field). */
export const STREAM_RETRY_MS = 2000;
/** A comment line this often keeps proxies from closing an idle stream. */
export const STREAM_KEEPALIVE_MS = 20_000;
/** At most this many messages per read while catching up; more follow in the next read. */
const CATCH_UP_BATCH = 200;

export type MessageStreamOptions = {
  /** The open thread, or null for the badge counts alone. */
  threadId: number | null;
  /** The last message the browser has (Last-Event-ID after a reconnection); later ones are replayed. */
  after: number;
  /** Without a thread: the side whose list is open, whose changed threads come as `thread` events. */
  list?: MessageSide | null;
};

export type MessageStream = { close: () => void };

/** One SSE event as written on the wire; `id` only on messages, so Last-Event-ID is the last message. */
export const sseEvent = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A viewer's live stream (docs/architecture.md §17): the open thread's new messages (`message`,
 * with the message id as the event id), the other side's read receipt (`read`) and the viewer's
 * badge counts (`badge`). Every event of the message bus is only a hint: the stream reads from the
 * database with the viewer's own access what came after the last message it sent, so nothing is
 * missed or sent twice whichever instance wrote it, and a reconnection with Last-Event-ID replays
 * exactly the gap. The thread is checked once at the start (NOT_FOUND for anyone but its parties).
 * The stream ends when the caller closes it or when the process starts draining.
 */
export async function openMessageStream(
  db: Db,
  viewer: Viewer,
  options: MessageStreamOptions,
  write: (chunk: string) => void,
  end: () => void
): Promise<MessageStream> {
  const access =
    options.threadId === null ? null : await threadForViewer(db, viewer, options.threadId, { allowOperator: true });
  let lastSent = options.after;
  let lastBadge = '';
  let lastRead = -1;
  let closed = false;
  let running: Promise<void> | null = null;
  let pending = { messages: false, read: false, badge: false };
  // The list's owner: the member, or the viewer's business (a member without one has no console list).
  const list = options.threadId === null ? (options.list ?? null) : null;
  const listOwner = list === 'CUSTOMER' ? viewer.userId : list === 'BUSINESS' ? viewer.businessId : null;
  const changedThreads = new Set<number>();

  const sendMessages = async (threadId: number, role: ThreadRole) => {
    for (;;) {
      const batch = await threadMessages(db, threadId, role, { after: lastSent, limit: CATCH_UP_BATCH });
      for (const message of batch) {
        if (closed) return;
        write(sseEvent('message', message, message.id));
        lastSent = message.id;
      }
      if (batch.length < CATCH_UP_BATCH) return;
    }
  };
  const sendRead = async (threadId: number, role: ThreadRole) => {
    const other = role === 'BUSINESS' ? sql`customer_read_message_id` : sql`business_read_message_id`;
    const [row] = await queryRows<{ readId: number }>(
      db,
      sql`SELECT ${other} AS "readId" FROM message_threads WHERE id = ${threadId}`
    );
    const readId = Number(row?.readId ?? 0);
    if (readId !== lastRead && !closed) write(sseEvent('read', { otherReadMessageId: readId }));
    lastRead = readId;
  };
  // A changed thread as the list shows it, read with the owner's own access (null: not in this list).
  const sendThreads = async () => {
    for (const threadId of [...changedThreads]) {
      changedThreads.delete(threadId);
      const entry = list && listOwner !== null ? await threadListEntry(db, list, listOwner, threadId) : null;
      if (entry && !closed) write(sseEvent('thread', entry));
    }
  };
  const sendBadge = async () => {
    const counts = await messageBadgeCounts(db, viewer.userId, viewer.businessId);
    const text = JSON.stringify(counts);
    if (text !== lastBadge && !closed) write(sseEvent('badge', counts));
    lastBadge = text;
  };

  // One read at a time; events that arrive meanwhile are folded into the next round.
  const run = (wanted: Partial<typeof pending>) => {
    pending = {
      messages: pending.messages || !!wanted.messages,
      read: pending.read || !!wanted.read,
      badge: pending.badge || !!wanted.badge,
    };
    running ??= (async () => {
      while (!closed && (pending.messages || pending.read || pending.badge || changedThreads.size > 0)) {
        const now = pending;
        pending = { messages: false, read: false, badge: false };
        if (access && now.messages) await sendMessages(access.thread.id, access.role);
        if (access && now.read) await sendRead(access.thread.id, access.role);
        if (now.badge) await sendBadge();
        await sendThreads();
      }
    })()
      .catch((error: unknown) => {
        logger.warn('messages.stream.failed', { message: error instanceof Error ? error.message : String(error) });
        close();
      })
      .finally(() => {
        running = null;
        if (!closed && (pending.messages || pending.read || pending.badge || changedThreads.size > 0)) run({});
      });
  };

  const concernsViewer = (event: MessageEvent) =>
    event.customerId === viewer.userId || (viewer.businessId !== null && event.businessId === viewer.businessId);
  const receive = (event: MessageEvent) => {
    if (event.kind === 'RESYNC') return run({ messages: true, read: true, badge: true });
    const here = access !== null && event.threadId === access.thread.id;
    const inList =
      (list === 'CUSTOMER' && event.customerId === listOwner) ||
      (list === 'BUSINESS' && event.businessId === listOwner);
    if (inList) changedThreads.add(event.threadId);
    run({
      messages: here && event.kind === 'MESSAGE',
      read: here && event.kind === 'READ',
      badge: concernsViewer(event),
    });
  };

  let stopOnDrain: () => void = () => undefined;
  const unsubscribe = subscribeMessages(db, receive);
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), STREAM_KEEPALIVE_MS);
  keepAlive.unref?.();
  function close() {
    if (closed) return;
    closed = true;
    unsubscribe();
    stopOnDrain();
    clearInterval(keepAlive);
    end();
  }
  write(`retry: ${STREAM_RETRY_MS}\n\n`);
  stopOnDrain = onDrainBegin(close);
  run({ messages: true, read: true, badge: true });
  return { close };
}
