import type { MemberCoupon } from '@/api/order/couponBook';
import { couponChipText } from './couponText';
import styles from './CouponBookScreen.module.css';

/** D-day (urgent in the last three days), 사용 완료 or 기간 만료: text, never colour alone. */
export function CouponStatusChip({ coupon }: { coupon: Pick<MemberCoupon, 'status' | 'daysLeft'> }) {
  const urgent = coupon.status === 'AVAILABLE' && (coupon.daysLeft ?? 0) <= 3;
  const tone = coupon.status !== 'AVAILABLE' ? styles.chipDone : urgent ? styles.chipUrgent : styles.chip;
  return <span className={tone}>{couponChipText(coupon)}</span>;
}
