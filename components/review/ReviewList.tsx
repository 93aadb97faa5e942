import type { Review } from '@/api/item/reviews';
import type { AsyncStatus } from '@/store/asyncStatus';
import { ReviewCard } from './ReviewCard';
import styles from './ReviewList.module.css';
import { groupDigits } from '@/lib/digits';

type Props = {
  reviews: Review[];
  totalCount: number;
  hasMore: boolean;
  status: AsyncStatus;
  errorMessage: string | null;
  onMore: () => void;
};

/** Reviews newest first, with a "더 보기" button that asks for the next page (search-after cursor). */
export function ReviewList({ reviews, totalCount, hasMore, status, errorMessage, onMore }: Props) {
  if (reviews.length === 0) return null;
  return (
    <div className={styles.wrap}>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {status === 'failed' && errorMessage ? (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className={styles.more}
          onClick={onMore}
          disabled={status === 'loading'}
          aria-busy={status === 'loading'}
        >
          {status === 'loading' ? '불러오는 중…' : `리뷰 더 보기 (${reviews.length}/${groupDigits(totalCount)})`}
        </button>
      ) : (
        <p className={styles.end}>리뷰를 모두 봤어요.</p>
      )}
    </div>
  );
}
