import { useRouter } from 'next/router';
import Link from '@/components/ui/AppLink';
import type { SettlementStatement } from '@/api/order/sellerSettlements';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { formatWon } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessName } from '@/store/userSlice';
import { selectSettlementStatement, selectSettlementsError } from '@/store/sellerSettlementsSlice';
import { loadSellerSettlementPage } from '@/store/sellerSettlementsThunks';
import { CsvDownloadButton } from './CsvDownloadButton';
import { paidText, periodText } from './settlementText';
import styles from './Settlements.module.css';

type Line = SettlementStatement['lines'][number];

function LineRow({ line }: { line: Line }) {
  const adjustment = line.kind === 'ADJUSTMENT';
  if (line.orderId === null) {
    return (
      <li className={styles.line}>
        <div className={styles.lineHead}>
          <span className={styles.lineName}>{line.itemName}</span>
          <span className={`${styles.linePayout} ${styles.negative}`}>{formatWon(line.payout)}</span>
        </div>
        <p className={styles.note}>지난 정산서의 정산금액이 음수라 이번 정산에서 빼요.</p>
      </li>
    );
  }
  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <span className={styles.lineName}>{line.itemName}</span>
        <span className={line.payout < 0 ? `${styles.linePayout} ${styles.negative}` : styles.linePayout}>
          {formatWon(line.payout)}
        </span>
      </div>
      <p className={styles.note}>
        <Link href={`/seller/orders/${line.orderId}`}>주문 {line.orderId}</Link> ·{' '}
        {adjustment ? `정산 후 환불 ${formatDateTime(line.settledAt)}` : `확정 ${formatDateTime(line.settledAt)}`}
      </p>
      <p className={styles.note}>
        {adjustment
          ? `환불 ${formatWon(line.refunds)} · 돌려받은 수수료 ${formatWon(-line.commission)}`
          : `판매 ${formatWon(line.gross)}${line.refunds > 0 ? ` · 환불 ${formatWon(line.refunds)}` : ''} · 수수료 ${formatWon(line.commission)}`}
      </p>
    </li>
  );
}

function Totals({ statement }: { statement: SettlementStatement }) {
  return (
    <section className={styles.card} aria-labelledby="settlement-totals">
      <div className={styles.cardHead}>
        <h2 id="settlement-totals" className={styles.period}>
          {periodText(statement.periodStart, statement.periodEnd)}
        </h2>
        <span className={statement.status === 'PAID' ? styles.chipPaid : styles.chipDue}>
          {paidText(statement.status, statement.paidAt)}
        </span>
      </div>
      <dl className={styles.totals}>
        <dt>확정 주문</dt>
        <dd>{statement.orderCount}건</dd>
        <dt>판매금액</dt>
        <dd>{formatWon(statement.gross)}</dd>
        <dt>환불금액</dt>
        <dd>-{formatWon(statement.refunds)}</dd>
        <dt>수수료</dt>
        <dd>-{formatWon(statement.commission)}</dd>
        <dt className={styles.total}>정산금액</dt>
        <dd className={styles.total}>{formatWon(statement.payout)}</dd>
        {statement.paidAt ? (
          <>
            <dt>지급일</dt>
            <dd>{formatDateTime(statement.paidAt)}</dd>
          </>
        ) : null}
        {statement.transferReference ? (
          <>
            <dt>이체 참조번호</dt>
            <dd>{statement.transferReference}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** /seller/settlements/{id} (docs/product.md §10 Settlement statements): a statement's totals, its lines and the CSV. */
export function SellerSettlementScreen() {
  const dispatch = useAppDispatch();
  const { query } = useRouter();
  const businessName = useAppSelector(selectBusinessName);
  const statement = useAppSelector(selectSettlementStatement);
  const error = useAppSelector(selectSettlementsError);
  const id = Number(query.id);
  const shown = statement && statement.id === id ? statement : null;
  return (
    <SellerFrame title="정산서" section="settlements" businessName={businessName} showBack>
      <div className={styles.page}>
        {shown ? (
          <>
            <Totals statement={shown} />
            <CsvDownloadButton statementId={shown.id} />
            <section aria-labelledby="settlement-lines">
              <h2 id="settlement-lines" className={styles.sectionTitle}>
                주문별 내역 {shown.lines.length}건
              </h2>
              <ul className={styles.list}>
                {shown.lines.map((line) => (
                  <LineRow key={`${line.kind}-${line.orderId ?? line.itemName}`} line={line} />
                ))}
              </ul>
            </section>
          </>
        ) : (
          <ErrorState
            message={error?.message ?? '정산서를 불러오지 못했어요.'}
            onRetry={() => {
              if (id > 0) void dispatch(loadSellerSettlementPage(id));
            }}
          />
        )}
      </div>
    </SellerFrame>
  );
}
