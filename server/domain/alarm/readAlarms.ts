import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DomainError } from '@/lib/errors';
import { alarms } from '../../db/schema';

/**
 * docs/product.md §4 Alarms: reading one marks it read; read-all marks every alarm (the pinned important
 * one too) read. Only the member's own alarms: another member's id is NOT_FOUND, exactly like an id
 * that does not exist, so ids can't be probed. Reading twice keeps the first read time.
 */
export async function readAlarm(db: Db, userId: number, alarmId: number, now: Date = new Date()): Promise<void> {
  const rows = await db
    .update(alarms)
    .set({ readAt: sql`coalesce(${alarms.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(alarms.id, alarmId), eq(alarms.userId, userId)))
    .returning({ id: alarms.id });
  if (rows.length === 0) throw new DomainError('NOT_FOUND', '알림을 찾을 수 없어요.');
}

/** Marks every unread alarm of the member read; answers how many were unread. */
export async function readAllAlarms(db: Db, userId: number, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(alarms)
    .set({ readAt: now })
    .where(and(eq(alarms.userId, userId), isNull(alarms.readAt)))
    .returning({ id: alarms.id });
  return rows.length;
}
