import { useId, useState, type FormEvent } from 'react';
import type { MessageReportDecision } from '@/api/admin/messageReports';
import styles from '../Admin.module.css';
import own from './MessageReports.module.css';

type Props = { busy: boolean; onDecide(decision: MessageReportDecision, reason: string): void };

/** 숨김 or 문제 없음 for one reported message, with the reason the audit log keeps (as the moderation queue asks). */
export function MessageReportDecisionForm({ busy, onDecide }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const ready = reason.trim().length >= 2 && !busy;
  const submit = (decision: MessageReportDecision) => (event?: FormEvent) => {
    event?.preventDefault();
    if (ready) onDecide(decision, reason.trim());
  };
  return (
    <form className={styles.field} onSubmit={submit('HIDE')} noValidate>
      <label htmlFor={`${id}-reason`} className={styles.label}>
        처리 사유
      </label>
      <textarea
        id={`${id}-reason`}
        className={styles.textarea}
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        운영 기록에 남아요. 숨기면 두 사람 모두에게 &lsquo;운영정책에 따라 가려진 메시지예요.&rsquo;로 보이고 사진도
        가려져요.
      </p>
      <div className={own.decisionButtons}>
        <button type="submit" className={styles.dangerButton} disabled={!ready}>
          숨김
        </button>
        <button type="button" className={own.secondary} disabled={!ready} onClick={() => submit('DISMISS')()}>
          문제 없음
        </button>
      </div>
    </form>
  );
}
