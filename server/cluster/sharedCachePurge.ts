import { serverEnv } from '../env';
import { logger } from '../logger';
import { countCachePurge } from '../observability/appMetrics';
import { processSingleton } from '../processSingleton';

/**
 * Tells the shared HTTP caches in front of the instances (Varnish, `CACHE_PURGE_URL`) to drop the
 * pages a change touched (docs/operations.md §10 What the shared cache keeps). Called by
 * server/cluster/cacheBus.ts in the instance that made the change, after its commit, with the paths
 * server/cluster/sharedPaths.ts names; never directly by a resolver.
 *
 * Each path is one `PURGE /` request with the header `X-Ban-Path: <regex>`: the VCL bans every kept
 * object whose URL matches it, query strings included (a PURGE without the header purges its one
 * URL, as an operator's curl does). PURGE rather than a BAN method: every HTTP stack knows it.
 * The forgets of one change (an item, its shop, its model) are sent together, each path once. A failure is logged (`cache.purge.failed`)
 * and counted (`ridemarket_cache_purge_requests_total{outcome="failed"}`), retried once, and never
 * fails the change: the page then lives until its s-maxage.
 *
 * A page rendered from data read just before the commit can reach the cache just after the ban;
 * the same bans are therefore sent once more a second later, well inside the 2 s a change may take
 * to show (docs/decisions/0013-shared-page-cache.md).
 */

const TIMEOUT_MS = 1500;
const RETRY_AFTER_MS = 200;
export const REPEAT_AFTER_MS = 1000;

/** Purges still on their way (tests wait for them; shutdown does not need to). */
const pending = () => processSingleton<Set<Promise<void>>>('sharedCachePurge.pending', () => new Set());

/** The cache instances' base URLs, or none when CACHE_PURGE_URL is unset. */
export function purgeTargets(): string[] {
  const configured = serverEnv().CACHE_PURGE_URL;
  if (!configured) return [];
  return configured
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

const REGEX_SPECIAL = /[\\^$.*+?()[\]{}|]/g;

/**
 * The ban expression of a path and the pages under it, as the in-process page cache forgets them
 * (server/ssr/anonymousPageCache.ts): `/nearby_store/12` matches `/nearby_store/12`,
 * `/nearby_store/12?…` and `/nearby_store/12/list?…`, not `/nearby_store/123`.
 */
export function banPattern(path: string): string {
  return `^${path.replace(REGEX_SPECIAL, '\\$&')}(/|\\?|$)`;
}

async function sendBan(base: string, pattern: string): Promise<void> {
  const response = await fetch(`${base}/`, {
    method: 'PURGE',
    headers: { 'x-ban-path': pattern },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (response.status >= 300) throw new Error(`status ${response.status}`);
}

async function banWithRetry(base: string, pattern: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sendBan(base, pattern);
      countCachePurge('ok');
      return;
    } catch (error) {
      countCachePurge('failed');
      logger.warn('cache.purge.failed', {
        target: base,
        pattern,
        attempt,
        message: error instanceof Error ? error.message : String(error),
      });
      if (attempt >= 2) return;
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    }
  }
}

function track(work: Promise<void>): void {
  const set = pending();
  set.add(work);
  void work.finally(() => set.delete(work));
}

type Queue = { paths: Set<string>; flushing: Promise<void> | null };
const queue = () => processSingleton<Queue>('sharedCachePurge.queue', () => ({ paths: new Set(), flushing: null }));

function sendRound(targets: string[], patterns: string[]): Promise<void> {
  return Promise.all(targets.flatMap((base) => patterns.map((pattern) => banWithRetry(base, pattern)))).then(
    () => undefined
  );
}

/**
 * Bans `paths` (and the pages under them) in every configured cache; returns at once. Paths asked
 * for in the same turn of the event loop go out together, each once.
 */
export function purgeSharedPaths(paths: readonly string[]): void {
  if (paths.length === 0 || purgeTargets().length === 0) return;
  const q = queue();
  for (const path of paths) q.paths.add(path);
  if (q.flushing) return;
  q.flushing = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
    const patterns = [...q.paths].map(banPattern);
    q.paths.clear();
    q.flushing = null;
    const targets = purgeTargets();
    track(sendRound(targets, patterns));
    track(
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          void sendRound(targets, patterns).then(resolve);
        }, REPEAT_AFTER_MS);
        timer.unref?.();
      })
    );
  });
  track(q.flushing);
}

/** For tests: resolves when every purge sent so far (repeats included) has been answered or given up. */
export async function settlePurges(): Promise<void> {
  while (pending().size > 0) await Promise.all([...pending()]);
}
