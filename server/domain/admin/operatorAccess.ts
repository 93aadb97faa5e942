import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorSessions, operators, sessions } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import type { Viewer } from '../viewer';

/**
 * Who may use the console (docs/product.md §10 Operator sign-in). Everyone who is not an operator
 * hears NOT_FOUND, exactly as for a page or operation that does not exist: the console does not
 * admit to being there. An operator whose second factor has not been passed on this device (or
 * passed more than 8 hours ago) may only pass it; every other operation is NOT_FOUND for them too.
 */
export const OPERATOR_SESSION_HOURS = 8;

export type OperatorState = {
  userId: number;
  familyId: string;
  enrolled: boolean;
  /** When this device's second factor lapses; null when it has not been passed (or has lapsed). */
  verifiedUntil: Date | null;
};

const notFound = () => new DomainError('NOT_FOUND');

/** The operator behind the viewer, verified or not; NOT_FOUND for anyone else. */
export async function operatorState(db: Db, viewer: Viewer | null, now: Date = new Date()): Promise<OperatorState> {
  if (!viewer) throw notFound();
  const [row] = await db
    .select({ familyId: sessions.familyId, enrolledAt: operators.totpEnrolledAt })
    .from(sessions)
    .innerJoin(operators, and(eq(operators.userId, sessions.userId), isNull(operators.revokedAt)))
    .where(and(eq(sessions.id, viewer.sessionId), eq(sessions.userId, viewer.userId)));
  if (!row) throw notFound();
  const [verified] = await db
    .select({ expiresAt: operatorSessions.expiresAt })
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.familyId, row.familyId),
        eq(operatorSessions.userId, viewer.userId),
        gt(operatorSessions.expiresAt, now)
      )
    );
  return {
    userId: viewer.userId,
    familyId: row.familyId,
    enrolled: row.enrolledAt !== null,
    verifiedUntil: row.enrolledAt && verified ? verified.expiresAt : null,
  };
}

/** Every console operation but the second factor itself starts here. */
export async function requireVerifiedOperator(
  db: Db,
  viewer: Viewer | null,
  now: Date = new Date()
): Promise<OperatorState> {
  const state = await operatorState(db, viewer, now);
  if (!state.verifiedUntil) throw notFound();
  return state;
}
