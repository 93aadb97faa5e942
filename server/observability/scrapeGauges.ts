import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { queryRows } from '../db/rows';
import { MAX_MAIL_ATTEMPTS } from '../mail/dispatcher';
import { logger } from '../logger';
import type { Metrics } from './metrics';

/** count(*) FILTER by attempts over the unsent mail_outbox rows. */
type OutboxCountsRow = { pending: number; given_up: number };

/**
 * The gauges read when Prometheus scrapes, from the database the process already opened (a scrape
 * never opens it): the PostgreSQL pool's counts and the mail outbox's depth (one COUNT on the
 * outbox's partial index of unsent rows). A database that does not answer leaves the last values
 * and a debug line; the scrape itself still succeeds.
 */
export async function readScrapeGauges(m: Metrics, handle: DbHandle | null): Promise<void> {
  if (!handle) return;
  if (handle.pool) {
    m.dbPool.set({ state: 'total' }, handle.pool.totalCount);
    m.dbPool.set({ state: 'idle' }, handle.pool.idleCount);
    m.dbPool.set({ state: 'waiting' }, handle.pool.waitingCount);
  }
  try {
    const [row] = await queryRows<OutboxCountsRow>(
      handle.db,
      sql`
      SELECT count(*) FILTER (WHERE attempts < ${MAX_MAIL_ATTEMPTS})::int AS pending,
             count(*) FILTER (WHERE attempts >= ${MAX_MAIL_ATTEMPTS})::int AS given_up
        FROM mail_outbox WHERE sent_at IS NULL`
    );
    m.mailOutbox.set({ state: 'pending' }, Number(row?.pending ?? 0));
    m.mailOutbox.set({ state: 'given_up' }, Number(row?.given_up ?? 0));
  } catch (error) {
    logger.debug('metrics.outbox_unread', { error: error instanceof Error ? error.message : String(error) });
  }
}
