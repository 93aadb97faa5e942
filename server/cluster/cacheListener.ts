import type { Db } from '../db/client';
import { logger } from '../logger';
import {
  CACHE_CHANNEL,
  CACHE_NAMES,
  cacheForgetMessage,
  forgetHere,
  type CacheForgetMessage,
  type Publisher,
} from './cacheBus';
import { channelApplicationName, startChannelListener } from './channelListener';

export type CacheListenerOptions = {
  /** The PostgreSQL every instance shares. */
  url: string;
  /** The database this instance serves: caches keyed by database forget in it. */
  db: Db;
  /** Delays between reconnection attempts: the first, doubled up to the last. */
  retryMs?: { first: number; max: number };
};

export type CacheListener = Publisher & {
  /** This instance's id on the channel (also in the connection's application_name). */
  instanceId: string;
  /** Resolves at the next successful LISTEN: the first one, or the one after a lost connection. */
  nextListening: () => Promise<void>;
  close: () => Promise<void>;
};

/** The application_name of a listener's connection, so an operator can find it in pg_stat_activity. */
export const listenerApplicationName = (instanceId: string) => channelApplicationName('cache', instanceId);

/**
 * LISTENs on the cache channel (channelListener.ts) and applies every other instance's forgets
 * here. As forgets sent while the connection was lost were missed, the first LISTEN after a gap
 * forgets everything the caches hold.
 */
export function startCacheListener(options: CacheListenerOptions): CacheListener {
  let instanceId = '';
  const receive = (payload: string | undefined) => {
    let message: CacheForgetMessage;
    try {
      message = cacheForgetMessage.parse(JSON.parse(payload ?? ''));
    } catch {
      logger.warn('cache.listen.bad_message', { length: payload?.length ?? 0 });
      return;
    }
    if (message.from === instanceId) return;
    forgetHere(message.cache, options.db, message.key);
  };
  const listener = startChannelListener({
    url: options.url,
    channel: CACHE_CHANNEL,
    purpose: 'cache',
    receive,
    // Forgets published while this instance was not listening are lost: drop every kept copy.
    reconnected: () => {
      for (const cache of CACHE_NAMES) forgetHere(cache, options.db, null);
    },
    retryMs: options.retryMs,
  });
  instanceId = listener.instanceId;
  return {
    instanceId,
    publish: (message) => listener.notify(JSON.stringify({ ...message, from: instanceId })),
    nextListening: listener.nextListening,
    close: listener.close,
  };
}
