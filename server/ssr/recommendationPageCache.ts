import type { GetServerSidePropsContext } from 'next';
import type { ShellProps } from '@/lib/shell';
import { getDb } from '../db';
import { hasBrowsingHistory } from '../domain/recommendation/visitorHistory';
import { pageCacheKey } from './anonymousPageCache';

/**
 * The anonymous page-cache key of /recommendations/{category}, or null to render for this visitor.
 * A ranking is personal only once the visitor has browsed: new visitors (and crawlers) of one
 * experiment variant all get the same popularity order, so their page is rendered once per 30 s.
 */
export async function recommendationPageCacheKey(
  context: GetServerSidePropsContext,
  shell: ShellProps,
  variant: string | null,
): Promise<string | null> {
  const key = pageCacheKey(context, shell, [variant]);
  if (key === null || !shell.anonId) return null;
  return (await hasBrowsingHistory(await getDb(), shell.anonId)) ? null : key;
}
