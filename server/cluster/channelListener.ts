import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { logger } from '../logger';

export type ChannelListenerOptions = {
  /** The PostgreSQL every instance shares. */
  url: string;
  /** The NOTIFY channel (a plain identifier). */
  channel: string;
  /** Names the connection in pg_stat_activity: `ridemarket-<purpose>-<instance id>`. */
  purpose: string;
  /** Called with every notification's payload on the channel, this instance's own included. */
  receive: (payload: string | undefined) => void;
  /** Called at each LISTEN after a lost connection: what was sent meanwhile is lost. */
  reconnected?: () => void;
  /** Delays between reconnection attempts: the first, doubled up to the last. */
  retryMs?: { first: number; max: number };
};

export type ChannelListener = {
  /** This instance's id (also in the connection's application_name). */
  instanceId: string;
  /** Sends a payload on the channel over the listening connection. */
  notify: (payload: string) => Promise<void>;
  /** Resolves at the next successful LISTEN: the first one, or the one after a lost connection. */
  nextListening: () => Promise<void>;
  close: () => Promise<void>;
};

/** The application_name of a listener's connection, so an operator can find it in pg_stat_activity. */
export const channelApplicationName = (purpose: string, instanceId: string) =>
  `ridemarket-${purpose}-${instanceId}`.slice(0, 63);

/**
 * LISTENs on one channel over a connection of its own (a pooled connection cannot hold a LISTEN).
 * A lost connection (the database restarts, an admin terminates it, the network drops) is re-made
 * with a growing delay, and `reconnected` tells the owner that notifications may have been missed.
 * The cache channel (cacheListener.ts) and the message channel (messageListener.ts) each hold one.
 */
export function startChannelListener(options: ChannelListenerOptions): ChannelListener {
  const instanceId = randomUUID();
  const retry = options.retryMs ?? { first: 250, max: 10_000 };
  let client: Client | null = null;
  let closed = false;
  let attempt = 0;
  let everListened = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiters: (() => void)[] = [];
  const dropped = new WeakSet<Client>();
  // One write request sends several notifications at once (forgets of several caches, a message
  // and its badges), and the one connection must send them one after another: pg deprecates a
  // second query() while one is still running.
  let sending: Promise<unknown> = Promise.resolve();

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
    logger.warn(`${options.purpose}.listen.lost`, { reason, attempt });
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    const { Client: PgClient } = await import('pg');
    const next = new PgClient({
      connectionString: options.url,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
      application_name: channelApplicationName(options.purpose, instanceId),
    });
    next.on('error', (error) => drop(next, error.message));
    next.on('end', () => drop(next, 'connection ended'));
    next.on('notification', (notice) => {
      if (notice.channel === options.channel) options.receive(notice.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
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
    if (everListened) options.reconnected?.();
    logger.info(`${options.purpose}.listen.ready`, { instanceId, reconnected: everListened });
    everListened = true;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  }

  void connect();

  return {
    instanceId,
    async notify(payload) {
      const to = client;
      if (!to) throw new Error(`the ${options.channel} channel is not connected`);
      const sent = sending.then(() => to.query('SELECT pg_notify($1, $2)', [options.channel, payload]));
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
