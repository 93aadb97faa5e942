import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styles from './Post.module.css';

export const REPORT_REASONS = [
  '스팸·광고',
  '욕설·비하',
  '음란하거나 불쾌한 내용',
  '개인정보 노출',
  '사기 의심',
  '기타',
] as const;

type Props = {
  /** What is reported ('게시글' or '댓글'); null keeps the dialog closed. */
  target: string | null;
  busy?: boolean;
  onClose(): void;
  onSubmit(reason: string): void;
};

/** 신고하기: one reason from the list (a modal dialog; Esc closes it). */
export function ReportDialog({ target, busy = false, onClose, onSubmit }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<string>(REPORT_REASONS[0]);
  const titleId = useId();
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (target !== null && !el.open) el.showModal?.();
    if (target === null && el.open) el.close();
  }, [target]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason);
  };
  return (
    <dialog ref={dialog} className={styles.reportDialog} aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={submit}>
        <h2 id={titleId} className={styles.subheading}>
          {target ?? ''} 신고하기
        </h2>
        <p className={styles.reportHelp}>다섯 분이 신고하면 검토 전까지 가려져요.</p>
        <fieldset className={styles.reasons}>
          <legend className={styles.srOnly}>신고 사유</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className={styles.reason}>
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} /> {r}
            </label>
          ))}
        </fieldset>
        <div className={styles.commentFormBar}>
          <button type="button" className={styles.textButton} onClick={onClose}>
            취소
          </button>
          <button type="submit" className={styles.submit} disabled={busy}>
            신고
          </button>
        </div>
      </form>
    </dialog>
  );
}
