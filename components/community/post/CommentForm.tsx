import { useId, useState, type FormEvent } from 'react';
import styles from './Post.module.css';

export const COMMENT_MAX = 1000;

type Props = {
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  /** Resolves true when the server took it (the box is then emptied). */
  onSubmit(content: string): Promise<boolean>;
  onCancel?(): void;
};

/** One comment box (new comment, reply or edit): 1–1,000 characters, with a counter. */
export function CommentForm({ label, submitLabel, initial = '', busy, onSubmit, onCancel }: Props) {
  const [content, setContent] = useState(initial);
  const id = useId();
  const trimmed = content.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || busy) return;
    if (await onSubmit(trimmed)) setContent('');
  };
  return (
    <form className={styles.commentForm} onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className={styles.srOnly}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.commentInput}
        value={content}
        maxLength={COMMENT_MAX}
        rows={2}
        placeholder={label}
        onChange={(e) => setContent(e.target.value)}
      />
      <div className={styles.commentFormBar}>
        <span className={styles.counter} aria-live="polite">
          {content.length} / {COMMENT_MAX}
        </span>
        {onCancel ? (
          <button type="button" className={styles.textButton} onClick={onCancel}>
            취소
          </button>
        ) : null}
        <button type="submit" className={styles.submit} disabled={!trimmed || busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
