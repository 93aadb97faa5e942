import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { pointTransactions, referralPrograms, signupDrafts, users } from '@/server/db/schema';
import type { RequestIdentity } from '@/server/auth/identity';
import { createServiceYoga, type ServiceYoga } from '@/server/graphql/createServiceYoga';
import { orderSchema } from '@/server/graphql/order/schema';
import { newReferralCode } from '@/server/domain/account/referralCode';
import { gql, type GqlResponse } from '../../support/serviceFetch';

/** The order service as a member (userId) or a visitor (null); the identity resolver is injected. */
export function orderYogaAs(db: Db, userId: number | null): ServiceYoga {
  const identity = async (): Promise<RequestIdentity> => ({
    viewer: userId === null ? null : { userId, businessId: null, sessionId: 1 },
    anonId: null,
    setCookies: [],
    responseHeaders: {},
  });
  return createServiceYoga({
    name: 'order',
    schema: orderSchema,
    getDb: async () => db,
    graphqlEndpoint: '/order/v1/graphql',
    resolveIdentity: identity,
    production: false,
  });
}

export const MY_REFERRAL = `query us_myReferral { myReferral {
  code invitedCount earnedPoint hasRegisteredFriendCode friendCodeDeadline invitationCode
  program { title description inviterPoint inviteePoint joinWindowDays endsAt } } }`;

export const REGISTER = `mutation us_registerFriendCode($code: String!) { registerFriendCode(code: $code) { earnedPoint point inviterNickname } }`;

export type MyReferralAnswer = {
  code: string;
  invitedCount: number;
  earnedPoint: number;
  hasRegisteredFriendCode: boolean;
  friendCodeDeadline: string | null;
  invitationCode: string | null;
  program: {
    title: string;
    description: string;
    inviterPoint: number;
    inviteePoint: number;
    joinWindowDays: number;
    endsAt: string;
  } | null;
};

export type RegisterAnswer = { earnedPoint: number; point: number; inviterNickname: string };

export function askMyReferral(db: Db, userId: number | null): Promise<GqlResponse<{ myReferral: MyReferralAnswer }>> {
  return gql(orderYogaAs(db, userId), { query: MY_REFERRAL, operationName: 'us_myReferral' });
}

export function register(
  db: Db,
  userId: number | null,
  code: string
): Promise<GqlResponse<{ registerFriendCode: RegisterAnswer }>> {
  return gql(orderYogaAs(db, userId), { query: REGISTER, variables: { code }, operationName: 'us_registerFriendCode' });
}

/** The first error's code and message (or nothing when the call succeeded). */
export function failure(reply: GqlResponse): { code?: unknown; message?: string; details?: unknown } {
  const error = reply.body?.errors?.[0];
  return { code: error?.extensions?.code, message: error?.message, details: error?.extensions?.details };
}

const DAY = 86_400_000;

/** A live promotion around today: tests don't depend on the calendar the seed was written for. */
export async function insertLiveProgram(db: Db, now = new Date()): Promise<number> {
  const [row] = await db
    .insert(referralPrograms)
    .values({
      key: `test-${crypto.randomBytes(4).toString('hex')}`,
      title: '친구 초대 이벤트',
      description: '첫째 유의사항\n둘째 유의사항',
      inviterPoint: 3000,
      inviteePoint: 3000,
      joinWindowDays: 7,
      startsAt: new Date(now.getTime() - 30 * DAY),
      endsAt: new Date(now.getTime() + 60 * DAY),
    })
    .returning({ id: referralPrograms.id });
  return row.id;
}

/** A member, by default with their own code (as new accounts get one) and joined just now. */
export async function insertMember(
  db: Db,
  { withCode = true, joinedDaysAgo = 0, point = 0 } = {}
): Promise<{ id: number; code: string | null; nickname: string }> {
  const tag = crypto.randomBytes(4).toString('hex');
  const code = withCode ? newReferralCode() : null;
  const nickname = `회원${tag}`;
  const [row] = await db
    .insert(users)
    .values({
      nickname,
      referralCode: code,
      point,
      createdAt: new Date(Date.now() - joinedDaysAgo * DAY),
    })
    .returning({ id: users.id });
  return { id: row.id, code, nickname };
}

/** The completed draft of an invitation-link sign-up, as createAccount leaves it. */
export async function insertCompletedDraft(
  db: Db,
  userId: number,
  friendCode: string | null,
  completedAt = new Date()
): Promise<void> {
  await db.insert(signupDrafts).values({
    tokenHash: crypto.randomBytes(32).toString('hex'),
    kind: 'EMAIL',
    friendCode,
    expiresAt: new Date(completedAt.getTime() + DAY),
    completedAt,
    completedUserId: userId,
  });
}

/** users.point, the ledger's sum and the newest balanceAfter of one member (they must agree). */
export async function pointState(
  db: Db,
  userId: number
): Promise<{ point: number; ledgerSum: number; lastBalance: number | null; rows: number }> {
  const [member] = await db.select({ point: users.point }).from(users).where(eq(users.id, userId));
  const [ledger] = await db
    .select({
      sum: sql<number>`coalesce(sum(${pointTransactions.amount}), 0)::int`,
      rows: sql<number>`count(*)::int`,
      last: sql<number | null>`(array_agg(${pointTransactions.balanceAfter} ORDER BY ${pointTransactions.id} DESC))[1]`,
    })
    .from(pointTransactions)
    .where(eq(pointTransactions.userId, userId));
  return { point: member.point, ledgerSum: ledger.sum, lastBalance: ledger.last, rows: ledger.rows };
}
