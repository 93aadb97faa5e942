import type { ItemDetailAnswer } from '@/api/item/itemDetail';
import { formatDate } from '@/lib/dates';
import { ReviewReply, VerifiedMark } from '../review/ReviewExtras';
import { ReviewPhotos } from '../review/ReviewPhotos';
import { ReportReviewButton } from '../review/ReportReviewButton';
import styles from './ItemReviews.module.css';
import { groupDigits } from '@/lib/digits';

/** Review statistics (average, count, share of each star) and the newest reviews of this item. */
export function ItemReviews({
  stats,
  reviews,
  dealType = null,
}: {
  stats: ItemDetailAnswer['reviewStatic'];
  reviews: ItemDetailAnswer['reviews'];
  /** Says 대여 인증 on a rental's reviews, 구매 인증 otherwise. */
  dealType?: 'RENTAL' | 'SELL' | null;
}) {
  return (
    <section className={styles.section} aria-labelledby="item-reviews">
      <h2 id="item-reviews" className={styles.title}>
        리뷰 <span className={styles.count}>{groupDigits(stats.reviewCount)}</span>
      </h2>
      {stats.reviewCount === 0 ? (
        <p className={styles.empty}>아직 리뷰가 없어요. 이용하신 뒤 첫 리뷰를 남겨 주세요.</p>
      ) : (
        <>
          <div className={styles.summary}>
            <p className={styles.average}>
              <span className="visually-hidden">평균 별점 </span>
              <span className={styles.star} aria-hidden>
                ★
              </span>
              {stats.avgRating?.toFixed(1)}
              <span className="visually-hidden">점</span>
            </p>
            <ul className={styles.ratios} aria-label="별점 분포">
              {stats.ratingRatioList.map((r) => (
                <li key={r.rating} className={styles.ratio}>
                  <span className={styles.ratioLabel}>{r.rating}점</span>
                  <span className={styles.bar} aria-hidden>
                    <span className={styles.fill} style={{ width: `${r.ratio}%` }} />
                  </span>
                  <span className={styles.ratioValue}>{Math.round(r.ratio)}%</span>
                </li>
              ))}
            </ul>
          </div>
          <ul className={styles.list}>
            {reviews.map((review) => (
              <li key={review.id} className={styles.review}>
                <p className={styles.head}>
                  <span className={styles.stars}>
                    <span className="visually-hidden">별점 {review.rating}점</span>
                    <span aria-hidden>{'★'.repeat(review.rating)}</span>
                    <span aria-hidden className={styles.off}>
                      {'★'.repeat(5 - review.rating)}
                    </span>
                  </span>
                  <span className={styles.nick}>{review.nickname}</span>
                  <time className={styles.date} dateTime={review.createdDatetime}>
                    {formatDate(review.createdDatetime)}
                  </time>
                </p>
                <VerifiedMark isVerified={review.isVerified} dealType={dealType} />
                <p className={styles.content}>{review.content}</p>
                {review.photos.length > 0 ? (
                  <div className={styles.photos}>
                    <ReviewPhotos photos={review.photos} author={review.nickname} />
                  </div>
                ) : null}
                <div className={styles.reviewActions}>
                  {review.helpfulCount > 0 ? (
                    <p className={styles.helpful}>{review.helpfulCount}명에게 도움이 됐어요</p>
                  ) : (
                    <span />
                  )}
                  <ReportReviewButton reviewId={review.id} author={review.nickname} />
                </div>
                <ReviewReply reply={review.reply} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
