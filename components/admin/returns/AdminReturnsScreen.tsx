import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import type { DisputeDecision, DisputedReturn } from '@/api/admin/money';
import { formatDateTime } from '@/lib/dates';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminMoney } from '@/store/adminConsoleMoneySlice';
import { decideDispute } from '@/store/adminConsoleMoneyThunks';
import { AdminFrame } from '../AdminFrame';
import { FactorPanel } from '../FactorPanel';
import styles from '../Admin.module.css';
import money from '../settlements/Money.module.css';

const choices = (r: DisputedReturn): { value: DisputeDecision; label: string }[] => [
  { value: 'resolveRefundFull', label: `전액 환불 (${formatWon(r.fullRefund)})` },
  { value: 'resolveRefundLessFee', label: `반품비를 빼고 환불 (${formatWon(r.refundLessFee)})` },
  { value: 'upholdRefusal', label: '매장의 거절 유지 (환불 없음)' },
];

/** The operator's decision: one of the three, with a reason both sides receive as an alarm. */
function DecisionForm({ dispute }: { dispute: DisputedReturn }) {
  const dispatch = useAppDispatch();
  const { action } = useAppSelector(selectAdminMoney);
  const [decision, setDecision] = useState<DisputeDecision | null>(null);
  const [reason, setReason] = useState('');
  const id = `decision-${dispute.orderId}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decision) void dispatch(decideDispute({ orderId: dispute.orderId, decision, reason: reason.trim() }));
  };
  return (
    <form onSubmit={submit} className={styles.form} noValidate>
      <fieldset className={money.choices}>
        <legend>결정</legend>
        {choices(dispute).map((c) => (
          <label key={c.value} className={money.choice}>
            <input
              type="radio"
              name={id}
              value={c.value}
              checked={decision === c.value}
              onChange={() => setDecision(c.value)}
            />
            {c.label}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`} className={styles.label}>
          결정 사유
        </label>
        <textarea
          id={`${id}-reason`}
          className={styles.textarea}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-describedby={`${id}-hint`}
          maxLength={500}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          구매자와 매장 모두에게 알림으로 보내요. 환불 결정은 인증한 지 5분 안에만 할 수 있어요.
        </p>
      </div>
      <div>
        <button
          type="submit"
          className={decision === 'upholdRefusal' ? styles.dangerButton : styles.button}
          disabled={action.status === 'loading' || !decision || reason.trim().length < 5}
        >
          결정하기
        </button>
      </div>
    </form>
  );
}

function DisputeCard({ dispute }: { dispute: DisputedReturn }) {
  return (
    <li className={money.statement} data-testid={`dispute-${dispute.orderId}`}>
      <div className={money.head}>
        <h3 className={money.business}>
          {dispute.itemName} · 주문 {dispute.orderId}
        </h3>
        <span className={money.due}>분쟁 조정 {formatDateTime(dispute.disputedAt)}부터</span>
      </div>
      <p className={styles.hint}>
        {dispute.businessName} · 구매자 {dispute.customerNickname} · 결제 {formatWon(dispute.paidAmount)} ·{' '}
        {dispute.kindLabel} 신청 {formatDateTime(dispute.requestedAt)}
      </p>
      <p>
        <Link href={`/admin/order-messages/${dispute.orderId}`} className={styles.link}>
          대화 보기
        </Link>
      </p>
      <div className={money.sides}>
        <section className={money.side} aria-label="구매자의 말">
          <h4>구매자</h4>
          <p>사유: {dispute.reasonLabel}</p>
          <p>신청 내용: {dispute.note || '(없음)'}</p>
          <p>분쟁 조정 신청: {dispute.disputeNote ?? '(없음)'}</p>
          {dispute.photos.length > 0 ? (
            <ul className={money.photos} aria-label="구매자가 올린 사진">
              {dispute.photos.map((photo, i) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noreferrer">
                    {/* eslint-disable-next-line @next/next/no-img-element -- a private upload served by our own route, not an optimisable static image */}
                    <img src={photo.thumbUrl} alt={`구매자 사진 ${i + 1}`} width={96} height={96} />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.hint}>사진 없음</p>
          )}
        </section>
        <section className={money.side} aria-label="매장의 말">
          <h4>매장</h4>
          <p>거절 사유: {dispute.rejectReason ?? '(없음)'}</p>
        </section>
      </div>
      <DecisionForm dispute={dispute} />
    </li>
  );
}

/** /admin/returns: returns whose refusal the customer disputed, the longest waiting first, and the decision. */
export function AdminReturnsScreen() {
  const { disputes, action, lastDecision } = useAppSelector(selectAdminMoney);
  return (
    <AdminFrame title="반품 분쟁" section="returns">
      <p className={`${styles.hint} ${money.lead}`}>
        매장이 거절한 반품에 구매자가 분쟁 조정을 신청한 건이에요. 오래 기다린 건부터 보여요.
      </p>
      {action.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {action.error?.message}
        </p>
      ) : null}
      {action.status === 'failed' && action.error?.code === 'FORBIDDEN' ? <FactorPanel /> : null}
      {lastDecision ? (
        <p role="status" className={money.done}>
          결정을 저장했어요. 주문 {lastDecision.orderId}: {lastDecision.stateLabel}
          {lastDecision.refundAmount !== null ? ` (${formatWon(lastDecision.refundAmount)} 환불)` : ''}
        </p>
      ) : null}
      <section aria-labelledby="disputes-title">
        <h2 id="disputes-title" className={styles.sectionTitle}>
          결정을 기다리는 반품 {disputes.length}건
        </h2>
        {disputes.length === 0 ? (
          <p>분쟁 조정을 기다리는 반품이 없어요.</p>
        ) : (
          <ul className={money.disputes}>
            {disputes.map((d) => (
              <DisputeCard key={d.orderId} dispute={d} />
            ))}
          </ul>
        )}
      </section>
    </AdminFrame>
  );
}
