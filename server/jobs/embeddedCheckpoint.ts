import { sql } from 'drizzle-orm';
import { getDbHandle } from '../db';

/**
 * PGlite runs no checkpointer process of its own: without a timed CHECKPOINT the WAL grows until
 * max_wal_size, and a crash then replays up to a gigabyte at the next start. PostgreSQL has its own
 * checkpointer (checkpoint_timeout), so there this does nothing.
 */
export async function checkpointEmbeddedDb(): Promise<{ checkpoint: string }> {
  const handle = await getDbHandle();
  if (handle.kind !== 'pglite') return { checkpoint: 'skipped: PostgreSQL checkpoints itself' };
  await handle.db.execute(sql`CHECKPOINT`);
  return { checkpoint: 'done' };
}
