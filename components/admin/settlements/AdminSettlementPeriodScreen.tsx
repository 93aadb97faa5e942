import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import type { AdminStatement } from '@/api/admin/money';
import { payoutCsvPath } from '@/api/admin/money';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminMoney } from '@/store/adminConsoleMoneySlice';
import { payStatement } from '@/store/adminConsoleMoneyThunks';
import { AdminFrame } from '../AdminFrame';
import { FactorPanel } from '../FactorPanel';
import { periodText, statementState } from './settlementText';
import styles from '../Admin.module.css';
import money from './Money.module.css';

/** The bank transfer's reference for one statement, then 지급 완료 처리. */
function PayForm({ statement, periodStart }: { statement: AdminStatement; periodStart: string }) {
  const dispatch = useAppDispatch();
  const { action } = useAppSelector(selectAdminMoney);
  const [reference, setReference] = useState('');
  const id = `reference-${statement.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(payStatement({ statementId: statement.id, transferReference: reference.trim(), periodStart }));
  };
  return (
    <form onSubmit={submit} className={styles.inline} noValidate>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          이체 참조번호
        </label>
        <input
          id={id}
          className={styles.input}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          은행 이체 내역의 참조번호 (영문·숫자·하이픈 4~40자)
        </p>
      </div>
      <button
        type="submit"
        className={styles.button}
        disabled={action.status === 'loading' || reference.trim().length < 4}
      >
        지급 완료 처리
      </button>
    </form>
  );
}

function StatementCard({ statement, periodStart }: { statement: AdminStatement; periodStart: string }) {
  const payable = statement.status === 'CLOSED' && statement.payout > 0;
  const account = statement.settlementAccountNumber
    ? `${statement.settlementBank} ${statement.settlementAccountNumber} (${statement.settlementAccountHolder})`
    : '정산 계좌 없음';
  return (
    <li className={money.statement} data-testid={`statement-${statement.id}`}>
      <div className={money.head}>
        <h3 className={money.business}>{statement.businessName}</h3>
        <span className={statement.status === 'PAID' ? styles.tag : money.due} data-testid="statement-state">
          {statementState(statement)}
        </span>
      </div>
      <dl className={money.figures}>
        <div>
          <dt>확정 주문</dt>
          <dd>{statement.orderCount}건</dd>
        </div>
        <div>
          <dt>판매금액</dt>
          <dd>{formatWon(statement.gross)}</dd>
        </div>
        <div>
          <dt>환불금액</dt>
          <dd>{formatWon(statement.refunds)}</dd>
        </div>
        <div>
          <dt>수수료</dt>
          <dd>{formatWon(statement.commission)}</dd>
        </div>
        <div>
          <dt>정산금액</dt>
          <dd className={statement.payout < 0 ? money.negative : money.payout}>{formatWon(statement.payout)}</dd>
        </div>
      </dl>
      <p className={styles.hint}>{account}</p>
      {statement.status === 'PAID' ? <p>이체 참조번호 {statement.transferReference}</p> : null}
      {payable ? <PayForm statement={statement} periodStart={periodStart} /> : null}
      {statement.status === 'CLOSED' && statement.payout <= 0 ? (
        <p className={styles.hint}>정산금액이 0원 이하라 이체하지 않아요. 음수는 이 매장의 다음 정산서에서 빼요.</p>
      ) : null}
    </li>
  );
}

/** /admin/settlements/{period}: each business's statement, its payout account and payment, and the bank's list. */
export function AdminSettlementPeriodScreen() {
  const { period, action, lastPayment } = useAppSelector(selectAdminMoney);
  if (!period) return null;
  const unpaid = period.statements.filter((s) => s.status === 'CLOSED' && s.payout > 0);
  return (
    <AdminFrame title={`정산 ${periodText(period.periodStart, period.periodEnd)}`} section="settlements">
      <p>
        <Link href="/admin/settlements" className={styles.link}>
          정산 기간 목록으로
        </Link>
      </p>
      <section className={styles.section} aria-labelledby="bank-title">
        <h2 id="bank-title" className={styles.sectionTitle}>
          은행 이체
        </h2>
        <p>
          지급 전 정산서 {unpaid.length}장, {formatWon(unpaid.reduce((sum, s) => sum + s.payout, 0))}
        </p>
        <a className={styles.button + ' ' + money.download} href={payoutCsvPath(period.periodStart)} download>
          지급 목록 CSV 다운로드 (은행용)
        </a>
        <p className={styles.hint}>
          지급 전이고 정산금액이 0원보다 큰 정산서만 담겨요. 이체한 뒤 정산서마다 참조번호로 지급 완료 처리하세요.
        </p>
      </section>
      {action.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {action.error?.message}
        </p>
      ) : null}
      {action.status === 'failed' && action.error?.code === 'FORBIDDEN' ? <FactorPanel /> : null}
      {lastPayment ? (
        <p role="status" className={money.done}>
          지급 완료로 처리했어요 (이체 참조번호 {lastPayment.transferReference}).
        </p>
      ) : null}
      <section aria-labelledby="statements-title">
        <h2 id="statements-title" className={styles.sectionTitle}>
          매장별 정산서
        </h2>
        {period.statements.length === 0 ? (
          <p className={styles.hint}>이 기간에는 정산할 주문이 없었어요.</p>
        ) : (
          <ul className={money.statements}>
            {period.statements.map((s) => (
              <StatementCard key={s.id} statement={s} periodStart={period.periodStart} />
            ))}
          </ul>
        )}
      </section>
    </AdminFrame>
  );
}
