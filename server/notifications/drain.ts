import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dueBy } from '../db/dueBy';
import { notificationOutbox } from '../db/schema';
import { logger } from '../logger';

export type OutboxRow = typeof notificationOutbox.$inferSelect;

/** What a sender made of a row: delivered, or delivered to nobody on purpose (no device, no phone left). */
export type SendOutcome = { sent: true } | { skipped: string };

/** Sends one row on its channel; throws to have it retried with back-off. */
export type ChannelSender = (db: Db, row: OutboxRow) => Promise<SendOutcome>;

export type ChannelSenders = Partial<Record<'push' | 'kakao', ChannelSender>>;

/** The lease of a claimed batch: long enough for a slow provider, short enough that a crash is retried soon. */
const LEASE_MS = 2 * 60_000;
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000];
export const MAX_NOTIFICATION_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export type DrainResult = { sent: number; skipped: number; failed: number };

/**
 * Sends the push and 알림톡 rows that are due (docs/architecture.md §10 Notifications), the mail
 * dispatcher's pattern: a batch is leased in one UPDATE over rows picked FOR UPDATE SKIP LOCKED (two
 * drains at once never take the same row), then sent outside any transaction, and each row is marked
 * sent, skipped or failed with a growing delay. Only a process dying between the provider's answer and
 * the mark can send a row again, after its lease. Channels with no sender here are left untouched.
 */
export async function drainNotifications(
  db: Db,
  senders: ChannelSenders,
  { now = new Date(), batch = 50 }: { now?: Date; batch?: number } = {}
): Promise<DrainResult> {
  const channels = Object.keys(senders) as (keyof ChannelSenders)[];
  const result: DrainResult = { sent: 0, skipped: 0, failed: 0 };
  if (channels.length === 0) return result;
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        isNull(notificationOutbox.sentAt),
        isNull(notificationOutbox.skippedReason),
        inArray(notificationOutbox.channel, channels),
        dueBy(notificationOutbox.nextAttemptAt, now),
        lt(notificationOutbox.attempts, MAX_NOTIFICATION_ATTEMPTS)
      )
    )
    .orderBy(notificationOutbox.id)
    .limit(batch)
    .for('update', { skipLocked: true });
  const leased = await db
    .update(notificationOutbox)
    .set({
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      attempts: sql`${notificationOutbox.attempts} + 1`,
    })
    .where(sql`${notificationOutbox.id} IN ${due}`)
    .returning();
  for (const row of leased.sort((a, b) => a.id - b.id)) {
    const send = senders[row.channel as keyof ChannelSenders];
    try {
      if (!send) throw new Error(`no sender for ${row.channel}`);
      const outcome = await send(db, row);
      if ('sent' in outcome) {
        await db
          .update(notificationOutbox)
          .set({ sentAt: new Date(), lastError: null })
          .where(eq(notificationOutbox.id, row.id));
        result.sent += 1;
      } else {
        await db
          .update(notificationOutbox)
          .set({ skippedReason: outcome.skipped.slice(0, 200) })
          .where(eq(notificationOutbox.id, row.id));
        result.skipped += 1;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = RETRY_DELAYS_MS[Math.min(row.attempts - 1, RETRY_DELAYS_MS.length - 1)];
      await db
        .update(notificationOutbox)
        .set({ lastError: message.slice(0, 500), nextAttemptAt: new Date(now.getTime() + delay) })
        .where(eq(notificationOutbox.id, row.id));
      logger.warn('notification.send_failed', {
        id: row.id,
        channel: row.channel,
        event: row.event,
        attempt: row.attempts,
        error: message,
      });
      result.failed += 1;
    }
  }
  return result;
}

/** Housekeeping: rows older than 30 days are gone (the alarm list keeps the member's own record). */
export async function deleteOldNotifications(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .delete(notificationOutbox)
    .where(lt(notificationOutbox.createdAt, new Date(now.getTime() - 30 * 24 * 3600_000)))
    .returning({ id: notificationOutbox.id });
  return rows.length;
}
