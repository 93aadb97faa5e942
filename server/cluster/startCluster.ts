import { serverEnv } from '../env';
import { getDb } from '../db';
import { onShutdown } from '../lifecycle/shutdown';
import { installPublisher } from './cacheBus';
import { startCacheListener } from './cacheListener';
import { installMessagePublisher } from './messageBus';
import { startMessageListener } from './messageListener';

/**
 * At server start on PostgreSQL: joins the cache channel, so that this instance forgets what the
 * others changed and tells them what it changed (docs/operations.md §10), and the message channel,
 * so that a message written on any instance reaches the open threads on this one. On the embedded
 * database there is only this process, and nothing to join.
 */
export async function startCluster(): Promise<void> {
  const url = serverEnv().DATABASE_URL;
  if (!url) return;
  const db = await getDb();
  const listener = startCacheListener({ url, db });
  installPublisher(listener);
  const messages = startMessageListener({ url, db });
  installMessagePublisher(messages);
  onShutdown('cache-listener', 85, async () => {
    installPublisher(null);
    await listener.close();
  });
  onShutdown('message-listener', 85, async () => {
    installMessagePublisher(null);
    await messages.close();
  });
}
