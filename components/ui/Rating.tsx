import styles from './Rating.module.css';
import { groupDigits } from '@/lib/digits';

/** `★ 4.8 (132)`; nothing when there is no review yet, so a card never shows an empty rating. */
export function Rating({ avg, count }: { avg: number | null; count: number }) {
  if (!count || avg === null) return null;
  return (
    <p className={styles.rating}>
      <span className="visually-hidden">
        별점 {avg.toFixed(1)}점, 리뷰 {groupDigits(count)}개
      </span>
      <span className={styles.star} aria-hidden>
        ★
      </span>
      <span aria-hidden>{avg.toFixed(1)}</span>
      <span className={styles.count} aria-hidden>
        ({groupDigits(count)})
      </span>
    </p>
  );
}
