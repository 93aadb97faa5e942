import type { Db } from '../db/client';
import { logger } from '../logger';
import { startChannelListener, type ChannelListener } from './channelListener';
import { deliverHere, MESSAGE_CHANNEL, messageEvent, type MessagePublisher } from './messageBus';

export type MessageListener = MessagePublisher & Pick<ChannelListener, 'instanceId' | 'nextListening' | 'close'>;

/**
 * The message channel between instances on one PostgreSQL (messageBus.ts): every other instance's
 * events are delivered to this instance's streams of `db`. After a lost connection the streams are
 * told to RESYNC: each reads what it may have missed from the database.
 */
export function startMessageListener(options: {
  url: string;
  db: Db;
  retryMs?: { first: number; max: number };
}): MessageListener {
  let instanceId = '';
  const listener = startChannelListener({
    url: options.url,
    channel: MESSAGE_CHANNEL,
    purpose: 'messages',
    retryMs: options.retryMs,
    receive: (payload) => {
      const parsed = messageEvent.safeParse(safeJson(payload));
      if (!parsed.success) {
        logger.warn('messages.listen.bad_message', { length: payload?.length ?? 0 });
        return;
      }
      if (parsed.data.from === instanceId) return;
      deliverHere(options.db, parsed.data);
    },
    reconnected: () => deliverHere(options.db, { kind: 'RESYNC', threadId: 0, customerId: 0, businessId: 0 }),
  });
  instanceId = listener.instanceId;
  return {
    instanceId,
    publish: (event) => listener.notify(JSON.stringify({ ...event, from: instanceId })),
    nextListening: listener.nextListening,
    close: listener.close,
  };
}

function safeJson(payload: string | undefined): unknown {
  try {
    return JSON.parse(payload ?? '');
  } catch {
    return null;
  }
}
