import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { SellerTodayEntry } from '@/api/order/sellerToday';
import { formatWon } from '@/lib/money';
import { deadlineText, deliveryText, isDeadlineNear, periodText } from './todayText';
import styles from './SellerTodayScreen.module.css';

/** One order on the agenda: what, for whom, when, and (for a request) the time left to answer. */
export function TodayEntryRow({ entry }: { entry: SellerTodayEntry }) {
  const period = periodText(entry.rentalStartDate, entry.rentalEndDate);
  const left = entry.minutesLeft;
  return (
    <Link href={entry.href} className={styles.row}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{entry.itemName}</span>
        <span className={styles.rowMeta}>
          {entry.ordererName} · {period ?? deliveryText(entry.deliveryType)} ·{' '}
          <span className={styles.price}>{formatWon(entry.totalPrice)}</span>
        </span>
      </span>
      <span className={styles.rowSide}>
        {entry.overdue ? <span className={styles.chipDanger}>반납 지연</span> : null}
        {left !== null ? (
          <span className={isDeadlineNear(left) ? styles.chipWarning : styles.chip}>{deadlineText(left)}</span>
        ) : entry.overdue ? null : (
          <span className={styles.chip}>{entry.stateLabel}</span>
        )}
      </span>
      <Icon name="chevron-right" size={18} className={styles.chevron} />
    </Link>
  );
}
