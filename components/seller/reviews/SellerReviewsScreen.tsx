import Link from '@/components/ui/AppLink';
import type { SellerReview } from '@/api/item/sellerReviews';
import { ReviewPhotos } from '@/components/review/ReviewPhotos';
import { ReviewReply, VerifiedMark } from '@/components/review/ReviewExtras';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { Toast, useToast } from '@/components/ui/Toast';
import { formatDate } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessName } from '@/store/userSlice';
import {
  selectReviewReply,
  selectSellerReviews,
  selectSellerReviewsLoad,
  selectSellerReviewsMeta,
} from '@/store/sellerReviewsSlice';
import { loadMoreSellerReviews, loadSellerReviewsPage, sendReviewReply } from '@/store/sellerReviewsThunks';
import { ReplyBox } from './ReplyBox';
import styles from './SellerReviews.module.css';
import { groupDigits } from '@/lib/digits';

const FILTERS = [
  { key: 'UNANSWERED', href: '/seller/reviews', label: '답글 없음' },
  { key: 'ALL', href: '/seller/reviews?filter=all', label: '전체' },
] as const;

function ReviewItem({
  review,
  onReply,
}: {
  review: SellerReview;
  onReply: (reviewId: number, content: string) => Promise<boolean>;
}) {
  const reply = useAppSelector(selectReviewReply);
  const mine = reply.reviewId === review.id;
  return (
    <li className={styles.card}>
      <p className={styles.head}>
        <span className={styles.stars}>
          <span className="visually-hidden">별점 {review.rating}점</span>
          <span aria-hidden>{'★'.repeat(review.rating)}</span>
          <span aria-hidden className={styles.off}>
            {'★'.repeat(5 - review.rating)}
          </span>
        </span>
        <span className={styles.meta}>
          {review.nickname} · <time dateTime={review.createdDatetime}>{formatDate(review.createdDatetime)}</time>
        </span>
      </p>
      <p className={styles.item}>
        <VerifiedMark isVerified={review.isVerified} dealType={review.dealType} /> {review.itemName}
      </p>
      <p className={styles.content}>{review.content}</p>
      <ReviewPhotos photos={review.photos} author={review.nickname} />
      <ReviewReply reply={review.reply} />
      <ReplyBox
        key={review.reply?.repliedDatetime ?? 'none'}
        reviewId={review.id}
        current={review.reply?.content ?? null}
        busy={mine && reply.status === 'loading'}
        serverError={mine && reply.status === 'failed' ? (reply.error?.message ?? null) : null}
        onSend={(content) => onReply(review.id, content)}
      />
    </li>
  );
}

/**
 * /seller/reviews (issue 17 §3): the business's reviews newest first, those still waiting for a reply
 * by default, each with its reply box. The reviewer is alarmed by the first reply.
 */
export function SellerReviewsScreen() {
  const dispatch = useAppDispatch();
  const businessName = useAppSelector(selectBusinessName);
  const reviews = useAppSelector(selectSellerReviews);
  const load = useAppSelector(selectSellerReviewsLoad);
  const { filter, unansweredCount, hasMore, more } = useAppSelector(selectSellerReviewsMeta);
  const toast = useToast();

  const onReply = async (reviewId: number, content: string) => {
    const result = await dispatch(sendReviewReply({ reviewId, content }));
    const ok = sendReviewReply.fulfilled.match(result);
    if (ok) toast.notify('답글을 등록했어요. 고객에게 알림이 가요.');
    return ok;
  };

  let body;
  if (load.status === 'failed') {
    body = (
      <ErrorState
        message={load.error?.message ?? '리뷰를 불러오지 못했어요.'}
        onRetry={() => void dispatch(loadSellerReviewsPage(filter))}
      />
    );
  } else if (reviews.length === 0) {
    body = (
      <p className={styles.empty}>
        {filter === 'UNANSWERED' ? '답글을 기다리는 리뷰가 없어요. 모두 답했어요!' : '아직 받은 리뷰가 없어요.'}
      </p>
    );
  } else {
    body = (
      <ul className={styles.list}>
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} onReply={onReply} />
        ))}
      </ul>
    );
  }
  return (
    <SellerFrame title="리뷰" section="reviews" businessName={businessName}>
      <div className={styles.page}>
        <nav aria-label="리뷰 보기">
          <ul className={styles.filters}>
            {FILTERS.map((f) => (
              <li key={f.key}>
                <Link
                  href={f.href}
                  className={f.key === filter ? styles.chipActive : styles.chip}
                  aria-current={f.key === filter ? 'page' : undefined}
                  scroll={false}
                >
                  {f.key === 'UNANSWERED' ? `${f.label} ${groupDigits(unansweredCount)}` : f.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {body}
        {more.status === 'failed' ? (
          <p className={styles.error} role="alert">
            {more.error?.message ?? '더 불러오지 못했어요.'}
          </p>
        ) : null}
        {hasMore ? (
          <button
            type="button"
            className={styles.more}
            onClick={() => void dispatch(loadMoreSellerReviews())}
            disabled={more.status === 'loading'}
            aria-busy={more.status === 'loading' || undefined}
          >
            {more.status === 'loading' ? '불러오는 중…' : '더 보기'}
          </button>
        ) : null}
      </div>
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} durationMs={3000} />
    </SellerFrame>
  );
}
