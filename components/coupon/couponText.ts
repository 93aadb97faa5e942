import { formatDate } from '@/lib/dates';
import type { MemberCoupon } from '@/api/order/couponBook';

/** The chip of a held coupon: D-day while usable ("D-DAY" on the last day), else why it can't be used. */
export function couponChipText(coupon: Pick<MemberCoupon, 'status' | 'daysLeft'>): string {
  if (coupon.status === 'USED') return '사용 완료';
  if (coupon.status === 'EXPIRED') return '기간 만료';
  return coupon.daysLeft === null || coupon.daysLeft <= 0 ? 'D-DAY' : `D-${coupon.daysLeft}`;
}

/**
 * "2026.05.01까지": the last day a copy works. A copy ending at 00:00 works until the day before,
 * as the server counts its D-day (server/domain/coupon/couponText.ts).
 */
export function untilText(expiresAt: string): string {
  return `${formatDate(new Date(Date.parse(expiresAt) - 1))}까지`;
}
