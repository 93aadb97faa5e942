import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '@/api/admin/orders';
import { formatWon } from '@/lib/money';
import { MAX_DEADLINE_EXTENSION_DAYS } from '@/lib/orders/timing';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { cancelAdminOrder, confirmAdminOrder, extendAdminOrderDeadline } from '@/store/adminConsoleThunks';
import styles from '../Admin.module.css';

type Kind = 'operatorCancel' | 'operatorConfirm' | 'extendDeadline';

/** The reason box every operator step asks for (2 to 500 characters, as the service checks). */
function ReasonField({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        사유
      </label>
      <textarea id={id} className={styles.textarea} value={value} onChange={(e) => onChange(e.target.value)} />
      <p className={styles.hint}>고객과 매장에 알림으로 가고, 운영 기록에 남아요.</p>
    </div>
  );
}

/** Cancel with a full or partial refund: a money action, so the code is asked again right here. */
function CancelForm({ order, busy, onSent }: { order: AdminOrder; busy: boolean; onSent: () => void }) {
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<'all' | 'part'>('all');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const part = Number(amount.replace(/[,\s원]/g, ''));
  const partValid = Number.isSafeInteger(part) && part >= 0 && part <= order.refundableAmount && amount.trim() !== '';
  const ready = reason.trim().length >= 2 && code.trim().length >= 6 && (mode === 'all' || partValid);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSent();
    void dispatch(
      cancelAdminOrder({
        id: order.id,
        reason: reason.trim(),
        refundAmount: mode === 'all' ? null : part,
        code: code.trim(),
      })
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="cancel-title">
      <h3 id="cancel-title">{order.processLabel} 취소·환불</h3>
      <p className={styles.hint}>환불할 수 있는 금액: {formatWon(order.refundableAmount)}</p>
      <fieldset className={styles.choices}>
        <legend className={styles.label}>환불 금액</legend>
        <label className={styles.choice}>
          <input type="radio" name="refund-mode" checked={mode === 'all'} onChange={() => setMode('all')} />
          전액 ({formatWon(order.refundableAmount)})
        </label>
        <label className={styles.choice}>
          <input type="radio" name="refund-mode" checked={mode === 'part'} onChange={() => setMode('part')} />
          일부
        </label>
      </fieldset>
      {mode === 'part' ? (
        <div className={styles.field}>
          <label htmlFor="refund-amount" className={styles.label}>
            부분 환불 금액 (원)
          </label>
          <input
            id="refund-amount"
            className={styles.input}
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-describedby="refund-amount-hint"
            aria-invalid={(amount.trim() !== '' && !partValid) || undefined}
          />
          <p id="refund-amount-hint" className={amount.trim() !== '' && !partValid ? styles.error : styles.hint}>
            0원부터 {formatWon(order.refundableAmount)}까지 원 단위로 입력하세요.
          </p>
        </div>
      ) : null}
      <ReasonField id="cancel-reason" value={reason} onChange={setReason} />
      <div className={styles.field}>
        <label htmlFor="cancel-code" className={styles.label}>
          인증 코드
        </label>
        <input
          id="cancel-code"
          className={styles.input}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
        />
        <p className={styles.hint}>환불은 돈이 나가는 처리라 인증 앱의 코드를 한 번 더 입력해야 해요.</p>
      </div>
      <button type="submit" className={styles.dangerButton} disabled={busy || !ready}>
        취소하고 환불
      </button>
    </form>
  );
}

type FormProps = { order: AdminOrder; label: string; busy: boolean; onSent: () => void };

function ConfirmForm({ order, label, busy, onSent }: FormProps) {
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSent();
    void dispatch(confirmAdminOrder({ id: order.id, reason: reason.trim() }));
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="confirm-title">
      <h3 id="confirm-title">{label}</h3>
      <p className={styles.hint}>고객이 할 수 있는 상태에서만 대신 처리할 수 있어요.</p>
      <ReasonField id="confirm-reason" value={reason} onChange={setReason} />
      <button type="submit" className={styles.button} disabled={busy || reason.trim().length < 2}>
        {label}
      </button>
    </form>
  );
}

function ExtendForm({ order, label, busy, onSent }: FormProps) {
  const dispatch = useAppDispatch();
  const [days, setDays] = useState('1');
  const [reason, setReason] = useState('');
  const n = Number(days);
  const left = MAX_DEADLINE_EXTENSION_DAYS - (order.deadline?.extensionDays ?? 0);
  const valid = Number.isInteger(n) && n >= 1 && n <= left;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSent();
    void dispatch(extendAdminOrderDeadline({ id: order.id, days: n, reason: reason.trim() }));
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="extend-title">
      <h3 id="extend-title">{label}</h3>
      <div className={styles.field}>
        <label htmlFor="extend-days" className={styles.label}>
          늘릴 일수
        </label>
        <input
          id="extend-days"
          className={styles.input}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
          aria-invalid={!valid || undefined}
        />
        <p className={valid ? styles.hint : styles.error}>
          한 상태에서 모두 합쳐 {MAX_DEADLINE_EXTENSION_DAYS}일까지 늘릴 수 있어요 (남은 {left}일).
        </p>
      </div>
      <ReasonField id="extend-reason" value={reason} onChange={setReason} />
      <button type="submit" className={styles.button} disabled={busy || !valid || reason.trim().length < 2}>
        기한 연장
      </button>
    </form>
  );
}

/** The steps an operator may take now: the order table's `operator` rows (lib/orders). */
export function OrderActionsPanel({ order }: { order: AdminOrder }) {
  const { action } = useAppSelector(selectAdminConsole);
  // The console keeps one running action; this panel speaks only of the ones it sent.
  const [sent, setSent] = useState(false);
  const onSent = () => setSent(true);
  const busy = action.status === 'loading';
  const labelOf = (kind: Kind) => order.actions.find((a) => a.action === kind)?.label ?? null;
  const confirmLabel = labelOf('operatorConfirm');
  const extendLabel = labelOf('extendDeadline');
  return (
    <section className={styles.section} aria-labelledby="actions-title">
      <h2 id="actions-title" className={styles.sectionTitle}>
        운영자 처리
      </h2>
      {order.actions.length === 0 ? (
        <p className={styles.hint}>지금 상태({order.stateLabel})에서 운영자가 할 수 있는 처리가 없어요.</p>
      ) : (
        <div className={styles.actionGrid}>
          {labelOf('operatorCancel') ? <CancelForm order={order} busy={busy} onSent={onSent} /> : null}
          {confirmLabel ? <ConfirmForm order={order} label={confirmLabel} busy={busy} onSent={onSent} /> : null}
          {extendLabel ? <ExtendForm order={order} label={extendLabel} busy={busy} onSent={onSent} /> : null}
        </div>
      )}
      {sent && action.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {action.error?.message}
        </p>
      ) : null}
      {sent && action.status === 'succeeded' ? (
        <p className={styles.success} role="status">
          처리했어요. 아래 타임라인과 원장, 운영 기록에 반영됐어요.
        </p>
      ) : null}
    </section>
  );
}
