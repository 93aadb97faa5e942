/**
 * Token buckets kept in this process's memory, one per key: a burst of `capacity` is allowed, then
 * `refillPerSecond` sustained. A check costs a map lookup and a little arithmetic: no database round
 * trip, which matters on the capture path (every page view and click sends a command).
 *
 * Memory is bounded: keys are kept in least-recently-used order and the oldest is dropped past
 * `maxKeys`. A dropped key starts again with a full bucket, which is what an idle key has anyway.
 */
export type TokenBucketOptions = { capacity: number; refillPerSecond: number; maxKeys: number };

export type TakeVerdict = { allowed: boolean; retryAfterSeconds: number };

type Bucket = { tokens: number; at: number };

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly options: TokenBucketOptions) {}

  /** Takes one token for key; when none is left, says how long until one is back. */
  take(key: string, now: number = Date.now()): TakeVerdict {
    const { capacity, refillPerSecond, maxKeys } = this.options;
    const previous = this.buckets.get(key);
    const elapsedSeconds = previous ? Math.max(0, now - previous.at) / 1000 : 0;
    const tokens = previous ? Math.min(capacity, previous.tokens + elapsedSeconds * refillPerSecond) : capacity;
    const allowed = tokens >= 1;
    // Re-inserting moves the key to the end of the map's order: the first key is the least recent.
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: now });
    if (this.buckets.size > maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / refillPerSecond)) };
  }

  /** For tests: forget every key. */
  clear(): void {
    this.buckets.clear();
  }

  get size(): number {
    return this.buckets.size;
  }
}
