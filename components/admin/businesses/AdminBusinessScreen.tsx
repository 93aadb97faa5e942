import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import { formatDateTime } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { editAdminBusiness, issueInvite, revokeInvite, setBusinessSuspended } from '@/store/adminConsoleThunks';
import { AdminFrame } from '../AdminFrame';
import { BusinessForm } from './BusinessForm';
import styles from '../Admin.module.css';

/** Suspend with a reason, or lift: the items leave search at once, open orders go on. */
function SuspensionForm({ id, suspended }: { id: number; suspended: boolean }) {
  const dispatch = useAppDispatch();
  const { action } = useAppSelector(selectAdminConsole);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(setBusinessSuspended({ id, reason: suspended ? null : reason }));
  };
  return (
    <form onSubmit={submit} className={styles.inline} noValidate>
      {suspended ? null : (
        <div className={styles.field}>
          <label htmlFor="suspend-reason" className={styles.label}>
            정지 사유
          </label>
          <input
            id="suspend-reason"
            className={styles.input}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-describedby="suspend-hint"
          />
          <p id="suspend-hint" className={styles.hint}>
            정지하면 상품이 바로 검색에서 빠지고, 이미 받은 주문은 끝까지 진행돼요.
          </p>
        </div>
      )}
      <button
        type="submit"
        className={suspended ? styles.button : styles.dangerButton}
        disabled={action.status === 'loading' || (!suspended && reason.trim().length < 2)}
      >
        {suspended ? '정지 해제' : '매장 정지'}
      </button>
    </form>
  );
}

/** /admin/businesses/{id}: the business's fields, its suspension and its seller invite codes. */
export function AdminBusinessScreen() {
  const dispatch = useAppDispatch();
  const { business, action, issuedInvite } = useAppSelector(selectAdminConsole);
  if (!business) return null;
  return (
    <AdminFrame title={business.name} section="businesses">
      <p>
        <Link href="/admin/businesses" className={styles.link}>
          매장 목록으로
        </Link>
      </p>
      {action.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {action.error?.message}
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="state-title">
        <h2 id="state-title" className={styles.sectionTitle}>
          상태{' '}
          {business.suspendedAt ? (
            <span className={styles.tagDanger} data-testid="business-state">
              정지
            </span>
          ) : (
            <span className={styles.tag} data-testid="business-state">
              운영 중
            </span>
          )}
        </h2>
        {business.suspendedAt ? (
          <p>
            {formatDateTime(business.suspendedAt)} 정지 · 사유: {business.suspendedReason}
          </p>
        ) : null}
        <SuspensionForm
          key={business.suspendedAt ?? 'open'}
          id={business.id}
          suspended={Boolean(business.suspendedAt)}
        />
      </section>
      <section className={styles.section} aria-labelledby="edit-title">
        <h2 id="edit-title" className={styles.sectionTitle}>
          매장 정보
        </h2>
        <BusinessForm
          key={business.id}
          business={business}
          busy={action.status === 'loading'}
          error={null}
          submitLabel="저장"
          onSubmit={(input) => void dispatch(editAdminBusiness({ id: business.id, input }))}
        />
      </section>
      <section className={styles.section} aria-labelledby="invite-title">
        <h2 id="invite-title" className={styles.sectionTitle}>
          판매자 초대 코드 (판매자 {business.sellerCount}명)
        </h2>
        {issuedInvite ? (
          <p role="status">
            새 초대 코드: <strong className={styles.mono}>{issuedInvite.code}</strong> (
            {formatDateTime(issuedInvite.expiresAt)}
            까지, 지금 한 번만 보여요)
          </p>
        ) : null}
        <button
          type="button"
          className={styles.button}
          disabled={action.status === 'loading'}
          onClick={() => void dispatch(issueInvite(business.id))}
        >
          초대 코드 발급
        </button>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">발급</th>
                <th scope="col">만료</th>
                <th scope="col">사용</th>
                <th scope="col">처리</th>
              </tr>
            </thead>
            <tbody>
              {business.invites.map((invite) => (
                <tr key={invite.id}>
                  <td>{formatDateTime(invite.createdAt)}</td>
                  <td>{formatDateTime(invite.expiresAt)}</td>
                  <td>
                    {invite.redeemedAt
                      ? `${invite.redeemedByNickname ?? '회원'} (${formatDateTime(invite.redeemedAt)})`
                      : '-'}
                  </td>
                  <td>
                    {invite.active ? (
                      <button
                        type="button"
                        className={styles.dangerButton}
                        disabled={action.status === 'loading'}
                        onClick={() => void dispatch(revokeInvite({ inviteId: invite.id, businessId: business.id }))}
                      >
                        취소
                      </button>
                    ) : (
                      '-'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </AdminFrame>
  );
}
