import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import { formatDateTime } from '@/lib/dates';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { setMemberSuspended } from '@/store/adminConsoleThunks';
import { AdminFrame } from '../AdminFrame';
import styles from '../Admin.module.css';

const REPORT_KINDS: Record<string, string> = { POST: '글', COMMENT: '댓글', REVIEW: '리뷰' };
const SANCTION_LABELS: Record<string, string> = { 'member.suspend': '정지', 'member.unsuspend': '정지 해제' };

/** /admin/members/{id}: the member, their orders, the reports on what they wrote, their sanctions. */
export function AdminMemberScreen() {
  const dispatch = useAppDispatch();
  const { member: detail, action } = useAppSelector(selectAdminConsole);
  const [reason, setReason] = useState('');
  if (!detail) return null;
  const { member } = detail;
  const suspended = Boolean(member.suspendedAt);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(setMemberSuspended({ id: member.id, reason: suspended ? null : reason }));
  };
  return (
    <AdminFrame title={member.nickname} section="members">
      <p>
        <Link href="/admin/members" className={styles.link}>
          회원 검색으로
        </Link>
      </p>
      <section className={styles.section} aria-labelledby="member-title">
        <h2 id="member-title" className={styles.sectionTitle}>
          회원 정보{' '}
          {suspended ? <span className={styles.tagDanger}>정지</span> : <span className={styles.tag}>정상</span>}
        </h2>
        <p>
          {member.email ?? '이메일 없음'} · {member.phone ?? '전화번호 없음'} · {formatDateTime(member.createdAt)} 가입
        </p>
        {suspended ? (
          <p>
            {formatDateTime(member.suspendedAt!)} 정지
            {member.suspendedUntil ? ` · ${formatDateTime(member.suspendedUntil)}까지` : ' · 해제할 때까지'} · 사유:{' '}
            {member.suspendedReason}
          </p>
        ) : null}
        <form onSubmit={submit} className={styles.inline} noValidate>
          {suspended ? null : (
            <div className={styles.field}>
              <label htmlFor="member-reason" className={styles.label}>
                정지 사유
              </label>
              <input
                id="member-reason"
                className={styles.input}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <p className={styles.hint}>정지하면 모든 기기에서 바로 로그아웃되고 다시 로그인할 수 없어요.</p>
            </div>
          )}
          <button
            type="submit"
            className={suspended ? styles.button : styles.dangerButton}
            disabled={action.status === 'loading' || (!suspended && reason.trim().length < 2)}
          >
            {suspended ? '정지 해제' : '회원 정지'}
          </button>
        </form>
        {action.status === 'failed' ? (
          <p className={styles.error} role="alert">
            {action.error?.message}
          </p>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="orders-title">
        <h2 id="orders-title" className={styles.sectionTitle}>
          최근 주문
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">주문번호</th>
                <th scope="col">상품</th>
                <th scope="col">상태</th>
                <th scope="col">금액</th>
                <th scope="col">주문일</th>
              </tr>
            </thead>
            <tbody>
              {detail.orders.map((o) => (
                <tr key={o.id}>
                  <td>{o.id}</td>
                  <td>{o.itemName}</td>
                  <td>{o.stateLabel}</td>
                  <td>{formatWon(o.totalPrice)}</td>
                  <td>{formatDateTime(o.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {detail.orders.length === 0 ? <p className={styles.hint}>주문이 없어요.</p> : null}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="reports-title">
        <h2 id="reports-title" className={styles.sectionTitle}>
          받은 신고
        </h2>
        {detail.reports.length === 0 ? (
          <p className={styles.hint}>신고가 없어요.</p>
        ) : (
          <ul>
            {detail.reports.map((r) => (
              <li key={`${r.targetKind}-${r.targetId}-${r.createdAt}`}>
                {REPORT_KINDS[r.targetKind] ?? r.targetKind} {r.targetId} · {r.reason} · {formatDateTime(r.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="sanctions-title">
        <h2 id="sanctions-title" className={styles.sectionTitle}>
          제재 기록
        </h2>
        {detail.sanctions.length === 0 ? (
          <p className={styles.hint}>제재 기록이 없어요.</p>
        ) : (
          <ul>
            {detail.sanctions.map((s) => (
              <li key={`${s.action}-${s.createdAt}`}>
                {SANCTION_LABELS[s.action] ?? s.action} · {s.reason ?? '-'} · {s.operatorNickname} ·{' '}
                {formatDateTime(s.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminFrame>
  );
}
