import { z } from 'zod';
import type { Db } from '../db/client';
import { logger } from '../logger';
import { processSingleton } from '../processSingleton';

/**
 * Live delivery of messages (docs/architecture.md §17): the open streams of a thread
 * (server/http/messageStream.ts) subscribe here for the database their instance serves; a write
 * publishes after its commit. The event only says what changed; each stream reads the messages
 * itself, with its own viewer's access, so the channel never carries a message's text. On
 * PostgreSQL the event also goes out on `ridemarket_messages` (messageListener.ts) to every other
 * instance; on the embedded database there is one process and delivery is in-process only.
 */
export const MESSAGE_CHANNEL = 'ridemarket_messages';

export const messageEvent = z.object({
  /** MESSAGE: a new message; READ: a side read the thread; RESYNC: this instance may have missed events. */
  kind: z.enum(['MESSAGE', 'READ', 'RESYNC']),
  threadId: z.number().int(),
  customerId: z.number().int(),
  businessId: z.number().int(),
  /** The instance that published it: it has already delivered it here and skips its own message. */
  from: z.string().max(64).optional(),
});
export type MessageEvent = z.infer<typeof messageEvent>;
export type MessageSubscriber = (event: MessageEvent) => void;
export type MessagePublisher = { publish: (event: MessageEvent) => Promise<void> };

type Registry = { subscribers: Map<Db, Set<MessageSubscriber>>; publisher: MessagePublisher | null };

const registry = () => processSingleton<Registry>('messageBus', () => ({ subscribers: new Map(), publisher: null }));

/** A stream listens to the events of one database; the answer unsubscribes. */
export function subscribeMessages(db: Db, subscriber: MessageSubscriber): () => void {
  const { subscribers } = registry();
  const set = subscribers.get(db) ?? new Set<MessageSubscriber>();
  set.add(subscriber);
  subscribers.set(db, set);
  return () => {
    set.delete(subscriber);
    if (set.size === 0 && subscribers.get(db) === set) subscribers.delete(db);
  };
}

/** Hands an event to this process's streams of `db` (a write made here, or one from another instance). */
export function deliverHere(db: Db, event: MessageEvent): void {
  for (const subscriber of registry().subscribers.get(db) ?? []) {
    try {
      subscriber(event);
    } catch (error) {
      logger.warn('messages.deliver.failed', { message: error instanceof Error ? error.message : String(error) });
    }
  }
}

/**
 * After a write commits: delivers here at once and tells the other instances. A failed publish is
 * logged and never fails the write: the message is stored, and the other side sees it on its next
 * reconnection (Last-Event-ID) or when it opens the thread.
 */
export function publishMessageEvent(db: Db, event: Omit<MessageEvent, 'from'>): void {
  deliverHere(db, event);
  const { publisher } = registry();
  if (!publisher) return;
  publisher.publish(event).catch((error: unknown) => {
    logger.warn('messages.publish.failed', { message: error instanceof Error ? error.message : String(error) });
  });
}

export function installMessagePublisher(publisher: MessagePublisher | null): void {
  registry().publisher = publisher;
}
