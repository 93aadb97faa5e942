import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { SettlementSummary } from '@/api/order/sellerSettlements';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessName } from '@/store/userSlice';
import { selectSettlementList, selectSettlementsError, selectSettlementsStatus } from '@/store/sellerSettlementsSlice';
import { loadSellerSettlementsPage } from '@/store/sellerSettlementsThunks';
import { paidText, periodText, statementHref } from './settlementText';
import styles from './Settlements.module.css';

function StatementCard({ statement }: { statement: SettlementSummary }) {
  return (
    <li className={styles.card}>
      <Link href={statementHref(statement.id)} className={styles.cardLink}>
        <div className={styles.cardHead}>
          <h2 className={styles.period}>{periodText(statement.periodStart, statement.periodEnd)}</h2>
          <span className={statement.status === 'PAID' ? styles.chipPaid : styles.chipDue}>
            {paidText(statement.status, statement.paidAt)}
          </span>
        </div>
        <p className={styles.payout}>
          <span className={styles.payoutLabel}>정산금액</span>
          {formatWon(statement.payout)}
        </p>
        <p className={styles.note}>
          확정 주문 {statement.orderCount}건 · 판매 {formatWon(statement.gross)} · 수수료{' '}
          {formatWon(statement.commission)}
          <Icon name="chevron-right" size={14} />
        </p>
      </Link>
    </li>
  );
}

/** /seller/settlements (docs/product.md §10 Settlement statements): one card per weekly statement, newest first. */
export function SellerSettlementListScreen() {
  const dispatch = useAppDispatch();
  const businessName = useAppSelector(selectBusinessName);
  const statements = useAppSelector(selectSettlementList);
  const status = useAppSelector(selectSettlementsStatus);
  const error = useAppSelector(selectSettlementsError);
  return (
    <SellerFrame title="정산" section="settlements" businessName={businessName}>
      <div className={styles.page}>
        <p className={styles.intro}>
          월요일부터 일요일까지 구매 확정·이용 완료된 주문을 다음 주 월요일에 정산해요. 정산 뒤 환불된 금액은 다음
          정산서에서 차감돼요.
        </p>
        {status === 'failed' ? (
          <ErrorState
            message={error?.message ?? '정산 내역을 불러오지 못했어요.'}
            onRetry={() => {
              void dispatch(loadSellerSettlementsPage());
            }}
          />
        ) : statements.length === 0 ? (
          <p className={styles.empty}>아직 정산서가 없어요. 첫 주문이 구매 확정되면 그 주가 끝난 뒤 만들어져요.</p>
        ) : (
          <ul className={styles.list}>
            {statements.map((statement) => (
              <StatementCard key={statement.id} statement={statement} />
            ))}
          </ul>
        )}
      </div>
    </SellerFrame>
  );
}
