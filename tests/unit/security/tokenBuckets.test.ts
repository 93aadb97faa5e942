import { CAPTURE_RATE_DEFAULT, captureRateOptions } from '@/server/graphql/capture/captureRateLimit';
import { TokenBuckets } from '@/server/security/tokenBuckets';
import { loadEnv } from '@/server/env';

describe('TokenBuckets (the capture rate limit)', () => {
  it('reads CAPTURE_RATE_LIMIT as burst/seconds, or off', () => {
    expect(captureRateOptions(CAPTURE_RATE_DEFAULT)).toMatchObject({ capacity: 120, refillPerSecond: 2 });
    expect(captureRateOptions('off')).toBeNull();
    expect(loadEnv({ SESSION_SECRET: 's'.repeat(32) }).CAPTURE_RATE_LIMIT).toBe(CAPTURE_RATE_DEFAULT);
  });

  const T0 = 1_800_000_000_000;

  it('allows a burst of capacity, then refuses with the seconds until a token is back', () => {
    const buckets = new TokenBuckets({ capacity: 3, refillPerSecond: 0.5, maxKeys: 10 });
    expect([0, 1, 2].map(() => buckets.take('1.2.3.4', T0).allowed)).toEqual([true, true, true]);
    expect(buckets.take('1.2.3.4', T0)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    // Another address has its own bucket.
    expect(buckets.take('5.6.7.8', T0).allowed).toBe(true);
    // Refused takes cost nothing; two seconds later one token is back, and only one.
    expect(buckets.take('1.2.3.4', T0 + 2_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(buckets.take('1.2.3.4', T0 + 2_000).allowed).toBe(false);
  });

  it('never holds more than capacity, however long a key was idle', () => {
    const buckets = new TokenBuckets({ capacity: 2, refillPerSecond: 1, maxKeys: 10 });
    buckets.take('k', T0);
    const later = T0 + 3_600_000;
    expect([0, 1, 2].map(() => buckets.take('k', later).allowed)).toEqual([true, true, false]);
  });

  it('forgets the least recently used key past maxKeys (a forgotten key starts full)', () => {
    const buckets = new TokenBuckets({ capacity: 1, refillPerSecond: 0.001, maxKeys: 2 });
    buckets.take('a', T0);
    buckets.take('b', T0);
    buckets.take('a', T0); // refused, but touches a: b is now the least recent
    buckets.take('c', T0);
    expect(buckets.size).toBe(2);
    expect(buckets.take('a', T0).allowed).toBe(false);
    expect(buckets.take('b', T0).allowed).toBe(true);
  });

  it('lets a phone’s pace through: 3 commands a screen, a screen every 2 seconds, for an hour', () => {
    const buckets = new TokenBuckets(captureRateOptions(CAPTURE_RATE_DEFAULT)!);
    let refused = 0;
    for (let screen = 0; screen < 1800; screen += 1) {
      for (let command = 0; command < 3; command += 1) if (!buckets.take('phone', T0 + screen * 2_000).allowed) refused += 1;
    }
    expect(refused).toBe(0);
  });

  it('holds a script to 120 commands and then 2 a second', () => {
    const buckets = new TokenBuckets(captureRateOptions(CAPTURE_RATE_DEFAULT)!);
    let allowed = 0;
    // Ten seconds of a command every millisecond: the burst, plus two a second that come back.
    for (let i = 0; i < 10_000; i += 1) if (buckets.take('script', T0 + i).allowed) allowed += 1;
    expect(allowed).toBeGreaterThanOrEqual(139);
    expect(allowed).toBeLessThanOrEqual(140);
  });
});
