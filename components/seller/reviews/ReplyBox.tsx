import { useId, useState, type FormEvent } from 'react';
import { REVIEW_RULES, replyContentSchema } from '@/lib/review/reviewRules';
import styles from './SellerReviews.module.css';

type Props = {
  reviewId: number;
  /** The reply already given (수정 edits it). */
  current: string | null;
  busy: boolean;
  serverError: string | null;
  onSend: (content: string) => Promise<boolean>;
};

/** The reply box under a review: a labelled textarea with its counter and 등록 / 수정. */
export function ReplyBox({ reviewId, current, busy, serverError, onSend }: Props) {
  const [editing, setEditing] = useState(current === null);
  const [text, setText] = useState(current ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const hintId = useId();

  if (!editing) {
    return (
      <button
        type="button"
        className={styles.editReply}
        onClick={() => setEditing(true)}
        aria-label={`리뷰 ${reviewId}번 답글 수정`}
      >
        답글 수정
      </button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = replyContentSchema.safeParse(text);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? '답글을 확인해 주세요.');
      return;
    }
    setProblem(null);
    if (await onSend(parsed.data)) setEditing(false);
  };
  const length = text.trim().length;
  const error = problem ?? serverError;
  return (
    <form className={styles.replyForm} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id} className={styles.replyLabel}>
        {current ? '답글 수정' : '답글 쓰기'}
      </label>
      <textarea
        id={id}
        className={styles.replyInput}
        rows={3}
        value={text}
        maxLength={REVIEW_RULES.replyMaxLength}
        disabled={busy}
        placeholder="고객에게 감사 인사나 안내를 남겨 주세요."
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={hintId} className={styles.replyCounter}>
        {length} / {REVIEW_RULES.replyMaxLength}자 (최소 {REVIEW_RULES.replyMinLength}자)
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.replyButtons}>
        {current ? (
          <button
            type="button"
            className={styles.cancel}
            disabled={busy}
            onClick={() => {
              setText(current);
              setEditing(false);
              setProblem(null);
            }}
          >
            취소
          </button>
        ) : null}
        <button type="submit" className={styles.send} disabled={busy} aria-busy={busy || undefined}>
          {busy ? '보내는 중…' : current ? '수정' : '등록'}
        </button>
      </div>
    </form>
  );
}
