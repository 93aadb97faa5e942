import type { GetServerSidePropsContext } from 'next';
import type { ShellProps } from '@/lib/shell';
import { featureFlagKey } from '@/lib/experiments/flagKeys';
import { getDb } from '../db';
import { experimentVariant } from '../domain/experiments/assignVariant';
import { hasBrowsingHistory } from '../domain/recommendation/visitorHistory';
import { logger } from '../logger';
import { pageCacheKey } from './anonymousPageCache';

/**
 * The visitor's recommender variant, read where the item service reads it (the same flag, cached in
 * the process for 30 s), so the key is known before the page's one operation runs; a failure is the
 * control, as the service answers then too.
 */
async function recommenderVariant(anonId: string): Promise<string | null> {
  try {
    return (await experimentVariant(await getDb(), featureFlagKey('recommender', process.env.NODE_ENV), anonId))
      .variant;
  } catch (error) {
    logger.warn('recommender variant unavailable for the page cache key', { error: String(error) });
    return null;
  }
}

/**
 * The anonymous page-cache key of /recommendations/{category}, or null to render for this visitor.
 * A ranking is personal only once the visitor has browsed: new visitors (and crawlers) of one
 * experiment variant all get the same popularity order, so their page is rendered once per 30 s.
 */
export async function recommendationPageCacheKey(
  context: GetServerSidePropsContext,
  shell: ShellProps
): Promise<string | null> {
  if (pageCacheKey(context, shell) === null || !shell.anonId) return null;
  const [variant, browsed] = await Promise.all([
    recommenderVariant(shell.anonId),
    getDb().then((db) => hasBrowsingHistory(db, shell.anonId as string)),
  ]);
  return browsed ? null : pageCacheKey(context, shell, [variant]);
}
