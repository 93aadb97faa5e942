import { FEW_UNITS_LEFT } from '@/lib/rentalRange/rentalRange';
import { formatWon } from '@/lib/money';
import styles from './RangeTotal.module.css';

type Props = {
  /** Won for the whole range, one unit, the multi-day discount taken off, insurance apart. */
  total: number;
  days: number;
  unitsLeft: number;
  /** The per-day price, said under the total where the card does not show it already. */
  perDay?: number;
};

/** `4일 총 108,000원` with 보험 별도 and, when few are left, 남은 수량 N대 (issue 31 §1). */
export function RangeTotal({ total, days, unitsLeft, perDay }: Props) {
  return (
    <span className={styles.total} data-testid="range-total">
      <span className={styles.line}>
        <span className={styles.days}>{days}일 총</span> <strong>{formatWon(total)}</strong>
      </span>
      <span className={styles.note}>{perDay === undefined ? '보험 별도' : `1일 ${formatWon(perDay)} · 보험 별도`}</span>
      {unitsLeft <= FEW_UNITS_LEFT ? <span className={styles.units}>남은 수량 {unitsLeft}대</span> : null}
    </span>
  );
}
