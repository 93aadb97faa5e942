/**
 * Local and session storage with an expiry (docs/product.md §9: default 15 minutes, purged every 2 seconds).
 *
 * Isomorphic and defensive: on the server there is no `window`, and in Safari private mode or with
 * storage disabled, touching `localStorage` throws (SecurityError) and `setItem` can throw
 * (QuotaExceededError). A cache or a remembered referrer is never worth a crashed page, so every
 * access is guarded and simply behaves as "nothing stored".
 */

import { whenIdle } from './whenIdle';

export const DEFAULT_EXPIRY_MINUTES = 15;
export const PURGE_INTERVAL_MS = 2_000;

/** Our entries carry a prefix so that purging never touches keys other scripts own. */
const PREFIX = 'rm:';

type StorageKind = 'local' | 'session';

type Envelope = { v: unknown; e: number };

export interface ExpiringStorage {
  /** Stores a JSON-serialisable value for `minutes` (default 15). Returns false when storage is unavailable. */
  set(key: string, value: unknown, minutes?: number): boolean;
  /** The value, or null when absent, expired, unreadable or storage is unavailable. */
  get<T = unknown>(key: string): T | null;
  remove(key: string): void;
  /** Removes every expired entry of ours; returns how many were removed. */
  purgeExpired(): number;
}

function backend(kind: StorageKind): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

function readEnvelope(raw: string | null): Envelope | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'e' in parsed && typeof parsed.e === 'number') {
      return parsed as Envelope;
    }
  } catch {
    // A value we cannot read is as good as absent; purge will not resurrect it.
  }
  return null;
}

export function createExpiringStorage(kind: StorageKind): ExpiringStorage {
  return {
    set(key, value, minutes = DEFAULT_EXPIRY_MINUTES) {
      const storage = backend(kind);
      if (!storage) return false;
      const envelope: Envelope = { v: value, e: Date.now() + minutes * 60_000 };
      try {
        storage.setItem(PREFIX + key, JSON.stringify(envelope));
        return true;
      } catch {
        return false;
      }
    },
    get<T>(key: string): T | null {
      const storage = backend(kind);
      if (!storage) return null;
      try {
        const envelope = readEnvelope(storage.getItem(PREFIX + key));
        if (!envelope) return null;
        if (envelope.e <= Date.now()) {
          storage.removeItem(PREFIX + key);
          return null;
        }
        return envelope.v as T;
      } catch {
        return null;
      }
    },
    remove(key) {
      try {
        backend(kind)?.removeItem(PREFIX + key);
      } catch {
        // Nothing to do: an unavailable storage holds nothing to remove.
      }
    },
    purgeExpired() {
      const storage = backend(kind);
      if (!storage) return 0;
      try {
        const now = Date.now();
        const expired: string[] = [];
        for (let i = 0; i < storage.length; i += 1) {
          const key = storage.key(i);
          if (!key || !key.startsWith(PREFIX)) continue;
          const envelope = readEnvelope(storage.getItem(key));
          if (!envelope || envelope.e <= now) expired.push(key);
        }
        // Removed after the scan: removing while iterating by index would skip entries.
        expired.forEach((key) => storage.removeItem(key));
        return expired.length;
      } catch {
        return 0;
      }
    },
  };
}

export const localStore = createExpiringStorage('local');
export const sessionStore = createExpiringStorage('session');

/**
 * Purges both storages every 2 seconds, so expired entries do not pile up in a long-lived tab.
 * The first purge waits for the browser to be idle: reads already skip an expired entry, and a scan
 * of every key has no place in a slow phone's start (docs/operations.md §Client start-up).
 * Returns the stop function (call it on unmount). A no-op on the server.
 */
export function startStoragePurge(intervalMs: number = PURGE_INTERVAL_MS): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const purge = () => {
    localStore.purgeExpired();
    sessionStore.purgeExpired();
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  const cancelFirst = whenIdle(() => {
    purge();
    timer = setInterval(purge, intervalMs);
  });
  return () => {
    cancelFirst();
    clearInterval(timer);
  };
}
