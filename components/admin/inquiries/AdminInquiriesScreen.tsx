import Link from '@/components/ui/AppLink';
import { formatDateTime } from '@/lib/dates';
import {
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_TYPES,
  INQUIRY_TYPE_LABELS,
} from '@/lib/inquiries/inquiryRules';
import { waitingText } from '@/lib/messages/messageRules';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectInquiries } from '@/store/inquiriesSlice';
import { loadMoreAdminInquiries } from '@/store/inquiriesThunks';
import { AdminFrame } from '../AdminFrame';
import styles from '../Admin.module.css';

/**
 * /admin/inquiries (docs/product.md §10 1:1 inquiries): waiting inquiries first, the one waiting
 * longest on top, with how long each has waited; filtered by state and type (a plain GET form);
 * 50 at a time, 더 보기 for the next page.
 */
export function AdminInquiriesScreen() {
  const dispatch = useAppDispatch();
  const { queue, more } = useAppSelector(selectInquiries);
  return (
    <AdminFrame title="1:1 문의" section="inquiries">
      <section className={styles.section} aria-labelledby="inquiries-title">
        <h2 id="inquiries-title" className={styles.sectionTitle}>
          답변 대기 {queue.openCount}건
        </h2>
        <form method="get" action="/admin/inquiries" className={styles.inline}>
          <label className={styles.field}>
            <span className={styles.label}>상태</span>
            <select name="status" defaultValue={queue.status ?? ''} className={styles.input}>
              <option value="">전체</option>
              {INQUIRY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {INQUIRY_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span className={styles.label}>유형</span>
            <select name="type" defaultValue={queue.type ?? ''} className={styles.input}>
              <option value="">전체</option>
              {INQUIRY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {INQUIRY_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={styles.button}>
            보기
          </button>
        </form>
        {queue.rows.length === 0 ? (
          <p className={styles.hint}>조건에 맞는 문의가 없어요.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">문의</th>
                  <th scope="col">유형</th>
                  <th scope="col">상태</th>
                  <th scope="col">회원</th>
                  <th scope="col">접수</th>
                  <th scope="col">대기</th>
                </tr>
              </thead>
              <tbody>
                {queue.rows.map((q) => (
                  <tr key={q.id}>
                    <td>
                      <Link href={`/admin/inquiries/${q.id}`} className={styles.link}>
                        {q.headline}
                      </Link>
                      {q.photoCount > 0 ? ` · 사진 ${q.photoCount}장` : ''}
                    </td>
                    <td>{q.typeLabel}</td>
                    <td>{q.statusLabel}</td>
                    <td>{q.memberNickname}</td>
                    <td>{formatDateTime(q.createdAt)}</td>
                    <td>{q.waitingMinutes === null ? '-' : waitingText(q.waitingMinutes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {more.error ? (
          <p className={styles.error} role="alert">
            {more.error.message}
          </p>
        ) : null}
        {queue.nextCursor ? (
          <div className={styles.pager}>
            <button
              type="button"
              className={styles.button}
              disabled={more.status === 'loading'}
              aria-busy={more.status === 'loading' || undefined}
              onClick={() => void dispatch(loadMoreAdminInquiries())}
            >
              {more.status === 'loading' ? '불러오는 중…' : '더 보기'}
            </button>
          </div>
        ) : null}
      </section>
    </AdminFrame>
  );
}
