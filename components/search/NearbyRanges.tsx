import { Icon } from '@/components/ui/Icon';
import type { NearbyRange } from '@/api/item/search';
import { rangeLabel, type RentalRange } from '@/lib/rentalRange/rentalRange';
import styles from './SearchEmpty.module.css';
import { groupDigits } from '@/lib/digits';

type Props = {
  range: RentalRange;
  nearby: readonly NearbyRange[];
  onPick(range: RentalRange): void;
};

/**
 * A dated search with nothing free (issue 31 §1): says so for the chosen dates and offers the nearest
 * dates of the same length that do have results (±1…3 days, nearest first), each re-running the search.
 */
export function NearbyRanges({ range, nearby, onPick }: Props) {
  return (
    <div className={styles.box}>
      <Icon name="calendar-x" size={40} className={styles.icon} />
      <p className={styles.title}>{rangeLabel(range)}에 빌릴 수 있는 상품이 없어요.</p>
      <p className={styles.hint}>
        {nearby.length > 0
          ? '날짜를 조금 옮기면 빌릴 수 있어요.'
          : '앞뒤 3일 안에도 빈 날짜가 없어요. 다른 날짜를 골라 보세요.'}
      </p>
      {nearby.length > 0 ? (
        <div className={styles.suggest}>
          <h2 className={styles.suggestTitle}>가까운 날짜</h2>
          <ul className={styles.chips}>
            {nearby.map((option) => (
              <li key={option.start}>
                <button
                  type="button"
                  className={styles.chip}
                  onClick={() => onPick({ start: option.start, end: option.end })}
                >
                  {rangeLabel(option)} · {groupDigits(option.count)}개
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
