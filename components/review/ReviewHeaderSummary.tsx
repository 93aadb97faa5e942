import type { ReviewHeader } from '@/api/item/reviews';
import styles from './ReviewHeaderSummary.module.css';
import { groupDigits } from '@/lib/digits';

/** Average, count and one bar per star rating from 5 down to 1. */
export function ReviewHeaderSummary({ header }: { header: ReviewHeader }) {
  if (header.reviewCount === 0 || header.avgRating === null) {
    return <p className={styles.empty}>아직 리뷰가 없어요. 이 모델을 이용해 보셨다면 첫 리뷰를 남겨 주세요.</p>;
  }
  return (
    <div className={styles.summary}>
      <div className={styles.score}>
        <p className={styles.average}>
          <span className={styles.star} aria-hidden>
            ★
          </span>
          <strong>{header.avgRating.toFixed(1)}</strong>
          <span className="visually-hidden">점 (5점 만점)</span>
        </p>
        <p className={styles.count}>리뷰 {groupDigits(header.reviewCount)}개</p>
      </div>
      <ul className={styles.bars} aria-label="별점 분포">
        {header.ratingRatioList.map((row) => (
          <li key={row.rating} className={styles.row}>
            <span className={styles.label}>{row.rating}점</span>
            <span className={styles.track} aria-hidden>
              <span className={styles.fill} style={{ width: `${row.ratio}%` }} />
            </span>
            <span className={styles.ratio}>
              {row.ratio}%<span className="visually-hidden"> ({row.count}개)</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
