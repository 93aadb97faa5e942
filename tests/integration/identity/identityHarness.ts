import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { identityVerifications, users } from '@/server/db/schema';
import { createRestRouter, type RestRouter } from '@/server/http/rest/restRouter';
import { AUTH_PREFIX } from '@/server/http/auth/authRouter';
import type { RestRoute } from '@/server/http/rest/restTypes';
import { personHashOf } from '@/server/domain/identity/verifications';
import { sandboxPersonKey } from '@/server/domain/identity/sandboxProvider';
import { signupDraftCookie } from '@/server/domain/account/draftCookie';
import { agreeOnDraft, startSocialDraft } from '@/server/domain/account/signupDraft';
import { callAuth, CookieJar, TEST_ORIGIN, TEST_SECRET } from '../account/authHarness';

export const PERSON = { name: '김라이더', birthDate: '19900505', carrier: 'SKT', phone: '01012345678' };

/** A router with only the given routes (a provider other than the environment's), same secret as authRouterFor. */
export function routerWithRoutes(db: Db, routes: RestRoute[], { now }: { now?: () => Date } = {}): RestRouter {
  return createRestRouter({
    prefix: AUTH_PREFIX,
    routes,
    getDb: async () => db,
    siteUrl: () => TEST_ORIGIN,
    identity: () => ({ secret: TEST_SECRET, secure: false, ...(now ? { now: now() } : {}) }),
  });
}

/** The person hash the sandbox gives a name and 8-digit birth date. */
export function sandboxPersonHash(name: string, birthDate8: string): string {
  return personHashOf(
    sandboxPersonKey(name, `${birthDate8.slice(0, 4)}-${birthDate8.slice(4, 6)}-${birthDate8.slice(6)}`),
    TEST_SECRET
  );
}

/** Starts a check in the jar's browser (answers its id). */
export async function startCheck(
  router: RestRouter,
  jar: CookieJar,
  purpose: 'SIGNUP' | 'FIND_ID' = 'SIGNUP',
  ip?: string
): Promise<string> {
  const reply = await callAuth<{ verificationId: string }>(router, 'POST', '/identity/start', { purpose }, { jar, ip });
  if (reply.status !== 200) throw new Error(`start failed: ${JSON.stringify(reply.body)}`);
  return reply.body.verificationId;
}

/** The whole sandbox check as the popup runs it: start, "SMS", code. */
export async function sandboxCheck(
  router: RestRouter,
  jar: CookieJar,
  { purpose = 'SIGNUP', person = PERSON }: { purpose?: 'SIGNUP' | 'FIND_ID'; person?: typeof PERSON } = {}
): Promise<string> {
  const verificationId = await startCheck(router, jar, purpose);
  const sent = await callAuth<{ code: string }>(
    router,
    'POST',
    '/identity/sandbox/send',
    { verificationId, ...person },
    { jar }
  );
  if (sent.status !== 200) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  const confirmed = await callAuth(
    router,
    'POST',
    '/identity/sandbox/confirm',
    { verificationId, code: sent.body.code },
    { jar }
  );
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  return verificationId;
}

export async function verificationRow(db: Db, id: string) {
  const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.id, id));
  return row;
}

/** A Kakao/Naver draft past its terms step, its cookie put in the jar (as the redirect page leaves it). */
export async function agreedSocialDraft(
  db: Db,
  jar: CookieJar,
  {
    kind = 'KAKAO',
    providerUserId,
    email = null,
    nickname = '소셜라이더',
  }: { kind?: 'KAKAO' | 'NAVER'; providerUserId: string; email?: string | null; nickname?: string | null }
) {
  const { token, draft } = await startSocialDraft(db, kind, { providerUserId, email, nickname });
  jar.take([signupDraftCookie(token, { secret: TEST_SECRET, secure: false })]);
  return agreeOnDraft(db, draft, { service: true, privacy: true, marketing: false });
}

/** A member of `personHash` (what an earlier sign-up of that person left). */
export async function insertMemberOf(db: Db, personHash: string, values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({
      nickname: `기존${Math.floor(Math.random() * 1e8)}`,
      registKeyType: 'EMAIL',
      name: '김라이더',
      phone: '01099998888',
      personHash,
      ...values,
    })
    .returning();
  return row;
}

export const yearsAgo = (years: number, now = new Date()) => {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10).replace(/-/g, '');
};
