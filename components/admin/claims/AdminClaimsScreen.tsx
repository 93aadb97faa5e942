import Link from '@/components/ui/AppLink';
import { formatDateTime } from '@/lib/dates';
import { formatWon } from '@/lib/money';
import { useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { AdminFrame } from '../AdminFrame';
import styles from '../Admin.module.css';

/** /admin/claims: the disputed damage claims waiting for a decision, the longest-waiting first. */
export function AdminClaimsScreen() {
  const { claims } = useAppSelector(selectAdminConsole);
  return (
    <AdminFrame title="손상 청구" section="claims">
      <section className={styles.section} aria-labelledby="claims-title">
        <h2 id="claims-title" className={styles.sectionTitle}>
          이의 제기된 청구 {claims.length}건
        </h2>
        <p className={styles.hint}>고객이 이의를 제기한 손상 청구예요. 오래 기다린 청구부터 보여 드려요.</p>
        {claims.length === 0 ? (
          <p className={styles.hint}>결정을 기다리는 청구가 없어요.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">상품</th>
                  <th scope="col">매장</th>
                  <th scope="col">고객</th>
                  <th scope="col">청구 금액</th>
                  <th scope="col">보증금</th>
                  <th scope="col">이의 제기</th>
                </tr>
              </thead>
              <tbody>
                {claims.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <Link href={`/admin/claims/${c.id}`} className={styles.link}>
                        {c.itemName}
                      </Link>
                    </td>
                    <td>{c.businessName}</td>
                    <td>{c.customerNickname}</td>
                    <td>{formatWon(c.claimAmount)}</td>
                    <td>{formatWon(c.amount)}</td>
                    <td>{formatDateTime(c.since)}</td>
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
