import Link from '@/components/ui/AppLink';
import { formatDateTime } from '@/lib/dates';
import { useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { AdminFrame } from './AdminFrame';
import styles from './Admin.module.css';

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'operator.grant': '운영자 권한 부여',
  'operator.enrol': '인증 앱 등록',
  'operator.recoveryCodeUsed': '복구 코드 사용',
  'business.create': '매장 등록',
  'business.edit': '매장 수정',
  'business.suspend': '매장 정지',
  'business.unsuspend': '매장 정지 해제',
  'sellerInvite.issue': '초대 코드 발급',
  'sellerInvite.revoke': '초대 코드 취소',
  'member.suspend': '회원 정지',
  'member.unsuspend': '회원 정지 해제',
  'settlement.close': '정산 마감',
  'settlement.markPaid': '정산 지급 처리',
  'return.resolveRefundFull': '반품 분쟁: 전액 환불',
  'return.resolveRefundLessFee': '반품 분쟁: 반품비 제외 환불',
  'return.upholdRefusal': '반품 분쟁: 거절 유지',
  'order.operatorCancel': '주문 취소·환불',
  'order.operatorConfirm': '구매 확정·이용 완료 처리',
  'order.extendDeadline': '기한 연장',
  'moderation.restore': '신고 처리: 복구',
  'moderation.keepHidden': '신고 처리: 숨김 유지',
  'moderation.delete': '신고 처리: 삭제',
  'moderation.hideMessage': '메시지 신고: 숨김',
  'moderation.dismissMessage': '메시지 신고: 문제 없음',
  'modelRequest.attach': '모델 요청: 모델 연결',
  'modelRequest.decline': '모델 요청: 반려',
  'inquiry.answer': '1:1 문의 답변',
  'inquiry.close': '1:1 문의 종료',
};

const TARGET_LINKS: Record<string, string> = {
  business: '/admin/businesses/',
  member: '/admin/members/',
  settlementPeriod: '/admin/settlements/',
  order: '/admin/orders/',
  inquiry: '/admin/inquiries/',
};

type Json = Record<string, unknown>;
const parse = (json: string | null): Json => (json === null ? {} : (JSON.parse(json) as Json));
const shown = (value: unknown) => (value === undefined || value === null ? '없음' : JSON.stringify(value));

/** What changed between the before and after pictures (JSON text from the service): one line a key. */
function changes(before: string | null, after: string | null): { key: string; from: string; to: string }[] {
  const [b, a] = [parse(before), parse(after)];
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => ({ key, from: shown(b[key]), to: shown(a[key]) }));
}

/** /admin/audit: every operator action, newest first; read-only, as the log itself is. */
export function AdminAuditScreen() {
  const { audit } = useAppSelector(selectAdminConsole);
  return (
    <AdminFrame title="운영 기록" section="audit">
      <p className={styles.hint}>운영자가 한 모든 처리가 남아요. 이 기록은 누구도 고치거나 지울 수 없어요.</p>
      <div className={styles.tableWrap}>
        <table className={styles.wideTable} data-testid="audit-table">
          <thead>
            <tr>
              <th scope="col">시각</th>
              <th scope="col">운영자</th>
              <th scope="col">처리</th>
              <th scope="col">대상</th>
              <th scope="col">사유</th>
              <th scope="col">바뀐 내용 (이전 → 이후)</th>
            </tr>
          </thead>
          <tbody>
            {audit.entries.map((e) => (
              <tr key={e.id}>
                <td>{formatDateTime(e.createdAt)}</td>
                <td>{e.operatorNickname}</td>
                <td>{AUDIT_ACTION_LABELS[e.action] ?? e.action}</td>
                <td>
                  {TARGET_LINKS[e.targetType] ? (
                    <Link href={`${TARGET_LINKS[e.targetType]}${e.targetId}`} className={styles.link}>
                      {e.targetType} {e.targetId}
                    </Link>
                  ) : (
                    `${e.targetType} ${e.targetId}`
                  )}
                </td>
                <td>{e.reason ?? '-'}</td>
                <td>
                  <ul className={styles.json}>
                    {changes(e.before, e.after).map((c) => (
                      <li key={c.key}>
                        {c.key}: {c.from} → {c.to}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {audit.nextBefore ? (
        <Link href={`/admin/audit?before=${audit.nextBefore}`} className={styles.link}>
          이전 기록 더 보기
        </Link>
      ) : null}
    </AdminFrame>
  );
}
