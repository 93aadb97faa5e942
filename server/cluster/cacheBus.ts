import { z } from 'zod';
import type { Db } from '../db/client';
import { logger } from '../logger';
import { processSingleton } from '../processSingleton';
import { purgeSharedPaths } from './sharedCachePurge';
import { SHARED_PATHS } from './sharedPaths';

/**
 * Forgetting a cached answer in every instance of the app, not only the one that made the change
 * (docs/architecture.md §9). Each in-process cache registers how to forget a key here; a change
 * calls `forgetEverywhere`, which forgets in this process at once and publishes the same forget on
 * the PostgreSQL channel `ridemarket_cache` (server/cluster/cacheListener.ts), where every other
 * instance applies it. On the embedded database there is one process, so nothing is published.
 * The same call bans the pages the forget makes stale in the shared HTTP cache (server/cluster/sharedPaths.ts):
 * only here, in the instance that made the change, so one change is one ban per cache.
 */
export const CACHE_CHANNEL = 'ridemarket_cache';

/** The caches that can be told to forget. A null key forgets everything the cache holds. */
export const CACHE_NAMES = [
  'pages',
  'modelDetail',
  'itemDetail',
  'popularCandidates',
  'vocabulary',
  'ogImages',
] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

/** One forget as it travels between instances: small, well under NOTIFY's 8000-byte payload limit. */
export const cacheForgetMessage = z.object({
  cache: z.enum(CACHE_NAMES),
  key: z.string().max(2000).nullable(),
  /** The instance that published it: it has already forgotten, and skips its own message. */
  from: z.string().max(64),
});
export type CacheForgetMessage = z.infer<typeof cacheForgetMessage>;

/**
 * Forgets `key` (or everything, for null) in one cache of one database. A cache keyed by database
 * gets the database the instance serves; the others ignore it.
 */
export type Forgetter = (db: Db | null, key: string | null) => void;

type Registry = { forgetters: Map<CacheName, Set<Forgetter>>; publisher: Publisher | null };

/** Sends a forget to the other instances (the listener adds its own id as `from`); installed on PostgreSQL. */
export type Publisher = { publish: (message: Omit<CacheForgetMessage, 'from'>) => Promise<void> };

// One registry per process, whatever number of copies of a cache module Next compiled: each copy
// registers its own forgetter, so a forget reaches all of them.
const registry = (): Registry =>
  processSingleton<Registry>('cacheBus', () => ({ forgetters: new Map(), publisher: null }));

/** A cache module calls this once at load; the answer unregisters (for tests). */
export function registerForgetter(cache: CacheName, forget: Forgetter): () => void {
  const { forgetters } = registry();
  const set = forgetters.get(cache) ?? new Set<Forgetter>();
  set.add(forget);
  forgetters.set(cache, set);
  return () => set.delete(forget);
}

/** Applies a forget in this process only: for a change made here, and for messages from others. */
export function forgetHere(cache: CacheName, db: Db | null, key: string | null): void {
  for (const forget of registry().forgetters.get(cache) ?? []) {
    try {
      forget(db, key);
    } catch (error) {
      logger.warn('cache.forget.failed', { cache, message: error instanceof Error ? error.message : String(error) });
    }
  }
}

/**
 * Forgets here, then tells the other instances and the shared HTTP caches (CACHE_PURGE_URL).
 * Neither ever fails the change that asked for it: if the channel is down, the other instances'
 * copies expire with their TTL (30 s); a failed ban is logged and counted, and the shared copy lives
 * until its s-maxage.
 */
export function forgetEverywhere(cache: CacheName, db: Db | null, key: string | null): void {
  forgetHere(cache, db, key);
  purgeSharedPaths(SHARED_PATHS[cache](key));
  const { publisher } = registry();
  if (!publisher) return;
  publisher.publish({ cache, key }).catch((error: unknown) => {
    logger.warn('cache.publish.failed', { cache, message: error instanceof Error ? error.message : String(error) });
  });
}

/** Installs (or, with null, removes) the process's publisher. */
export function installPublisher(publisher: Publisher | null): void {
  registry().publisher = publisher;
}
