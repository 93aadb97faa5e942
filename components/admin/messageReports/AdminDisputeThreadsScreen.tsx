import { useRouter } from 'next/router';
import { useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { AdminFrame } from '../AdminFrame';
import { AdminMessageLine } from './AdminMessageLine';
import styles from '../Admin.module.css';
import own from './MessageReports.module.css';

/**
 * /admin/order-messages/{id} (docs/product.md §10 Disputed returns, Damage claims): the threads of an
 * order in dispute, read-only: no box to write, and reading leaves no 읽음 for either side.
 */
export function AdminDisputeThreadsScreen() {
  const { disputeThreads } = useAppSelector(selectAdminConsole);
  const orderId = useRouter().query.id;
  const threads = disputeThreads ?? [];
  return (
    <AdminFrame title={`주문 ${typeof orderId === 'string' ? orderId : ''} 대화`} section="orders">
      <p className={styles.hint}>
        분쟁 중인 주문의 대화를 읽기만 할 수 있어요. 읽어도 두 사람에게 읽음으로 표시되지 않아요.
      </p>
      {threads.length === 0 ? <p className={styles.hint}>이 주문에는 주고받은 대화가 없어요.</p> : null}
      {threads.map((t) => (
        <section key={t.id} className={styles.section} aria-labelledby={`thread-${t.id}`}>
          <h2 id={`thread-${t.id}`} className={styles.sectionTitle}>
            {t.subjectTitle}
          </h2>
          <p className={styles.hint}>
            고객 {t.customerNickname} · 매장 {t.businessName}
          </p>
          {t.hasOlder ? <p className={styles.hint}>최근 메시지 50개만 보여 드려요.</p> : null}
          <ol className={own.messages} aria-label="대화">
            {t.messages.map((m) => (
              <AdminMessageLine
                key={m.id}
                side={m.side}
                author={m.side === 'BUSINESS' ? t.businessName : t.customerNickname}
                body={m.body}
                hidden={m.hidden}
                createdAt={m.createdAt}
                photos={m.photos}
              />
            ))}
          </ol>
        </section>
      ))}
    </AdminFrame>
  );
}
