import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralPrograms } from '../../db/schema';

export type ReferralProgram = typeof referralPrograms.$inferSelect;

/**
 * The friend-invitation promotion running now: switched on and between its start and end (both
 * inclusive). Should two overlap, the one that started last is the promotion people were told about.
 */
export async function liveReferralProgram(db: Db, now: Date): Promise<ReferralProgram | null> {
  const [program] = await db
    .select()
    .from(referralPrograms)
    .where(
      and(eq(referralPrograms.isActive, true), lte(referralPrograms.startsAt, now), gte(referralPrograms.endsAt, now))
    )
    .orderBy(desc(referralPrograms.startsAt), desc(referralPrograms.id))
    .limit(1);
  return program ?? null;
}

/**
 * The last moment a member who joined at `joinedAt` may enter a friend's code under `program`: the
 * join window counted from sign-up, and never after the promotion ends.
 */
export function friendCodeDeadline(program: Pick<ReferralProgram, 'joinWindowDays' | 'endsAt'>, joinedAt: Date): Date {
  const windowEnd = new Date(joinedAt.getTime() + program.joinWindowDays * 86_400_000);
  return windowEnd < program.endsAt ? windowEnd : program.endsAt;
}
