import { serverEnv } from '../env';
import { getDb } from '../db';
import { onShutdown } from '../lifecycle/shutdown';
import { installPublisher } from './cacheBus';
import { startCacheListener } from './cacheListener';

/**
 * At server start on PostgreSQL: joins the cache channel, so that this instance forgets what the
 * others changed and tells them what it changed (docs/operations.md §10). On the embedded database
 * there is only this process, and nothing to join.
 */
export async function startCluster(): Promise<void> {
  const url = serverEnv().DATABASE_URL;
  if (!url) return;
  const listener = startCacheListener({ url, db: await getDb() });
  installPublisher(listener);
  onShutdown('cache-listener', 85, async () => {
    installPublisher(null);
    await listener.close();
  });
}
