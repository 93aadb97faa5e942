import type { ReactNode } from 'react';
import styles from './CouponCard.module.css';

type Props = {
  amountText: string;
  name: string;
  discountText: string;
  conditionText: string;
  /** The validity line ("2026.05.01까지", "받으면 2026.05.01까지 사용"). */
  validity: string;
  /** A used or expired copy is shown greyed, after the usable ones. */
  muted?: boolean;
  /** The right-hand stub: the D-day or state chip, or the 받기 button. */
  stub: ReactNode;
};

/** One coupon as a ticket: the amount large, then its name, terms and validity; the stub on the right. */
export function CouponCard({ amountText, name, discountText, conditionText, validity, muted = false, stub }: Props) {
  return (
    <article className={muted ? styles.cardMuted : styles.card} aria-label={name}>
      <div className={styles.body}>
        <p className={styles.amount}>{amountText}</p>
        <h3 className={styles.name}>{name}</h3>
        <ul className={styles.terms}>
          <li>{discountText}</li>
          <li>{conditionText}</li>
        </ul>
        <p className={styles.validity}>{validity}</p>
      </div>
      <div className={styles.stub}>{stub}</div>
    </article>
  );
}
