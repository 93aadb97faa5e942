import type { Db } from '../db/client';

type Entry<T> = {
  at: number;
  value: Promise<T>;
  /** What else the answer shows (a business, a model), known once it has loaded; null while in flight. */
  tags: ReadonlySet<string> | null;
};

/**
 * A cache for answers that are the same for every viewer (the public part of a page: docs/architecture.md §9).
 * Per database, per key, single-flight: concurrent misses share one load; a failed load is dropped
 * so the next request tries again.
 *
 * `forget` drops the entry of a key, every entry tagged with it (`tagsOf` names, from a loaded answer,
 * the other things it shows: an item's page shows its business), and every load still in flight: a
 * load that began before the change committed may have read the old rows, and must not be kept.
 * Requests already waiting on it still get it, as they would have without the cache.
 */
export function publicCache<T>(ttlMs: number, maxEntries: number, tagsOf?: (value: T) => readonly string[]) {
  const caches = new WeakMap<Db, Map<string, Entry<T>>>();
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
    const entry: Entry<T> = { at: now, value, tags: null };
    cache.set(key, entry);
    const own = cache;
    value.then(
      (loaded) => {
        entry.tags = new Set(tagsOf?.(loaded) ?? []);
      },
      () => {
        if (own.get(key) === entry) own.delete(key);
      }
    );
    return value;
  };
  /** Drops what `key` names (see above), or with null every kept answer, so the next load reads afresh. */
  const forget = (db: Db, key: string | null): void => {
    if (key === null) {
      caches.delete(db);
      return;
    }
    const cache = caches.get(db);
    if (!cache) return;
    for (const [kept, entry] of cache) {
      if (kept === key || entry.tags === null || entry.tags.has(key)) cache.delete(kept);
    }
  };
  return Object.assign(cached, { forget });
}
