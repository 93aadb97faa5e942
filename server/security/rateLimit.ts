import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { DomainError } from '@/lib/errors';
import { keyedHash } from './derivedKeys';

/**
 * Rate limits shared by every process through the database (rate_limit_hits). Each rule counts
 * hits per subject (an address, an account) in fixed windows and judges by a sliding estimate:
 * this window's hits plus the previous window's, weighted by how much of it still overlaps. That
 * closes the fixed window's edge burst (2× the limit across a boundary) at the price of one read.
 * Subjects are stored as HMACs, so the table never holds an email address or an IP in the clear.
 */
export type RateRule = { name: string; limit: number; windowSeconds: number };

export type RateCheck = { rule: RateRule; subject: string };

export type RateVerdict = { allowed: boolean; retryAfterSeconds: number };

function windowStartOf(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

function bucketOf(check: RateCheck): string {
  return `${check.rule.name}:${keyedHash('rate-limit', check.subject)}`;
}

/** Counts one hit and answers whether it is within the rule. */
export async function hitRateLimit(db: Db, check: RateCheck, now: Date = new Date()): Promise<RateVerdict> {
  const { windowSeconds, limit } = check.rule;
  const bucket = bucketOf(check);
  const start = windowStartOf(now, windowSeconds);
  const previous = new Date(start.getTime() - windowSeconds * 1000);
  const [row] = await db.insert(rateLimitHits).values({ bucket, windowStart: start, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitHits.bucket, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } })
    .returning({ hits: rateLimitHits.hits });
  const [before] = await db.select({ hits: rateLimitHits.hits }).from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.windowStart, previous)));
  const elapsed = (now.getTime() - start.getTime()) / (windowSeconds * 1000);
  const estimate = row.hits + (before?.hits ?? 0) * (1 - elapsed);
  const allowed = estimate <= limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((1 - elapsed) * windowSeconds) };
}

/** Hits every check (all of them count, even past the first refusal) and throws RATE_LIMITED. */
export async function enforceRateLimits(db: Db, checks: readonly RateCheck[], now: Date = new Date()): Promise<void> {
  let retryAfter = 0;
  for (const check of checks) {
    const verdict = await hitRateLimit(db, check, now);
    if (!verdict.allowed) retryAfter = Math.max(retryAfter, verdict.retryAfterSeconds);
  }
  if (retryAfter > 0) throw rateLimitedError(retryAfter);
}

/** Whether a subject is already past its limit, without counting a hit (login failures per account). */
export async function isRateLimited(db: Db, check: RateCheck, now: Date = new Date()): Promise<RateVerdict> {
  const { windowSeconds, limit } = check.rule;
  const bucket = bucketOf(check);
  const start = windowStartOf(now, windowSeconds);
  const previous = new Date(start.getTime() - windowSeconds * 1000);
  const rows = await db.select({ windowStart: rateLimitHits.windowStart, hits: rateLimitHits.hits }).from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), inArray(rateLimitHits.windowStart, [start, previous])));
  const current = rows.find((r) => r.windowStart.getTime() === start.getTime())?.hits ?? 0;
  const before = rows.find((r) => r.windowStart.getTime() === previous.getTime())?.hits ?? 0;
  const elapsed = (now.getTime() - start.getTime()) / (windowSeconds * 1000);
  const allowed = current + before * (1 - elapsed) < limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((1 - elapsed) * windowSeconds) };
}

export function rateLimitedError(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError('RATE_LIMITED', `요청이 너무 많아요. ${minutes}분 후에 다시 시도해 주세요.`, {
    retryAfterSeconds: String(retryAfterSeconds),
  });
}

/** Housekeeping: windows older than a day can't count toward any rule (the longest is an hour). */
export async function deleteOldRateLimitHits(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db.delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, new Date(now.getTime() - 24 * 3600_000)))
    .returning({ bucket: rateLimitHits.bucket });
  return rows.length;
}
