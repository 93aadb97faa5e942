import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dueBy } from '../db/dueBy';
import { mailOutbox } from '../db/schema';
import { logger } from '../logger';
import type { MailTransport } from './transport';

/**
 * Sends queued mail. A batch is leased first (next_attempt_at moved past the lease, in one UPDATE
 * over rows picked with FOR UPDATE SKIP LOCKED), then sent outside any transaction: two processes
 * never send one mail, and a slow SMTP server never holds a database lock. A failed send is
 * retried with growing delays; after the last attempt the row stays unsent, with its error, for
 * an operator to look at. A body holds live sign-up and reset links, so it is kept only while it may
 * still be sent: it is cleared once delivered and after the last failed attempt.
 */
const LEASE_MS = 2 * 60_000;
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000];
export const MAX_MAIL_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** What a row keeps of its body once no one will send it again (the columns are NOT NULL). */
const CLEARED_BODY = { textBody: '', htmlBody: '' } as const;

export type DispatchResult = { sent: number; failed: number };

export async function dispatchPendingMail(
  db: Db,
  transport: MailTransport,
  from: string,
  { now = new Date(), batch = 20 }: { now?: Date; batch?: number } = {}
): Promise<DispatchResult> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(isNull(mailOutbox.sentAt), dueBy(mailOutbox.nextAttemptAt, now), lt(mailOutbox.attempts, MAX_MAIL_ATTEMPTS))
    )
    .orderBy(mailOutbox.id)
    .limit(batch)
    .for('update', { skipLocked: true });
  const leased = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(sql`${mailOutbox.id} IN ${due}`)
    .returning();
  let sent = 0;
  let failed = 0;
  for (const row of leased.sort((a, b) => a.id - b.id)) {
    try {
      await transport.send({ from, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), lastError: null, ...CLEARED_BODY })
        .where(eq(mailOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = RETRY_DELAYS_MS[Math.min(row.attempts - 1, RETRY_DELAYS_MS.length - 1)];
      const lastAttempt = row.attempts >= MAX_MAIL_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + delay),
          ...(lastAttempt ? CLEARED_BODY : {}),
        })
        .where(eq(mailOutbox.id, row.id));
      logger.warn('mail.send_failed', { id: row.id, kind: row.kind, attempt: row.attempts, error: message });
      failed += 1;
    }
  }
  return { sent, failed };
}

/** Housekeeping: mail older than a week is gone (its links expired long ago). */
export async function deleteOldMail(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, new Date(now.getTime() - 7 * 24 * 3600_000)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
