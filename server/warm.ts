import { getDbHandle } from './db';
import { backfillPostSearchText } from './domain/community/postSearchText';
import { getHomeData } from './domain/home/homeService';
import { logger } from './logger';
import { registerServerServices } from './ssr/serverServices';

/** Opens the database and runs the home page's queries once, so the first visitor hits warm caches. */
export async function warmServer(): Promise<void> {
  const started = Date.now();
  registerServerServices();
  const { db } = await getDbHandle();
  // Posts seeded before community search had no search text; a no-op once they have it.
  const postsIndexed = await backfillPostSearchText(db);
  await getHomeData(db);
  logger.info('server.warm', { ms: Date.now() - started, postsIndexed });
}
