import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerInvites, businesses, users } from '../../db/schema';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { enforceRateLimits, type RateCheck } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { formatInviteCode, generateInviteCode, hashInviteCode, normalizeInviteCode } from './sellerInvitesCode';

/** The member row both writes lock (raw: FOR UPDATE), typed from the schema. */
type LockedMemberRow = Pick<typeof users.$inferSelect, 'businessId'>;

/** An invite lives a week: long enough to pass on by phone, short enough that a lost one dies. */
export const INVITE_LIFETIME_DAYS = 7;

export const SELLER_INVITE_MESSAGES = {
  /** One message for a mistyped, unknown, expired or used code: the answer tells a guesser nothing. */
  invalid: '사용할 수 없는 초대 코드예요. 코드를 확인하거나 새 코드를 받아 주세요.',
  otherBusiness: '이미 다른 매장의 판매자로 등록되어 있어요. 지금 매장에서 먼저 나간 뒤 다시 입력해 주세요.',
  sameBusiness: '이미 이 매장의 판매자예요.',
  notSeller: '판매자로 등록된 매장이 없어요.',
} as const;

export type IssuedInvite = { code: string; businessId: number; businessName: string; expiresAt: Date };

export type JoinedBusiness = { id: number; name: string };

/** A new single-use code for the business; the code is answered once and never stored in the clear. */
export async function issueSellerInvite(db: Db, businessId: number, now: Date = new Date()): Promise<IssuedInvite> {
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw new DomainError('NOT_FOUND', '매장을 찾을 수 없어요.');
  const code = generateInviteCode();
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_DAYS * 86_400_000);
  await db.insert(sellerInvites).values({ businessId, codeHash: hashInviteCode(code), createdAt: now, expiresAt });
  return { code: formatInviteCode(code), businessId: business.id, businessName: business.name, expiresAt };
}

/** Who is trying a code: the member always, and the address when the call came over the network. */
export type RedeemCaller = { userId: number; ip: string | null };

function redeemRateChecks(caller: RedeemCaller): RateCheck[] {
  const checks: RateCheck[] = [{ rule: RATE_RULES.sellerInvitePerAccount, subject: `user:${caller.userId}` }];
  if (caller.ip) checks.push({ rule: RATE_RULES.sellerInvitePerIp, subject: caller.ip });
  return checks;
}

const invalid = () =>
  new DomainError('INVALID_INPUT', SELLER_INVITE_MESSAGES.invalid, { code: SELLER_INVITE_MESSAGES.invalid });

/**
 * Redeems a code: the member becomes a seller of its business. Every attempt counts toward the rate
 * limits, right or wrong. In one transaction the member's row is locked first (a member who already
 * sells elsewhere is told to leave first, before the code is even looked at), then the code is
 * claimed by one conditional UPDATE: it locks the row, and a second redemption that waited on that
 * lock re-reads it as redeemed and claims nothing, so a code links exactly one member.
 */
export async function redeemSellerInvite(
  db: Db,
  caller: RedeemCaller,
  rawCode: string,
  now: Date = new Date()
): Promise<JoinedBusiness> {
  await enforceRateLimits(db, redeemRateChecks(caller));
  const code = normalizeInviteCode(rawCode);
  if (!code) throw invalid();
  return db.transaction(async (tx) => {
    const [member] = await queryRows<LockedMemberRow>(
      tx,
      sql`
      SELECT business_id AS "businessId" FROM users WHERE id = ${caller.userId} FOR UPDATE`
    );
    if (!member) throw new DomainError('UNAUTHENTICATED');
    const current = member.businessId === null ? null : Number(member.businessId);
    if (current !== null) {
      const [invite] = await tx
        .select({ businessId: sellerInvites.businessId })
        .from(sellerInvites)
        .where(eq(sellerInvites.codeHash, hashInviteCode(code)));
      // Only someone already selling for the code's own business may learn that the code is that business's.
      throw new DomainError(
        'CONFLICT',
        invite?.businessId === current ? SELLER_INVITE_MESSAGES.sameBusiness : SELLER_INVITE_MESSAGES.otherBusiness
      );
    }
    const [claimed] = await tx
      .update(sellerInvites)
      .set({ redeemedBy: caller.userId, redeemedAt: now })
      .where(
        and(
          eq(sellerInvites.codeHash, hashInviteCode(code)),
          isNull(sellerInvites.redeemedBy),
          gt(sellerInvites.expiresAt, now)
        )
      )
      .returning({ businessId: sellerInvites.businessId });
    if (!claimed) throw invalid();
    await tx.update(users).set({ businessId: claimed.businessId }).where(eq(users.id, caller.userId));
    const [business] = await tx
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, claimed.businessId));
    return { id: business.id, name: business.name };
  });
}

/**
 * The seller unlinks themselves from their business (the business's other sellers stay). Answers the
 * business left; a member who sells for no business gets FORBIDDEN, as every seller operation does.
 */
export async function leaveBusiness(db: Db, userId: number): Promise<JoinedBusiness> {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<LockedMemberRow>(
      tx,
      sql`
      SELECT business_id AS "businessId" FROM users WHERE id = ${userId} FOR UPDATE`
    );
    if (!before || before.businessId === null) throw new DomainError('FORBIDDEN', SELLER_INVITE_MESSAGES.notSeller);
    await tx
      .update(users)
      .set({ businessId: null })
      .where(and(eq(users.id, userId), isNotNull(users.businessId)));
    const [business] = await tx
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, Number(before.businessId)));
    return { id: Number(before.businessId), name: business?.name ?? '' };
  });
}
