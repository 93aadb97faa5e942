import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
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
export const listenerApplicationName = (instanceId: string) => `ridemarket-cache-${instanceId}`.slice(0, 63);

/**
 * LISTENs on the cache channel over a connection of its own (a pooled connection cannot hold a
 * LISTEN) and applies every other instance's forgets here. A lost connection (the database restarts,
 * an admin terminates it, the network drops) is re-made with a growing delay; as forgets sent
 * meanwhile were missed, the first LISTEN after a gap forgets everything the caches hold.
 */
export function startCacheListener(options: CacheListenerOptions): CacheListener {
  const instanceId = randomUUID();
  const retry = options.retryMs ?? { first: 250, max: 10_000 };
  let client: Client | null = null;
  let closed = false;
  let attempt = 0;
  let everListened = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiters: (() => void)[] = [];
  const dropped = new WeakSet<Client>();
  // One write request forgets several caches at once, and the listener's one connection must send
  // their NOTIFYs one after another: pg deprecates a second query() while one is still running.
  let sending: Promise<unknown> = Promise.resolve();

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

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = Math.min(retry.max, retry.first * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref?.();
  };

  const drop = (lost: Client, reason: string) => {
    if (dropped.has(lost)) return;
    dropped.add(lost);
    if (client === lost) client = null;
    lost.end().catch(() => undefined);
    if (closed) return;
    logger.warn('cache.listen.lost', { reason, attempt });
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    const { Client: PgClient } = await import('pg');
    const next = new PgClient({
      connectionString: options.url,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
      application_name: listenerApplicationName(instanceId),
    });
    next.on('error', (error) => drop(next, error.message));
    next.on('end', () => drop(next, 'connection ended'));
    next.on('notification', (notice) => {
      if (notice.channel === CACHE_CHANNEL) receive(notice.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      drop(next, error instanceof Error ? error.message : String(error));
      return;
    }
    if (closed || dropped.has(next)) {
      if (closed) await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
    // Forgets published while this instance was not listening are lost: drop every kept copy.
    if (everListened) for (const cache of CACHE_NAMES) forgetHere(cache, options.db, null);
    logger.info('cache.listen.ready', { instanceId, reconnected: everListened });
    everListened = true;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  }

  void connect();

  return {
    instanceId,
    async publish(message) {
      const to = client;
      if (!to) throw new Error('the cache channel is not connected');
      const payload = JSON.stringify({ ...message, from: instanceId });
      const sent = sending.then(() => to.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, payload]));
      sending = sent.catch(() => undefined);
      await sent;
    },
    nextListening: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
      }),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      if (last) {
        dropped.add(last);
        await last.end().catch(() => undefined);
      }
    },
  };
}
