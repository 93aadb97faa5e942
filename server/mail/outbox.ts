import { desc, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** A mail of ours, before it has a sender address. `kind` names the template, for logs and tests. */
export type MailMessage = { kind: string; to: string; subject: string; text: string; html: string };

/**
 * Queues a mail in the caller's transaction: if the transaction that made a token rolls back, its
 * mail is never sent; if it commits, the mail is sent even should this process die right after.
 */
export async function enqueueMail(db: Db, message: MailMessage): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

export type OutboxEntry = typeof mailOutbox.$inferSelect;

/** The newest mail of the last day, for the developer's outbox page (never in production). */
export async function recentOutbox(db: Db, limit = 50, now: Date = new Date()): Promise<OutboxEntry[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(gte(mailOutbox.createdAt, new Date(now.getTime() - 24 * 3600_000)))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
