import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { MyReview } from '@/api/item/reviewWrite';
import { ReviewPhotos } from './ReviewPhotos';
import { EmptyState } from '@/components/member/EmptyState';
import { formatDate } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectWrittenReviews } from '@/store/notReviewsSlice';
import { loadMoreMyReviews } from '@/store/notReviewsThunks';
import { ReviewReply, VerifiedMark } from './ReviewExtras';
import styles from './NotReviewsScreen.module.css';

function WrittenRow({ review }: { review: MyReview }) {
  return (
    <li className={styles.written}>
      <div className={styles.writtenHead}>
        {/* eslint-disable-next-line @next/next/no-img-element -- our own image route serves it sized */}
        <img className={styles.thumbSmall} src={review.img} alt="" width={48} height={48} loading="lazy" />
        <div className={styles.body}>
          <p className={styles.business}>{review.businessName}</p>
          <p className={styles.name}>{review.itemName}</p>
        </div>
        {review.isEditable && review.orderId !== null ? (
          <Link
            href={`/user/write_review/${review.orderId}`}
            className={styles.edit}
            aria-label={`${review.itemName} 리뷰 수정`}
          >
            수정
          </Link>
        ) : null}
      </div>
      <p className={styles.meta}>
        <span className={styles.stars}>
          <span className="visually-hidden">별점 {review.rating}점</span>
          <span aria-hidden>{'★'.repeat(review.rating)}</span>
          <span aria-hidden className={styles.off}>
            {'★'.repeat(5 - review.rating)}
          </span>
        </span>
        <time dateTime={review.createdDatetime}>{formatDate(review.createdDatetime)}</time>
        <VerifiedMark isVerified={review.isVerified} dealType={review.dealType} />
      </p>
      <p className={styles.text}>{review.content}</p>
      <ReviewPhotos photos={review.photos} author="나" />
      <ReviewReply reply={review.reply} />
    </li>
  );
}

/** 작성한 리뷰: the member's reviews newest first, 수정 while the 30 days last, with the business's replies. */
export function WrittenReviewList() {
  const dispatch = useAppDispatch();
  const { reviews, searchAfter, more } = useAppSelector(selectWrittenReviews);
  if (reviews.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="message-square-text" size={24} />}
        title="아직 쓴 리뷰가 없어요"
        text="이용한 상품의 리뷰를 남기면 다른 분들께 큰 도움이 돼요."
        action={{ href: '/user/reservations', label: '주문 내역 보기' }}
      />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="작성한 리뷰">
        {reviews.map((review) => (
          <WrittenRow key={review.id} review={review} />
        ))}
      </ul>
      {more.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {more.error?.message ?? '더 불러오지 못했어요.'}
        </p>
      ) : null}
      {searchAfter ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => void dispatch(loadMoreMyReviews())}
          disabled={more.status === 'loading'}
          aria-busy={more.status === 'loading' || undefined}
        >
          {more.status === 'loading' ? '불러오는 중…' : '더 보기'}
        </button>
      ) : null}
    </>
  );
}
