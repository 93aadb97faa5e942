import { useId, useState, type FormEvent } from 'react';
import type { UploadedPhoto } from '@/api/images';
import type { MyOrderReview, ReviewDraft } from '@/api/item/reviewWrite';
import { PhotoPicker } from '@/components/ui/PhotoPicker';
import { POINT_POLICY } from '@/lib/points/pointPolicy';
import { REVIEW_RULES, ratingSchema, reviewContentSchema } from '@/lib/review/reviewRules';
import { StarRatingInput } from './StarRatingInput';
import styles from './ReviewWriteScreen.module.css';
import { groupDigits } from '@/lib/digits';

type Props = {
  existing: MyOrderReview | null;
  busy: boolean;
  /** The server's refusal of the last submission, shown above the button. */
  serverError: string | null;
  onSubmit: (draft: ReviewDraft) => void;
};

type Problems = { rating?: string; content?: string };

/** The same schemas the item service applies, so the member hears the rule before sending. */
function check(rating: number, content: string): Problems {
  const problems: Problems = {};
  const r = ratingSchema.safeParse(rating);
  if (!r.success) problems.rating = '별점을 1점부터 5점 중에 골라 주세요.';
  const c = reviewContentSchema.safeParse(content);
  if (!c.success) problems.content = c.error.issues[0]?.message ?? '리뷰 내용을 확인해 주세요.';
  return problems;
}

/** Rating, text with a live counter, up to five photos; 등록 (new) or 수정 (the review written already). */
export function ReviewForm({ existing, busy, serverError, onSubmit }: Props) {
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [content, setContent] = useState(existing?.content ?? '');
  const [photos, setPhotos] = useState<UploadedPhoto[]>(existing?.photos ?? []);
  const [problems, setProblems] = useState<Problems>({});
  const textId = useId();
  const counterId = useId();
  const errorId = useId();
  const length = content.trim().length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(rating, content);
    setProblems(found);
    if (found.rating || found.content) return;
    onSubmit({ rating, content: content.trim(), imageIds: photos.map((p) => p.id) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <StarRatingInput
        value={rating}
        onChange={(r) => {
          setRating(r);
          setProblems((p) => ({ ...p, rating: undefined }));
        }}
        disabled={busy}
        error={problems.rating}
      />
      <div className={styles.field}>
        <label htmlFor={textId} className={styles.label}>
          리뷰 내용
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          value={content}
          rows={7}
          maxLength={REVIEW_RULES.maxLength}
          disabled={busy}
          placeholder={`사용해 보신 느낌을 ${REVIEW_RULES.minLength}자 이상 남겨 주세요. 사이즈, 상태, 매장 응대처럼 다른 분께 도움이 되는 이야기면 좋아요.`}
          aria-invalid={problems.content ? true : undefined}
          aria-describedby={`${counterId}${problems.content ? ` ${errorId}` : ''}`}
          onChange={(event) => setContent(event.target.value)}
        />
        <p
          id={counterId}
          className={length < REVIEW_RULES.minLength ? styles.counterShort : styles.counter}
          aria-live="polite"
        >
          {groupDigits(length)} / {groupDigits(REVIEW_RULES.maxLength)}자
          {length < REVIEW_RULES.minLength ? ` · ${REVIEW_RULES.minLength - length}자 더 써 주세요` : ''}
        </p>
        {problems.content ? (
          <p id={errorId} className={styles.fieldError} role="alert">
            {problems.content}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <PhotoPicker label="사진" max={REVIEW_RULES.maxPhotos} value={photos} onChange={setPhotos} disabled={busy} />
        <p className={styles.hint}>
          사진을 1장 이상 올리면 {groupDigits(POINT_POLICY.photoReviewReward)}P를 드려요 (주문당 한 번).
        </p>
      </div>
      {serverError ? (
        <p className={styles.fieldError} role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
        {busy ? '보내는 중…' : existing ? '리뷰 수정' : '리뷰 등록'}
      </button>
    </form>
  );
}
