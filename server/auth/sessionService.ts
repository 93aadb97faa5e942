import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/users';
import type { Viewer } from '../domain/viewer';
import { logger } from '../logger';
import { REFRESH_COOKIE_DAYS, SESSION_COOKIE_MINUTES } from '@/lib/identityNames';
import { hashToken, isTokenShape, newToken } from './tokens';

/**
 * True while the member is suspended at `now` (docs/product.md §10 Members): from suspended_at until an
 * operator lifts it, or until suspended_until for a suspension of N days.
 */
export const isSuspendedAt = (now: Date): SQL<boolean> =>
  sql<boolean>`(${users.suspendedAt} IS NOT NULL AND (${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} > ${now}))`;

/**
 * The only writer of the sessions table. A session row is one link of a device's chain (its
 * family): the access token lives 5 minutes and slides while used; the refresh token lives 30 days
 * and rotates on every use into a new row of the same family. Presenting an already rotated refresh
 * token means two parties hold it: the whole family is revoked.
 */

export const SESSION_TTL_MS = SESSION_COOKIE_MINUTES * 60_000;
export const REFRESH_TTL_MS = REFRESH_COOKIE_DAYS * 24 * 60 * 60_000;
/** Sliding costs a write; once a minute is enough precision for a 5-minute window. */
export const SLIDE_WRITE_INTERVAL_MS = 60_000;
/**
 * A page whose access cookie just expired fires several requests at once, each carrying the same
 * refresh cookie. The first rotates it; the others arrive a moment later with the now-rotated token.
 * Treating those as theft would sign people out at random, so within this window a rotated token
 * forks one more session in the same family instead. A thief gains nothing from it: anyone who can
 * replay the token in that window could have used it first anyway.
 */
export const REFRESH_REUSE_GRACE_MS = 15_000;
const USER_AGENT_MAX = 512;

export type SessionRow = typeof sessions.$inferSelect;
export type IssuedSession = { sessionToken: string; refreshToken: string; session: SessionRow };
/** An authenticated access token; slid tells the caller to re-issue the 5-minute cookie. */
export type AuthenticatedSession = { viewer: Viewer; expiresAt: Date; slid: boolean };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Family = { userId: number; familyId: string; userAgent: string | null };

const after = (now: Date, ms: number) => new Date(now.getTime() + ms);

async function issue(db: Db | Tx, family: Family, now: Date): Promise<IssuedSession> {
  const sessionToken = newToken();
  const refreshToken = newToken();
  const [session] = await db
    .insert(sessions)
    .values({
      ...family,
      tokenHash: hashToken(sessionToken),
      refreshHash: hashToken(refreshToken),
      expiresAt: after(now, SESSION_TTL_MS),
      refreshExpiresAt: after(now, REFRESH_TTL_MS),
      createdAt: now,
    })
    .returning();
  return { sessionToken, refreshToken, session };
}

/** Signs a user in on a new device: a new family. */
export async function createSession(
  db: Db,
  userId: number,
  userAgent?: string | null,
  now: Date = new Date()
): Promise<IssuedSession> {
  const family = { userId, familyId: crypto.randomUUID(), userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null };
  return issue(db, family, now);
}

/** Authenticates an access token and slides its expiry (writing at most once a minute). */
export async function authenticateSession(
  db: Db,
  sessionToken: string | null | undefined,
  now: Date = new Date()
): Promise<AuthenticatedSession | null> {
  if (!isTokenShape(sessionToken)) return null;
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      businessId: users.businessId,
      expiresAt: sessions.expiresAt,
      refreshExpiresAt: sessions.refreshExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(sessionToken)),
        isNull(sessions.revokedAt),
        isNull(sessions.rotatedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
        // Suspension revokes the sessions too; this keeps a session made in the same instant out as well.
        or(isNull(users.suspendedAt), lte(users.suspendedUntil, now))
      )
    )
    .limit(1);
  if (!row) return null;
  const viewer: Viewer = { userId: row.userId, businessId: row.businessId, sessionId: row.id };
  // A session never outlives its refresh token, however active the device is.
  const target = new Date(Math.min(now.getTime() + SESSION_TTL_MS, row.refreshExpiresAt.getTime()));
  if (target.getTime() - row.expiresAt.getTime() < SLIDE_WRITE_INTERVAL_MS) {
    return { viewer, expiresAt: row.expiresAt, slid: false };
  }
  // Monotonic: a slower concurrent request never moves the expiry backwards.
  await db
    .update(sessions)
    .set({ expiresAt: target })
    .where(and(eq(sessions.id, row.id), lt(sessions.expiresAt, target)));
  return { viewer, expiresAt: target, slid: true };
}

export async function authenticate(
  db: Db,
  sessionToken: string | null | undefined,
  now: Date = new Date()
): Promise<Viewer | null> {
  return (await authenticateSession(db, sessionToken, now))?.viewer ?? null;
}

/**
 * Exchanges a refresh token for a new access + refresh pair, in one transaction with the old row
 * locked so that two concurrent refreshes can't both see it unrotated. Null when the token is
 * unknown, expired, revoked, belongs to a deleted user, or is being reused (family revoked).
 */
export async function refresh(
  db: Db,
  refreshToken: string | null | undefined,
  now: Date = new Date()
): Promise<IssuedSession | null> {
  if (!isTokenShape(refreshToken)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        session: sessions,
        userDeletedAt: users.deletedAt,
        userSuspended: isSuspendedAt(now),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.refreshHash, hashToken(refreshToken)))
      .limit(1)
      .for('update', { of: sessions });
    if (!row) return null;
    const { session } = row;
    if (session.revokedAt || row.userDeletedAt || row.userSuspended || session.refreshExpiresAt <= now) return null;
    const family: Family = { userId: session.userId, familyId: session.familyId, userAgent: session.userAgent };
    if (session.rotatedAt) {
      if (now.getTime() - session.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS) return issue(tx, family, now);
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.familyId, session.familyId), isNull(sessions.revokedAt)));
      logger.warn('refresh token reuse: session family revoked', {
        userId: session.userId,
        sessionId: session.id,
        familyId: session.familyId,
      });
      return null;
    }
    await tx.update(sessions).set({ rotatedAt: now }).where(eq(sessions.id, session.id));
    return issue(tx, family, now);
  });
}

/**
 * Logs one device out. The whole family goes, not just this row: a predecessor rotated a moment
 * ago could otherwise still fork a new session within the reuse grace window.
 */
export async function revokeSession(db: Db, sessionId: number, now: Date = new Date()): Promise<boolean> {
  const family = db.select({ familyId: sessions.familyId }).from(sessions).where(eq(sessions.id, sessionId));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(inArray(sessions.familyId, family), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Logs a user out everywhere (password change, account deletion, suspected theft). */
export async function revokeAllForUser(db: Db, userId: number, now: Date = new Date()): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/**
 * Housekeeping for a scheduled job: every refresh adds a row. Rows are kept until their refresh
 * token expires, because until then a rotated row is what detects reuse.
 */
export async function deleteExpiredSessions(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.refreshExpiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}

/**
 * Logs a user out everywhere but this device (after a password change): the families other than
 * the one `keepSessionId` belongs to are revoked.
 */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: number,
  now: Date = new Date()
): Promise<number> {
  const [keep] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.id, keepSessionId))
    .limit(1);
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.familyId, keep.familyId) : undefined
      )
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
