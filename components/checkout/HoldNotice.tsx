import { HOLD_EXPIRY_MINUTES } from '@/lib/orders/timing';
import { formatDateTime } from '@/lib/dates';
import styles from './Checkout.module.css';

/**
 * What pressing 결제하기 does to other shoppers, said before it is pressed: the dates (a rental) or
 * the stock (a sale) are held for HOLD_EXPIRY_MINUTES, and go back if the payment is not finished.
 */
export function HoldNotice({ id, dealType }: { id: string; dealType: string }) {
  const held = dealType === 'RENTAL' ? '선택한 날짜' : '상품 재고';
  return (
    <p id={id} className={styles.holdNotice}>
      결제하기를 누르면 {held}를 {HOLD_EXPIRY_MINUTES}분 동안 잡아 둬요. 그 안에 결제를 마치지 않으면 다시 풀려요.
    </p>
  );
}

/** The provider's window (the sandbox's, in demo mode): the time the held dates or stock go back. */
export function HoldDeadline({ holdExpiresAt }: { holdExpiresAt: string | null }) {
  if (!holdExpiresAt) return null;
  return (
    <p className={styles.holdNotice}>
      {formatDateTime(holdExpiresAt)}까지 결제를 마쳐 주세요. 지나면 잡아 둔 날짜나 재고가 풀려요.
    </p>
  );
}
