import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import type { ReviewDraft } from '@/api/item/reviewWrite';
import { MemberFrame } from '@/components/member/MemberFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { Toast, useToast } from '@/components/ui/Toast';
import { formatDate } from '@/lib/dates';
import { REVIEW_RULES } from '@/lib/review/reviewRules';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  selectReviewSubmit,
  selectReviewWriteForm,
  selectReviewWriteLoad,
  type ReviewWriteForm,
} from '@/store/reviewWriteSlice';
import { loadReviewWritePage, submitReview } from '@/store/reviewWriteThunks';
import { ReviewForm } from './ReviewForm';
import { orderWhenText } from './reviewText';
import styles from './ReviewWriteScreen.module.css';
import { groupDigits } from '@/lib/digits';

function OrderSummary({ order }: { order: ReviewWriteForm['order'] }) {
  return (
    <section className={styles.order} aria-label="리뷰를 쓸 주문">
      {/* eslint-disable-next-line @next/next/no-img-element -- our own image route serves it sized */}
      <img className={styles.thumb} src={order.img} alt="" width={64} height={64} />
      <div>
        <p className={styles.business}>{order.businessName}</p>
        <p className={styles.name}>{order.itemName}</p>
        <p className={styles.when}>{orderWhenText(order)}</p>
      </div>
    </section>
  );
}

/** A review past its 30 days: shown as written, with why it can no longer change. */
function ReadOnlyReview({ review }: { review: NonNullable<ReviewWriteForm['review']> }) {
  return (
    <section className={styles.readOnly} aria-label="내가 쓴 리뷰">
      <p className={styles.notice} role="note">
        리뷰는 쓴 날부터 {REVIEW_RULES.editableDays}일 동안만 고칠 수 있어요. ({formatDate(review.editableUntil)}
        까지였어요)
      </p>
      <p className={styles.readStars}>
        <span className="visually-hidden">별점 {review.rating}점</span>
        <span aria-hidden>{'★'.repeat(review.rating)}</span>
        <span aria-hidden className={styles.starsOff}>
          {'★'.repeat(5 - review.rating)}
        </span>
      </p>
      <p className={styles.readText}>{review.content}</p>
      {review.photos.length > 0 ? (
        <ul className={styles.photos} aria-label="리뷰 사진">
          {review.photos.map((p, i) => (
            <li key={p.id}>
              {/* eslint-disable-next-line @next/next/no-img-element -- our own image route serves it sized */}
              <img src={p.thumbUrl} alt={`리뷰 사진 ${i + 1}`} width={p.width} height={p.height} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * /user/write_review/{orderId} (issue 17 §3): the order, then the form (a new review, or the one
 * written already for editing within 30 days, read-only after). After 등록 the member hears what was
 * saved (and the photo points) and goes back to the order or to the other orders waiting.
 */
export function ReviewWriteScreen() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const form = useAppSelector(selectReviewWriteForm);
  const load = useAppSelector(selectReviewWriteLoad);
  const submit = useAppSelector(selectReviewSubmit);
  const toast = useToast();
  const orderId = Number(router.query.paymentId);

  const send = async (draft: ReviewDraft) => {
    const editing = Boolean(form?.review);
    const result = await dispatch(submitReview(draft));
    if (!submitReview.fulfilled.match(result)) return;
    const points = result.payload.earnedPoints;
    toast.notify(
      `${editing ? '리뷰를 고쳤어요' : '리뷰를 등록했어요'}${points > 0 ? ` · 사진 리뷰 ${groupDigits(points)}P 적립` : ''}`
    );
    await dispatch(loadReviewWritePage(orderId));
  };

  let body;
  if (load.status === 'failed' || !form) {
    body =
      load.error?.code === 'INVALID_TRANSITION' ? (
        <div className={styles.blocked} role="alert">
          <p>{load.error.message}</p>
          <Link href={`/user/reservations/${orderId}`} className={styles.secondary}>
            주문 상세 보기
          </Link>
        </div>
      ) : (
        <ErrorState
          message={load.error?.message ?? '리뷰 쓰기 화면을 불러오지 못했어요.'}
          onRetry={() => void dispatch(loadReviewWritePage(orderId))}
        />
      );
  } else {
    const done = submit.status === 'succeeded';
    body = (
      <>
        <OrderSummary order={form.order} />
        {form.review && !form.review.isEditable ? (
          <ReadOnlyReview review={form.review} />
        ) : (
          <ReviewForm
            key={form.review?.id ?? 'new'}
            existing={form.review}
            busy={submit.status === 'loading'}
            serverError={submit.status === 'failed' ? (submit.error?.message ?? null) : null}
            onSubmit={(draft) => void send(draft)}
          />
        )}
        {done ? (
          <nav className={styles.next} aria-label="다음으로">
            <Link href={`/user/reservations/${form.order.orderId}`} className={styles.secondary}>
              주문 상세로
            </Link>
            <Link href="/user/not_reviews" className={styles.secondary}>
              다른 리뷰 쓰기
            </Link>
          </nav>
        ) : null}
      </>
    );
  }
  const title = form?.review ? (form.review.isEditable ? '리뷰 수정' : '내 리뷰') : '리뷰 쓰기';
  return (
    <MemberFrame title={title} showTabBar={false}>
      <div className={styles.page}>{body}</div>
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} durationMs={3000} />
    </MemberFrame>
  );
}
