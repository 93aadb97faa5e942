import { formatWon } from '@/lib/money';
import styles from './PriceBlock.module.css';

type Props = {
  price: number;
  originPrice: number;
  discountRate: number;
  /** Rental prices carry their unit (docs/design.md §4 Price block): `1일 15,000원`. */
  unit?: string;
  /** Prefix for a lowest price across businesses: `최저`. */
  prefix?: string;
  size?: 'm' | 'l';
};

/** Discount rate in red and bold, then the price, then the original price struck through. */
export function PriceBlock({ price, originPrice, discountRate, unit, prefix, size = 'm' }: Props) {
  const discounted = discountRate > 0 && originPrice > price;
  return (
    <div className={size === 'l' ? styles.large : styles.block}>
      <p className={styles.line}>
        {discounted ? <span className={styles.rate}>{discountRate}%</span> : null}
        {unit ? <span className={styles.unit}>{unit}</span> : null}
        {prefix ? <span className={styles.unit}>{prefix}</span> : null}
        <strong className={styles.price}>{formatWon(price)}</strong>
      </p>
      {discounted ? (
        <p className={styles.origin}>
          <span className="visually-hidden">정가 </span>
          <del>{formatWon(originPrice)}</del>
        </p>
      ) : null}
    </div>
  );
}
