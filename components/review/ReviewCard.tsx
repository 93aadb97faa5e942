import type { Review } from '@/api/item/reviews';
import { formatDate } from '@/lib/dates';
import { HelpfulButton } from './HelpfulButton';
import { ReportReviewButton } from './ReportReviewButton';
import actions from './HelpfulButton.module.css';
import { ReviewPhotos } from './ReviewPhotos';
import { ReviewReply, VerifiedMark } from './ReviewExtras';
import styles from './ReviewCard.module.css';

const DEAL_LABEL = { RENTAL: '렌탈', SELL: '구매' } as const;

/**
 * One review: stars, who and when, the verified mark and where it was bought or rented, the text,
 * its photos, the helpful toggle, 신고 (not on one's own) and the business's reply under it (model page and business screens).
 */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className={styles.card} aria-label={`${review.nickname}님의 리뷰`}>
      <header className={styles.head}>
        <p className={styles.stars}>
          <span className="visually-hidden">별점 {review.rating}점</span>
          <span aria-hidden>{'★'.repeat(review.rating)}</span>
          <span className={styles.starsOff} aria-hidden>
            {'★'.repeat(5 - review.rating)}
          </span>
        </p>
        <p className={styles.meta}>
          <span>{review.nickname}</span>
          <time dateTime={review.createdDatetime}>{formatDate(review.createdDatetime)}</time>
        </p>
      </header>
      <p className={styles.where}>
        <VerifiedMark isVerified={review.isVerified} dealType={review.dealType} />
        <span>
          {DEAL_LABEL[review.dealType]} · {review.businessName}
        </span>
      </p>
      <p className={styles.content}>{review.content}</p>
      <ReviewPhotos photos={review.photos} author={review.nickname} />
      <div className={actions.actions}>
        <HelpfulButton review={review} />
        {review.isMine ? null : <ReportReviewButton reviewId={review.id} author={review.nickname} />}
      </div>
      <ReviewReply reply={review.reply} />
    </article>
  );
}
