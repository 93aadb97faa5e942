import type { BusinessReview } from '@/api/item/businessReviews';
import { ReviewCard } from '../review/ReviewCard';
import styles from './BusinessReviewList.module.css';
import { groupDigits } from '@/lib/digits';

type Props = {
  reviews: BusinessReview[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  /** Says how far the list has come in the more button: `(10/1,234)`. */
  totalCount: number;
};

/** Business reviews (the shared review card, photos under the text) and a "리뷰 더 보기" button. */
export function BusinessReviewList({ reviews, hasMore, loading, failed, onMore, totalCount }: Props) {
  return (
    <div>
      <ul className={styles.list} data-testid="business-review-list">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {failed ? (
        <p className={styles.error} role="alert">
          리뷰를 더 불러오지 못했어요. 다시 시도해 주세요.
        </p>
      ) : null}
      {hasMore ? (
        <button type="button" className={styles.more} onClick={onMore} disabled={loading} aria-busy={loading}>
          {loading ? '불러오는 중…' : `리뷰 더 보기 (${groupDigits(reviews.length)}/${groupDigits(totalCount)})`}
        </button>
      ) : reviews.length > 0 ? (
        <p className={styles.end}>리뷰를 모두 봤어요.</p>
      ) : null}
    </div>
  );
}
