import Link from '@/components/ui/AppLink';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminMoney } from '@/store/adminConsoleMoneySlice';
import { closePeriod } from '@/store/adminConsoleMoneyThunks';
import { AdminFrame } from '../AdminFrame';
import { periodText } from './settlementText';
import styles from '../Admin.module.css';

/** Closes the last ended period now, with the settlement job's own code, when the job has not yet. */
function CloseNow() {
  const dispatch = useAppDispatch();
  const { closable, action } = useAppSelector(selectAdminMoney);
  if (!closable) return null;
  const period = periodText(closable.periodStart, closable.periodEnd);
  return (
    <section className={styles.section} aria-labelledby="close-title">
      <h2 id="close-title" className={styles.sectionTitle}>
        정산 마감
      </h2>
      {closable.closed ? (
        <p data-testid="closable-state">지난 기간({period})은 마감했어요. 정산 작업이 매주 월요일 새벽에 마감해요.</p>
      ) : (
        <>
          <p data-testid="closable-state">
            지난 기간({period})이 아직 마감 전이에요. 정산 작업을 기다리지 않고 지금 마감할 수 있어요.
          </p>
          <button
            type="button"
            className={styles.button}
            disabled={action.status === 'loading'}
            onClick={() => void dispatch(closePeriod(closable.periodStart))}
          >
            지금 마감
          </button>
        </>
      )}
      {action.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {action.error?.message}
        </p>
      ) : null}
    </section>
  );
}

/** /admin/settlements: closed periods, newest first, with what they add up to and what is still to transfer. */
export function AdminSettlementsScreen() {
  const { periods } = useAppSelector(selectAdminMoney);
  return (
    <AdminFrame title="정산" section="settlements">
      <CloseNow />
      <section className={styles.section} aria-labelledby="periods-title">
        <h2 id="periods-title" className={styles.sectionTitle}>
          마감된 정산 기간
        </h2>
        {periods.length === 0 ? (
          <p className={styles.hint}>아직 마감된 정산 기간이 없어요.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.wideTable} data-testid="periods-table">
              <thead>
                <tr>
                  <th scope="col">기간</th>
                  <th scope="col">정산서</th>
                  <th scope="col">판매금액</th>
                  <th scope="col">환불금액</th>
                  <th scope="col">수수료</th>
                  <th scope="col">정산금액</th>
                  <th scope="col">지급 전</th>
                </tr>
              </thead>
              <tbody>
                {periods.map((p) => (
                  <tr key={p.periodStart}>
                    <td>
                      <Link href={`/admin/settlements/${p.periodStart}`} className={styles.link}>
                        {periodText(p.periodStart, p.periodEnd)}
                      </Link>
                    </td>
                    <td>{p.statementCount}장</td>
                    <td>{formatWon(p.gross)}</td>
                    <td>{formatWon(p.refunds)}</td>
                    <td>{formatWon(p.commission)}</td>
                    <td>{formatWon(p.payout)}</td>
                    <td>{p.unpaidCount > 0 ? `${p.unpaidCount}장 · ${formatWon(p.unpaidPayout)}` : '모두 지급'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </AdminFrame>
  );
}
