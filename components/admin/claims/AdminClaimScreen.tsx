import Link from '@/components/ui/AppLink';
import { formatDateTime } from '@/lib/dates';
import { formatWon } from '@/lib/money';
import { useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { AdminFrame } from '../AdminFrame';
import { ClaimDecisionForm } from './ClaimDecisionForm';
import { ClaimPhotos } from './ClaimPhotos';
import styles from '../Admin.module.css';
import own from './Claims.module.css';

/**
 * /admin/claims/{id}: the hand-over and return condition reports side by side, the business's claim
 * and the customer's answer, then the decision (docs/product.md §10 Damage claims).
 */
export function AdminClaimScreen() {
  const { claim } = useAppSelector(selectAdminConsole);
  if (!claim) return null;
  const { summary, deposit, reports } = claim;
  const stages = [
    { stage: 'CHECK_OUT', label: '인수인계 (빌려줄 때)' },
    { stage: 'CHECK_IN', label: '반납 확인 (돌려받을 때)' },
  ];
  return (
    <AdminFrame title={`손상 청구 · ${summary.itemName}`} section="claims">
      <p>
        <Link href="/admin/claims" className={styles.link}>
          청구 목록으로
        </Link>
      </p>
      <section className={styles.section} aria-labelledby="claim-title">
        <h2 id="claim-title" className={styles.sectionTitle}>
          {summary.businessName} → {summary.customerNickname} <span className={styles.tag}>{summary.stateLabel}</span>
        </h2>
        <dl className={own.facts}>
          <dt>청구 금액</dt>
          <dd>{formatWon(summary.claimAmount)}</dd>
          <dt>보증금</dt>
          <dd>{formatWon(summary.amount)}</dd>
          <dt>주문번호</dt>
          <dd>
            <span>{summary.orderId}</span>{' '}
            <Link href={`/admin/order-messages/${summary.orderId}`} className={styles.link}>
              대화 보기
            </Link>
          </dd>
          <dt>청구 시각</dt>
          <dd>{deposit.claimedAt ? formatDateTime(deposit.claimedAt) : '-'}</dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="reports-title">
        <h2 id="reports-title" className={styles.sectionTitle}>
          상태 기록
        </h2>
        <div className={own.sideBySide}>
          {stages.map(({ stage, label }) => {
            const report = reports.find((r) => r.stage === stage);
            return (
              <article key={stage} className={own.panel} aria-label={label}>
                <h3 className={own.panelTitle}>{label}</h3>
                {report ? (
                  <>
                    <p className={own.muted}>{formatDateTime(report.createdAt)}</p>
                    {report.note ? <p>{report.note}</p> : null}
                    {report.damageNote ? <p className={own.damage}>손상 메모: {report.damageNote}</p> : null}
                    <ClaimPhotos photos={report.photos} label={`${label} 사진`} />
                  </>
                ) : (
                  <p className={own.muted}>기록이 없어요.</p>
                )}
              </article>
            );
          })}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="sides-title">
        <h2 id="sides-title" className={styles.sectionTitle}>
          양쪽 주장
        </h2>
        <div className={own.sideBySide}>
          <article className={own.panel} aria-label="매장의 청구">
            <h3 className={own.panelTitle}>매장의 청구</h3>
            <p>{deposit.claimDescription}</p>
            <ClaimPhotos photos={deposit.businessPhotos} label="매장이 올린 사진" />
          </article>
          <article className={own.panel} aria-label="고객의 이의 제기">
            <h3 className={own.panelTitle}>고객의 이의 제기</h3>
            <p>{deposit.customerNote ?? '-'}</p>
            <ClaimPhotos photos={deposit.customerPhotos} label="고객이 올린 사진" />
          </article>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="decide-title">
        <h2 id="decide-title" className={styles.sectionTitle}>
          결정
        </h2>
        {summary.state === 'DISPUTED' ? (
          <ClaimDecisionForm id={summary.id} claimAmount={summary.claimAmount} />
        ) : (
          <p role="status">
            {formatWon(deposit.decidedAmount ?? deposit.capturedAmount)} 결제로 결정했어요. 사유:{' '}
            {deposit.decisionReason ?? '-'}
          </p>
        )}
      </section>
    </AdminFrame>
  );
}
