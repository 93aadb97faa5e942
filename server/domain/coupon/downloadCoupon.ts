import { sql } from 'drizzle-orm';
import { DomainError } from '@/lib/errors';
import { formatDate } from '@/lib/dates';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { userCoupons } from '../../db/schema';
import { copyExpiry, designColumns, memberCouponOf, type DesignRow, type MemberCoupon } from './couponBook';

export const DOWNLOAD_MESSAGES = {
  unknown: '찾을 수 없는 쿠폰이에요.',
  already: '이미 받은 쿠폰이에요',
  ended: '받을 수 있는 기간이 끝난 쿠폰이에요.',
  notStarted: (startsAt: Date) => `아직 받을 수 없는 쿠폰이에요. ${formatDate(startsAt)}부터 받을 수 있어요.`,
} as const;

/**
 * us_downloadCoupon: the member takes a copy of a running design. Once per member, ever (a used or
 * expired copy still counts): the unique (user, coupon) index decides, so two taps at once give one
 * copy and one CONFLICT. The copy expires at the earlier of the design's end and 60 days from now.
 */
export async function downloadCoupon(
  db: Db,
  userId: number,
  couponId: number,
  now: Date = new Date()
): Promise<MemberCoupon> {
  const [design] = await queryRows<DesignRow>(db, sql`SELECT ${designColumns} FROM coupons c WHERE c.id = ${couponId}`);
  if (!design) throw new DomainError('NOT_FOUND', DOWNLOAD_MESSAGES.unknown);
  const startsAt = new Date(design.startsAt);
  const endsAt = new Date(design.endsAt);
  if (startsAt > now) {
    const message = DOWNLOAD_MESSAGES.notStarted(startsAt);
    throw new DomainError('INVALID_INPUT', message, { couponId: message });
  }
  if (endsAt <= now)
    throw new DomainError('INVALID_INPUT', DOWNLOAD_MESSAGES.ended, { couponId: DOWNLOAD_MESSAGES.ended });
  const expiresAt = copyExpiry(endsAt, now);
  // DO NOTHING rather than catching the violation: the answer is the same, and nothing aborts.
  const [copy] = await db
    .insert(userCoupons)
    .values({ userId, couponId, issuedAt: now, expiresAt })
    .onConflictDoNothing({ target: [userCoupons.userId, userCoupons.couponId] })
    .returning({ id: userCoupons.id });
  if (!copy) throw new DomainError('CONFLICT', DOWNLOAD_MESSAGES.already);
  return memberCouponOf({ ...design, copyId: copy.id, issuedAt: now, expiresAt, usedAt: null }, now);
}
