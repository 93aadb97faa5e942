import { useRouter } from 'next/router';
import { rentalRangeRefusal } from './useRentalRangeQuery';
import styles from './RentalRangePicker.module.css';

/**
 * Beside a list's date picker: when the URL carried dates the range rule refuses (an old shared
 * link whose days have passed), the list shows every date and says so instead of dropping them silently.
 */
export function RangeRefusalNote() {
  const { query } = useRouter();
  const refusal = rentalRangeRefusal(query);
  if (!refusal) return null;
  return (
    <p className={styles.refusal} role="status">
      링크의 날짜로는 찾을 수 없어 날짜 없이 보여드려요. {refusal}
    </p>
  );
}
