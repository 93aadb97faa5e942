import crypto from 'node:crypto';
import type { Db } from '@/server/db/client';
import { identityVerifications, provisions, users } from '@/server/db/schema';
import { hashPassword } from '@/server/auth/passwords';
import { createRestRouter, type RestRouter } from '@/server/http/rest/restRouter';
import { authRoutes } from '@/server/http/auth/authRoutes';
import { AUTH_PREFIX } from '@/server/http/auth/authRouter';
import { parseCookieHeader } from '@/server/auth/cookies';
import type { FloorClock } from '@/server/security/timingFloor';

export const TEST_SECRET = 'integration-test-secret-0123456789abcdef';
export const TEST_ORIGIN = 'http://localhost';

/** The /app/v4/auth router on a test database, with a fixed secret, an optional clock and an optional timing floor clock. */
export function authRouterFor(
  db: Db,
  { now, floorClock }: { now?: () => Date; floorClock?: FloorClock } = {}
): RestRouter {
  return createRestRouter({
    prefix: AUTH_PREFIX,
    routes: authRoutes,
    getDb: async () => db,
    identity: () => ({ secret: TEST_SECRET, secure: false, ...(now ? { now: now() } : {}) }),
    siteUrl: () => TEST_ORIGIN,
    floorClock,
  });
}

/** A browser's cookies across calls: Set-Cookie in, Cookie out (Max-Age=0 deletes). */
export class CookieJar {
  readonly values = new Map<string, string>();

  take(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const expired = attrs.some((a) => a.trim().toLowerCase() === 'max-age=0');
      if (expired) this.values.delete(name);
      else this.values.set(name, decodeURIComponent(pair.slice(eq + 1)));
    }
  }

  header(): string {
    return [...this.values].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  }

  has(name: string): boolean {
    return this.values.has(name);
  }
}

export type RestReply<T = Record<string, unknown>> = {
  status: number;
  body: T & { code?: string; message?: string; details?: Record<string, string> };
  headers: Headers;
  setCookies: string[];
};

type CallOptions = { jar?: CookieJar; ip?: string; headers?: Record<string, string> };

/** One call as the browser makes it: same-origin, JSON, cookies from the jar (which takes the answer's). */
export async function callAuth<T = Record<string, unknown>>(
  router: RestRouter,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  { jar, ip = '203.0.113.7', headers = {} }: CallOptions = {}
): Promise<RestReply<T>> {
  const request = new Request(`${TEST_ORIGIN}${AUTH_PREFIX}${path}`, {
    method,
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/json', origin: TEST_ORIGIN } : {}),
      ...(jar && jar.values.size > 0 ? { cookie: jar.header() } : {}),
      ...headers,
    },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const response = await router.fetch(request, { socketAddress: ip });
  const setCookies = response.headers.getSetCookie();
  jar?.take(setCookies);
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as RestReply<T>['body'],
    headers: response.headers,
    setCookies,
  };
}

export function cookiesOf(setCookies: readonly string[]): Record<string, string> {
  return parseCookieHeader(setCookies.map((c) => c.split(';')[0]).join('; '));
}

/** A verified identity check (as the sandbox leaves it), for flows that start after it. */
export async function insertVerifiedIdentity(
  db: Db,
  {
    purpose = 'SIGNUP',
    bindingHash = 'test-binding',
    person = crypto.randomUUID(),
    name = '김라이더',
    phone = '01012345678',
  }: { purpose?: 'SIGNUP' | 'FIND_ID'; bindingHash?: string; person?: string; name?: string; phone?: string } = {}
): Promise<string> {
  const id = `iv_${crypto.randomBytes(16).toString('base64url')}`;
  const now = new Date();
  await db.insert(identityVerifications).values({
    id,
    purpose,
    provider: 'sandbox',
    bindingHash,
    status: 'VERIFIED',
    name,
    phone,
    birthDate: '1990-05-05',
    personHash: crypto.createHash('sha256').update(person).digest('hex'),
    expiresAt: new Date(now.getTime() + 15 * 60_000),
    verifiedAt: now,
  });
  return id;
}

/** A ready email member (for flows after sign-up): answers the user id. */
export async function insertEmailMember(
  db: Db,
  {
    email = `rider${crypto.randomBytes(3).toString('hex')}@example.com`,
    password = 'ride-2026!',
    nickname,
  }: { email?: string; password?: string; nickname?: string } = {}
): Promise<{ userId: number; email: string; password: string }> {
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      nickname: nickname ?? `회원${crypto.randomBytes(3).toString('hex')}`,
      name: '김라이더',
      phone: '01012345678',
      registKeyType: 'EMAIL',
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
      personHash: crypto.randomBytes(32).toString('hex'),
      nickType: 'CUSTOM',
    })
    .returning({ id: users.id });
  return { userId: row.id, email, password };
}

/** Terms in force (the sign-up records their versions): service 1.1, privacy 2.0, marketing 1.1. */
export async function insertCurrentTerms(db: Db): Promise<void> {
  const since = new Date('2026-01-01T00:00:00+09:00');
  await db
    .insert(provisions)
    .values([
      {
        category: 'SERVICE',
        title: '서비스 이용약관',
        version: '1.1',
        isRequired: true,
        htmlProvision: '<p>약관</p>',
        effectiveAt: since,
      },
      {
        category: 'PRIVACY',
        title: '개인정보 수집 및 이용 동의',
        version: '2.0',
        isRequired: true,
        htmlProvision: '<p>개인정보</p>',
        effectiveAt: since,
      },
      {
        category: 'MARKETING',
        title: '마케팅 정보 수신 동의',
        version: '1.1',
        isRequired: false,
        htmlProvision: '<p>마케팅</p>',
        effectiveAt: since,
      },
    ])
    .onConflictDoNothing();
}

/**
 * Signs `member` in through the server's own auth router and secret, as a browser would (for page
 * renders that read the process's identity): answers the Cookie header the browser then sends.
 */
export async function signedInCookie(db: Db, member: { email: string; password: string }): Promise<string> {
  const jar = new CookieJar();
  const auth = createRestRouter({
    prefix: AUTH_PREFIX,
    routes: authRoutes,
    getDb: async () => db,
    siteUrl: () => TEST_ORIGIN,
  });
  const reply = await callAuth(auth, 'POST', '/login', { email: member.email, password: member.password }, { jar });
  if (reply.status !== 200) throw new Error(`로그인 실패 (HTTP ${reply.status})`);
  return jar.header();
}
