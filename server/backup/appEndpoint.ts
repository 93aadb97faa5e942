import path from 'node:path';
import { serverEnv } from '../env';
import { getDbHandle } from '../db';
import { logger } from '../logger';
import { onShutdown } from '../lifecycle/shutdown';
import { processSingleton } from '../processSingleton';
import { startBackupEndpoint } from './endpoint';

/**
 * Opens the backup window of the embedded database at server start (docs/operations.md §9); on
 * PostgreSQL `npm run db:backup` runs pg_dump itself and needs nothing from the app. A window that
 * fails to open is logged, not fatal: the shop keeps serving, and `db:backup` then says it cannot
 * reach the app instead of opening the directory under it.
 */
export async function openBackupEndpoint(): Promise<void> {
  const env = serverEnv();
  if (env.DATABASE_URL) return;
  try {
    const handle = await getDbHandle();
    const endpoint = await processSingleton('backupEndpoint', () =>
      startBackupEndpoint(handle, path.resolve(env.DATA_DIR))
    );
    // Early among the shutdown steps: no new backup starts once the process is leaving.
    onShutdown('backup-endpoint', 5, endpoint.close);
  } catch (error) {
    logger.warn('backup.endpoint_failed', { error: error instanceof Error ? error.message : String(error) });
  }
}
