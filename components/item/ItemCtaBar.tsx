import { formatWon } from '@/lib/money';
import styles from './ItemCtaBar.module.css';

type Props = {
  summary: string;
  total: number | null;
  /** 장기 대여 할인 included in the total (0 = none). */
  longRentalDiscount: number;
  label: string;
  disabled: boolean;
  busy: boolean;
  message: string | null;
  onPress: () => void;
};

/** The sticky bottom bar of the item page: what is chosen, the total, and the call to action. */
export function ItemCtaBar({ summary, total, longRentalDiscount, label, disabled, busy, message, onPress }: Props) {
  return (
    <div className={styles.bar}>
      {message ? (
        <p className={styles.message} role="alert">
          {message}
        </p>
      ) : null}
      <div className={styles.row}>
        <div className={styles.info} aria-live="polite">
          <p className={styles.summary}>{summary}</p>
          <p className={styles.total}>
            {total === null ? (
              <span className={styles.hint}>옵션을 고르면 금액이 보여요</span>
            ) : (
              <>
                총 <strong data-testid="item-total">{formatWon(total)}</strong>
              </>
            )}
          </p>
          {total !== null && longRentalDiscount > 0 ? (
            <p className={styles.discount} data-testid="item-long-rental-discount">
              장기 대여 할인 -{formatWon(longRentalDiscount)}
            </p>
          ) : null}
        </div>
        <button type="button" className={styles.cta} onClick={onPress} disabled={disabled || busy} aria-busy={busy}>
          {busy ? <span className={styles.spinner} aria-hidden /> : null}
          {label}
        </button>
      </div>
    </div>
  );
}
