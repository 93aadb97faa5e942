import type { Db } from '../../db/client';

/**
 * A short-lived cache for answers that are the same for every anonymous visitor (crawlers and link
 * previews hit model pages hard). Per database, per key, single-flight: concurrent misses share one
 * load; a failed load is dropped so the next request tries again. Members always get fresh data.
 */
export function publicCache<T>(ttlMs: number, maxEntries: number) {
  const caches = new WeakMap<Db, Map<string, { at: number; value: Promise<T> }>>();
  const cached = (db: Db, key: string, load: () => Promise<T>, now: number = Date.now()): Promise<T> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new Map();
      caches.set(db, cache);
    }
    const hit = cache.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    const value = load();
    cache.set(key, { at: now, value });
    value.catch(() => cache.delete(key));
    return value;
  };
  /** Drops a kept answer (what it shows was taken down), or with null every one, so the next load reads afresh. */
  const forget = (db: Db, key: string | null): void => {
    if (key === null) caches.delete(db);
    else caches.get(db)?.delete(key);
  };
  return Object.assign(cached, { forget });
}
