import type { Db } from '../../db/client';
import { alarms } from '../../db/schema';

export type AlarmKind = (typeof alarms.$inferInsert)['kind'];

export type NewAlarm = {
  userId: number;
  kind: AlarmKind;
  title: string;
  body: string;
  linkUrl?: string | null;
  isImportant?: boolean;
  /** Same key, same member: stored once (a retried job or two processes can't alert twice). */
  dedupeKey?: string | null;
};

/** Writes an alarm in the caller's transaction; answers false when its dedupe key was already used. */
export async function addAlarm(db: Db, alarm: NewAlarm, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .insert(alarms)
    .values({
      userId: alarm.userId,
      kind: alarm.kind,
      title: alarm.title,
      body: alarm.body,
      linkUrl: alarm.linkUrl ?? null,
      isImportant: alarm.isImportant ?? false,
      dedupeKey: alarm.dedupeKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [alarms.userId, alarms.dedupeKey] })
    .returning({ id: alarms.id });
  return rows.length > 0;
}
