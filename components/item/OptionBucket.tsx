import { Icon } from '@/components/ui/Icon';
import type { BucketEntry } from '@/store/itemDetailSlice';
import { maxAmountOf } from '@/store/itemDetailBucket';
import type { ItemOptionAnswer } from '@/api/item/itemDetail';
import styles from './OptionBucket.module.css';

type Props = {
  bucket: readonly BucketEntry[];
  options: readonly ItemOptionAnswer[];
  /** Rentals price each row per day. */
  perDay: boolean;
  onAmount: (optionId: number, amount: number) => void;
  onRemove: (optionId: number) => void;
};

/** Each chosen option as a row: name, − / amount / + stepper (max 99), price and a remove ×. */
export function OptionBucket({ bucket, options, perDay, onAmount, onRemove }: Props) {
  if (bucket.length === 0) return null;
  return (
    <ul className={styles.bucket} aria-label="선택한 옵션">
      {bucket.map((entry) => {
        const option = options.find((o) => o.id === entry.optionId);
        const max = option ? maxAmountOf(option) : entry.amount;
        return (
          <li key={entry.optionId} className={styles.row}>
            <div className={styles.head}>
              <p className={styles.name}>
                <span className={styles.kind}>{entry.optionType === 1 ? '필수' : '추가'}</span>
                {entry.name}
              </p>
              <button
                type="button"
                className={styles.remove}
                onClick={() => onRemove(entry.optionId)}
                aria-label={`${entry.name} 빼기`}
              >
                <Icon name="x" size={18} />
              </button>
            </div>
            <div className={styles.foot}>
              <div className={styles.stepper} role="group" aria-label={`${entry.name} 수량`}>
                <button
                  type="button"
                  className={styles.step}
                  onClick={() => onAmount(entry.optionId, entry.amount - 1)}
                  disabled={entry.amount <= 1}
                  aria-label={`${entry.name} 수량 줄이기`}
                >
                  <Icon name="minus" size={16} />
                </button>
                <output className={styles.amount} aria-live="polite" aria-label={`${entry.name} 수량`}>
                  {entry.amount}
                </output>
                <button
                  type="button"
                  className={styles.step}
                  onClick={() => onAmount(entry.optionId, entry.amount + 1)}
                  disabled={entry.amount >= max}
                  aria-label={`${entry.name} 수량 늘리기`}
                >
                  <Icon name="plus" size={16} />
                </button>
              </div>
              <p className={styles.price}>
                {entry.originPriceText !== entry.discountedPriceText ? (
                  <del className={styles.origin}>{entry.originPriceText}</del>
                ) : null}
                <strong>{perDay ? `1일 ${entry.discountedPriceText}` : entry.discountedPriceText}</strong>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
