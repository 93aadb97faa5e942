import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identityVerifications, itemPriceChanges, oneTimeTokens, signupDrafts } from '../db/schema';
import { deleteExpiredSessions } from '../auth/sessionService';
import { deleteOldMail } from '../mail/dispatcher';
import { deleteOldNotifications } from '../notifications/drain';
import { purgePriceHistory } from './priceHistory';

const DAY_MS = 24 * 3600_000;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

async function count<T>(rows: Promise<T[]>): Promise<number> {
  return (await rows).length;
}

/**
 * Deletes what the account flows leave behind once it can no longer be used, so personal data is
 * not kept longer than its purpose (PIPA art. 21): phone checks (names, numbers, birth dates)
 * after a day, abandoned sign-ups after a day and finished ones after a week (the friend-code step
 * reads them), used or expired mail links, old mail, dead sessions, price changes the alarms
 * and badges no longer look at and model price history past its 400 days. (Rate-limit counts are removed by the library itself an hour after
 * their window ends: server/security/sharedRateLimit.ts.) Each statement is idempotent, so two processes
 * running it at once only repeat work.
 */
export async function runAccountHousekeeping(db: Db, now: Date = new Date()): Promise<Record<string, number>> {
  return {
    drafts: await count(
      db
        .delete(signupDrafts)
        .where(
          or(
            and(isNull(signupDrafts.completedAt), lt(signupDrafts.expiresAt, ago(now, 1))),
            lt(signupDrafts.completedAt, ago(now, 7))
          )
        )
        .returning({ id: signupDrafts.id })
    ),
    identityChecks: await count(
      db
        .delete(identityVerifications)
        .where(lt(identityVerifications.createdAt, ago(now, 1)))
        .returning({ id: identityVerifications.id })
    ),
    linkTokens: await count(
      db
        .delete(oneTimeTokens)
        .where(
          or(
            lt(oneTimeTokens.expiresAt, ago(now, 1)),
            and(isNotNull(oneTimeTokens.usedAt), lt(oneTimeTokens.usedAt, ago(now, 1)))
          )
        )
        .returning({ id: oneTimeTokens.id })
    ),
    sessions: await deleteExpiredSessions(db, now),
    mail: await deleteOldMail(db, now),
    notifications: await deleteOldNotifications(db, now),
    priceChanges: await count(
      db
        .delete(itemPriceChanges)
        .where(and(isNotNull(itemPriceChanges.processedAt), lt(itemPriceChanges.changedAt, ago(now, 30))))
        .returning({ id: itemPriceChanges.id })
    ),
    // The price history is kept longer than the log it is made from: a year on the chart, plus margin.
    priceHistory: await purgePriceHistory(db, now),
  };
}
