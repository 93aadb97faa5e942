import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { seal } from '@/server/auth/cookieSeal';
import { COOKIE_REFRESH, COOKIE_SESSION } from '@/lib/identityNames';
import { clearSessionCookies, identityCookie } from './cookies';
import type { ResolvedIdentityOptions } from './identityOptions';
import { createSession, isSuspendedAt, revokeSession } from './sessionService';
import { DomainError } from '@/lib/errors';

const SUSPENDED_MESSAGE = '운영 정책에 따라 이용이 정지된 계정이에요. 고객센터로 문의해 주세요.';

/**
 * Starts a signed-in device for `userId`: a new session family, its sealed access and refresh
 * cookies, and the login time on the account. Every way in (password, email link, Kakao, Naver)
 * ends here, so they all get the same cookies.
 */
export async function signIn(
  db: Db,
  userId: number,
  {
    userAgent,
    options,
  }: { userAgent: string | null; options: Pick<ResolvedIdentityOptions, 'secret' | 'secure' | 'now'> }
): Promise<string[]> {
  // A member an operator suspended does not get a session by any way in (docs/product.md §10 Members).
  const [account] = await db
    .select({ suspended: isSuspendedAt(options.now) })
    .from(users)
    .where(eq(users.id, userId));
  if (account?.suspended) throw new DomainError('FORBIDDEN', SUSPENDED_MESSAGE);
  const issued = await createSession(db, userId, userAgent, options.now);
  await db.update(users).set({ lastLoginAt: options.now }).where(eq(users.id, userId));
  return [
    identityCookie(COOKIE_SESSION, seal(issued.sessionToken, options.secret), { secure: options.secure }),
    identityCookie(COOKIE_REFRESH, seal(issued.refreshToken, options.secret), { secure: options.secure }),
  ];
}

/** Logs this device out on the server (its whole session family) and expires its cookies. */
export async function signOut(
  db: Db,
  sessionId: number | null,
  options: Pick<ResolvedIdentityOptions, 'secure' | 'now'>
): Promise<string[]> {
  if (sessionId !== null) await revokeSession(db, sessionId, options.now);
  return clearSessionCookies({ secure: options.secure });
}
