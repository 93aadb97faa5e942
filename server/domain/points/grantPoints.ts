import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointTransactions, users } from '../../db/schema';
import { DomainError } from '@/lib/errors';

export type PointReason = (typeof pointTransactions.$inferInsert)['reason'];

export type PointGrant = {
  userId: number;
  /** Integer points: positive earns, negative spends. */
  amount: number;
  reason: PointReason;
  /** The line the member reads in their point history (Korean). */
  description: string;
  /**
   * What this movement is for, unique per member ("referral:invitee", "order:123:use"): offering
   * the same grant twice, from a retry or a second process, moves the balance once.
   */
  refKey: string;
};

export type PointGrantResult = {
  /** False when the refKey had already been used: nothing was written this time. */
  granted: boolean;
  /** The member's balance after the call. */
  balance: number;
};

export const NOT_ENOUGH_POINTS = '사용할 수 있는 포인트가 부족해요.';

/**
 * Locks the member's row for the rest of the transaction and answers the balance under the lock.
 * FOR NO KEY UPDATE, not FOR UPDATE: every insert that names the member (an order, an alarm, a
 * ledger row) takes a KEY SHARE lock on the row through its foreign key, and FOR UPDATE waits for
 * those. Two checkouts of one member that each inserted their order and then asked FOR UPDATE
 * waited for each other: a deadlock. NO KEY UPDATE still queues every writer of the balance
 * behind the other, and is exactly the lock the UPDATE of users.point takes anyway.
 */
export async function lockPointBalance(tx: Db, userId: number): Promise<{ point: number }> {
  const [member] = await tx
    .select({ point: users.point })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update')
    .limit(1);
  if (!member) throw new DomainError('NOT_FOUND', '회원 정보를 찾을 수 없어요.');
  return member;
}

/**
 * The one writer of points (docs/architecture.md §7: the server owns money; points belong to the order service). Runs in
 * the caller's transaction: the member's row is locked first (lockPointBalance), so concurrent
 * grants to one member queue up instead of reading the same balance, then the ledger row and
 * users.point move together. A balance never goes below zero (the ledger's check constraint says so
 * too, as a last line of defence).
 */
export async function grantPoints(tx: Db, grant: PointGrant, now: Date = new Date()): Promise<PointGrantResult> {
  if (!Number.isSafeInteger(grant.amount) || grant.amount === 0) {
    throw new Error(`grantPoints: amount must be a non-zero integer (got ${grant.amount})`);
  }
  const member = await lockPointBalance(tx, grant.userId);

  const [done] = await tx
    .select({ id: pointTransactions.id })
    .from(pointTransactions)
    .where(and(eq(pointTransactions.userId, grant.userId), eq(pointTransactions.refKey, grant.refKey)))
    .limit(1);
  if (done) return { granted: false, balance: member.point };

  const balance = member.point + grant.amount;
  if (balance < 0) throw new DomainError('CONFLICT', NOT_ENOUGH_POINTS);
  // The unique (user, refKey) index is the guarantee; the read above only spares a wasted insert.
  const inserted = await tx
    .insert(pointTransactions)
    .values({
      userId: grant.userId,
      amount: grant.amount,
      balanceAfter: balance,
      reason: grant.reason,
      description: grant.description,
      refKey: grant.refKey,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [pointTransactions.userId, pointTransactions.refKey] })
    .returning({ id: pointTransactions.id });
  if (inserted.length === 0) return { granted: false, balance: member.point };

  await tx.update(users).set({ point: balance }).where(eq(users.id, grant.userId));
  return { granted: true, balance };
}
