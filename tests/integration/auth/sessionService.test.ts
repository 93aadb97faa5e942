import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema/users';
import { hashToken } from '@/server/auth/tokens';
import { logger } from '@/server/logger';
import {
  REFRESH_REUSE_GRACE_MS,
  authenticate,
  authenticateSession,
  createSession,
  deleteExpiredSessions,
  refresh,
  revokeAllForUser,
  revokeSession,
  type IssuedSession,
} from '@/server/auth/sessionService';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { DAY, MINUTE, SECOND, T0, at, insertBusiness, insertUser } from './authFixtures';

/**
 * Resolves once `count` statements of this test's own database are asleep on a lock (PostgreSQL
 * only: every test file has a database of its own, so nobody else's waits are counted). Polled
 * through the pool, outside any transaction, because pg_stat_activity is a per-transaction snapshot.
 */
async function lockWaiters(db: Db, count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const result = await db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`
    );
    const waiting = (result as unknown as { rows: { n: number }[] }).rows[0].n;
    if (waiting >= count) return;
    if (Date.now() > deadline) throw new Error(`expected ${count} statements waiting on a lock, saw ${waiting}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(testDbKinds())('sessionService on %s', (kind) => {
  const db = useTestDb(kind);
  const row = async (id: number) => (await db().select().from(sessions).where(eq(sessions.id, id)))[0];

  it('creates a session storing only SHA-256 hashes, 5 minutes for access and 30 days for refresh', async () => {
    const userId = await insertUser(db());
    const { sessionToken, refreshToken, session } = await createSession(db(), userId, 'Mozilla/5.0 (iPhone)', T0);
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionToken).not.toBe(refreshToken);
    const stored = await row(session.id);
    expect(stored.tokenHash).toBe(hashToken(sessionToken));
    expect(stored.refreshHash).toBe(hashToken(refreshToken));
    expect(JSON.stringify(stored)).not.toContain(sessionToken);
    expect(stored.expiresAt.getTime()).toBe(at(5 * MINUTE).getTime());
    expect(stored.refreshExpiresAt.getTime()).toBe(at(30 * DAY).getTime());
    expect(stored.userAgent).toBe('Mozilla/5.0 (iPhone)');
  });

  it('authenticates to the viewer, with the business of a seller-linked account', async () => {
    const member = await insertUser(db());
    const a = await createSession(db(), member, null, T0);
    expect(await authenticate(db(), a.sessionToken, at(SECOND))).toEqual({
      userId: member,
      businessId: null,
      sessionId: a.session.id,
    });
    const businessId = await insertBusiness(db());
    const seller = await insertUser(db(), businessId);
    const b = await createSession(db(), seller, null, T0);
    expect(await authenticate(db(), b.sessionToken, at(SECOND))).toEqual({
      userId: seller,
      businessId: businessId,
      sessionId: b.session.id,
    });
  });

  it('refuses unknown, malformed and refresh tokens as access tokens', async () => {
    const { refreshToken } = await createSession(db(), await insertUser(db()), null, T0);
    expect(await authenticate(db(), refreshToken, at(SECOND))).toBeNull();
    expect(await authenticate(db(), 'A'.repeat(43), at(SECOND))).toBeNull();
    expect(await authenticate(db(), 'garbage', at(SECOND))).toBeNull();
    expect(await authenticate(db(), null, at(SECOND))).toBeNull();
  });

  it('slides the 5-minute expiry on use, writing at most once a minute', async () => {
    const { sessionToken, session } = await createSession(db(), await insertUser(db()), null, T0);
    const early = await authenticateSession(db(), sessionToken, at(30 * SECOND));
    expect(early?.slid).toBe(false);
    expect((await row(session.id)).expiresAt.getTime()).toBe(at(5 * MINUTE).getTime());
    const later = await authenticateSession(db(), sessionToken, at(2 * MINUTE));
    expect(later?.slid).toBe(true);
    expect(later?.expiresAt.getTime()).toBe(at(7 * MINUTE).getTime());
    expect((await row(session.id)).expiresAt.getTime()).toBe(at(7 * MINUTE).getTime());
    // Past the original 5 minutes, alive thanks to the slide; then idle for 5 minutes: gone.
    expect(await authenticate(db(), sessionToken, at(6 * MINUTE))).not.toBeNull();
    expect(await authenticate(db(), sessionToken, at(11 * MINUTE + SECOND))).toBeNull();
  });

  it('never moves the expiry backwards (a slow concurrent request with an older clock)', async () => {
    const { sessionToken, session } = await createSession(db(), await insertUser(db()), null, T0);
    await authenticate(db(), sessionToken, at(4 * MINUTE));
    await authenticate(db(), sessionToken, at(2 * MINUTE));
    expect((await row(session.id)).expiresAt.getTime()).toBe(at(9 * MINUTE).getTime());
  });

  it('returns null for an expired session', async () => {
    const { sessionToken } = await createSession(db(), await insertUser(db()), null, T0);
    expect(await authenticate(db(), sessionToken, at(5 * MINUTE))).toBeNull();
    expect(await authenticate(db(), sessionToken, at(5 * MINUTE + SECOND))).toBeNull();
  });

  it('refresh rotates both tokens in the same family and refuses the old ones', async () => {
    const userId = await insertUser(db());
    const first = await createSession(db(), userId, 'app', T0);
    const second = await refresh(db(), first.refreshToken, at(10 * MINUTE));
    expect(second).not.toBeNull();
    expect(second!.sessionToken).not.toBe(first.sessionToken);
    expect(second!.refreshToken).not.toBe(first.refreshToken);
    expect(second!.session.familyId).toBe(first.session.familyId);
    expect(second!.session.userAgent).toBe('app');
    expect((await row(first.session.id)).rotatedAt?.getTime()).toBe(at(10 * MINUTE).getTime());
    expect(await authenticate(db(), second!.sessionToken, at(10 * MINUTE))).toMatchObject({
      userId,
      sessionId: second!.session.id,
    });
    expect(await authenticate(db(), first.sessionToken, at(10 * MINUTE))).toBeNull();
    const third = await refresh(db(), second!.refreshToken, at(20 * MINUTE));
    expect(third).not.toBeNull();
    expect(await authenticate(db(), third!.sessionToken, at(20 * MINUTE))).not.toBeNull();
  });

  it('reuse of a rotated refresh token revokes the whole family', async () => {
    const userId = await insertUser(db());
    const other = await createSession(db(), userId, 'other device', T0);
    const first = await createSession(db(), userId, null, T0);
    const second = await refresh(db(), first.refreshToken, at(10 * MINUTE));
    const reuseAt = at(10 * MINUTE + REFRESH_REUSE_GRACE_MS + SECOND);
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await refresh(db(), first.refreshToken, reuseAt)).toBeNull();
    // Reuse is a security event: it is logged for follow-up.
    expect(warn).toHaveBeenCalledWith(
      'refresh token reuse: session family revoked',
      expect.objectContaining({ userId })
    );
    warn.mockRestore();
    // The legitimate holder is signed out too: nobody knows which of the two is the thief.
    expect(await authenticate(db(), second!.sessionToken, reuseAt)).toBeNull();
    expect(await refresh(db(), second!.refreshToken, reuseAt)).toBeNull();
    const family = await db().select().from(sessions).where(eq(sessions.familyId, first.session.familyId));
    expect(family).toHaveLength(2);
    expect(family.every((s) => s.revokedAt !== null)).toBe(true);
    // Another device of the same user is a different family and stays signed in.
    expect(await authenticate(db(), other.sessionToken, at(MINUTE))).not.toBeNull();
  });

  it('lets parallel requests of one page refresh with the same token within the grace window', async () => {
    const first = await createSession(db(), await insertUser(db()), null, T0);
    const now = at(10 * MINUTE);
    const results = await Promise.all([refresh(db(), first.refreshToken, now), refresh(db(), first.refreshToken, now)]);
    // One rotated the token, the other forked within the grace window: both in the original family.
    // (Which one did what depends on scheduling; on PGlite the two transactions run one after the other.)
    const { familyId } = first.session;
    expect(results.map((r) => r?.session.familyId ?? null)).toEqual([familyId, familyId]);
    expect((await row(first.session.id)).rotatedAt?.getTime()).toBe(now.getTime());
    expect(await db().select().from(sessions).where(eq(sessions.familyId, familyId))).toHaveLength(3);
    const late = at(10 * MINUTE + REFRESH_REUSE_GRACE_MS);
    for (const r of results)
      expect(await authenticate(db(), r!.sessionToken, late)).toMatchObject({ sessionId: r!.session.id });
  });

  // The interleaving the test above reaches only by luck, made certain: both refreshes queue on the
  // row lock; the first rotates and commits while the second waits, and the second's re-check
  // (EvalPlanQual under READ COMMITTED) must still find the now-rotated row and fork from it. A
  // condition on a column the rotation changes (say `rotated_at IS NULL`) in the locking SELECT
  // would make the waiter find nothing here. PostgreSQL only: PGlite has a single connection.
  // PostgreSQL only: PGlite has a single connection, so two transactions can never wait on each other.
  if (kind === 'postgres')
    it('a refresh that waited on the row lock of a concurrent rotation still forks within the grace window', async () => {
      const first = await createSession(db(), await insertUser(db()), null, T0);
      const { familyId } = first.session;
      const now = at(10 * MINUTE);
      let both!: Promise<(IssuedSession | null)[]>;
      // Pool of 4: this transaction, the two refreshes and the lockWaiters poll.
      await db().transaction(async (tx) => {
        await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, first.session.id)).for('update');
        both = Promise.all([refresh(db(), first.refreshToken, now), refresh(db(), first.refreshToken, now)]);
        both.catch(() => undefined); // awaited below, once the lock is released
        await lockWaiters(db(), 2);
      });
      const results = await both;
      expect(results.map((r) => r?.session.familyId ?? null)).toEqual([familyId, familyId]);
      expect(results[0]!.session.id).not.toBe(results[1]!.session.id);
      expect((await row(first.session.id)).rotatedAt?.getTime()).toBe(now.getTime());
      const late = at(10 * MINUTE + REFRESH_REUSE_GRACE_MS);
      for (const r of results)
        expect(await authenticate(db(), r!.sessionToken, late)).toMatchObject({ sessionId: r!.session.id });
      // Past the window the same token is theft again: the whole family, both forks included, goes.
      const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
      try {
        expect(await refresh(db(), first.refreshToken, at(10 * MINUTE + REFRESH_REUSE_GRACE_MS + SECOND))).toBeNull();
      } finally {
        warn.mockRestore();
      }
      const family = await db().select().from(sessions).where(eq(sessions.familyId, familyId));
      expect(family).toHaveLength(3);
      expect(family.every((s) => s.revokedAt !== null)).toBe(true);
    });

  it('refuses unknown, junk and expired refresh tokens', async () => {
    const { refreshToken, sessionToken } = await createSession(db(), await insertUser(db()), null, T0);
    expect(await refresh(db(), sessionToken, at(MINUTE))).toBeNull();
    expect(await refresh(db(), 'junk', at(MINUTE))).toBeNull();
    expect(await refresh(db(), undefined, at(MINUTE))).toBeNull();
    expect(await refresh(db(), refreshToken, at(30 * DAY + SECOND))).toBeNull();
  });

  it('revokeSession signs one device out (its family) and leaves the others', async () => {
    const userId = await insertUser(db());
    const phone = await createSession(db(), userId, 'phone', T0);
    const laptop = await createSession(db(), userId, 'laptop', T0);
    const rotated = await refresh(db(), phone.refreshToken, at(MINUTE));
    expect(await revokeSession(db(), rotated!.session.id, at(MINUTE + SECOND))).toBe(true);
    expect(await authenticate(db(), rotated!.sessionToken, at(2 * MINUTE))).toBeNull();
    expect(await refresh(db(), rotated!.refreshToken, at(2 * MINUTE))).toBeNull();
    // The predecessor can't fork a new session inside the grace window either.
    expect(await refresh(db(), phone.refreshToken, at(MINUTE + 2 * SECOND))).toBeNull();
    expect(await authenticate(db(), laptop.sessionToken, at(2 * MINUTE))).not.toBeNull();
    expect(await revokeSession(db(), rotated!.session.id)).toBe(false);
    expect(await revokeSession(db(), 999_999)).toBe(false);
  });

  it('revokeAllForUser signs every device out', async () => {
    const userId = await insertUser(db());
    const a = await createSession(db(), userId, null, T0);
    const b = await createSession(db(), userId, null, T0);
    expect(await revokeAllForUser(db(), userId, at(SECOND))).toBe(2);
    for (const s of [a, b]) {
      expect(await authenticate(db(), s.sessionToken, at(2 * SECOND))).toBeNull();
      expect(await refresh(db(), s.refreshToken, at(2 * SECOND))).toBeNull();
    }
  });

  it('a deleted user has no session', async () => {
    const userId = await insertUser(db());
    const s = await createSession(db(), userId, null, T0);
    await db()
      .update(users)
      .set({ deletedAt: at(SECOND) })
      .where(eq(users.id, userId));
    expect(await authenticate(db(), s.sessionToken, at(2 * SECOND))).toBeNull();
    expect(await refresh(db(), s.refreshToken, at(2 * SECOND))).toBeNull();
  });

  it('deleteExpiredSessions removes only rows whose refresh token has expired', async () => {
    const userId = await insertUser(db());
    const old = await createSession(db(), userId, null, new Date(T0.getTime() - 40 * DAY));
    const fresh = await createSession(db(), userId, null, T0);
    expect(await deleteExpiredSessions(db(), at(MINUTE))).toBeGreaterThanOrEqual(1);
    expect(await row(old.session.id)).toBeUndefined();
    expect(await row(fresh.session.id)).toBeDefined();
  });
});
