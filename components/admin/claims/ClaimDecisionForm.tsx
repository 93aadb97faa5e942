import { useState, type FormEvent } from 'react';
import type { ClaimOutcome } from '@/api/admin/claims';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { decideAdminClaim } from '@/store/adminClaimsThunks';
import styles from '../Admin.module.css';
import own from './Claims.module.css';

const OUTCOMES: { value: ClaimOutcome; label: string }[] = [
  { value: 'CAPTURE_ALL', label: '청구 금액 전부 결제' },
  { value: 'CAPTURE_PART', label: '일부만 결제' },
  { value: 'RELEASE', label: '보증금 해제 (결제 없음)' },
];

/** The decision on a disputed claim: outcome, amount for a part, reason, and a fresh second-factor code. */
export function ClaimDecisionForm({ id, claimAmount }: { id: number; claimAmount: number }) {
  const dispatch = useAppDispatch();
  const { action } = useAppSelector(selectAdminConsole);
  const [outcome, setOutcome] = useState<ClaimOutcome>('CAPTURE_PART');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const part = Number(amount.replace(/[^0-9]/g, ''));
  const partOk = outcome !== 'CAPTURE_PART' || (part >= 1 && part < claimAmount);
  const ready = partOk && reason.trim().length > 0 && code.trim().length >= 6 && action.status !== 'loading';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(
      decideAdminClaim({
        id,
        outcome,
        amount: outcome === 'CAPTURE_PART' ? part : null,
        reason: reason.trim(),
        code: code.trim(),
      })
    );
  };
  return (
    <form onSubmit={submit} className={styles.form} noValidate>
      <fieldset className={own.outcomes}>
        <legend className={styles.label}>결정</legend>
        {OUTCOMES.map((o) => (
          <label key={o.value} className={own.choice}>
            <input
              type="radio"
              name="outcome"
              value={o.value}
              checked={outcome === o.value}
              onChange={() => setOutcome(o.value)}
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      {outcome === 'CAPTURE_PART' ? (
        <div className={styles.field}>
          <label htmlFor="claim-amount" className={styles.label}>
            결제할 금액 (원)
          </label>
          <input
            id="claim-amount"
            className={styles.input}
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-describedby="claim-amount-hint"
            aria-invalid={(amount !== '' && !partOk) || undefined}
          />
          <p id="claim-amount-hint" className={styles.hint}>
            1원부터 청구 금액 {formatWon(claimAmount)}보다 적게 입력해 주세요. 나머지는 해제돼요.
          </p>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="claim-reason" className={styles.label}>
          결정 사유
        </label>
        <textarea
          id="claim-reason"
          className={styles.textarea}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          aria-describedby="claim-reason-hint"
        />
        <p id="claim-reason-hint" className={styles.hint}>
          고객과 매장에 그대로 알림으로 보내요.
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="claim-code" className={styles.label}>
          인증 코드
        </label>
        <input
          id="claim-code"
          className={styles.input}
          value={code}
          autoComplete="one-time-code"
          onChange={(e) => setCode(e.target.value)}
          aria-describedby="claim-code-hint"
        />
        <p id="claim-code-hint" className={styles.hint}>
          돈이 오가는 결정이라 인증 앱의 코드를 다시 입력해 주세요.
        </p>
      </div>
      {action.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {action.error?.message}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={!ready}>
        결정하기
      </button>
    </form>
  );
}
