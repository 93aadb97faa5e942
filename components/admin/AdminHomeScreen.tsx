import { useEffect } from 'react';
import Link from '@/components/ui/AppLink';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { loadAdminHomePage } from '@/store/adminConsoleThunks';
import { AdminFrame } from './AdminFrame';
import { FactorPanel } from './FactorPanel';
import styles from './Admin.module.css';

const AREAS = [
  { href: '/admin/businesses', title: '매장', text: '등록, 수정, 정지, 판매자 초대 코드' },
  { href: '/admin/members', title: '회원', text: '검색, 주문·신고·제재 보기, 정지' },
  { href: '/admin/orders', title: '주문', text: '검색, 타임라인과 원장 보기, 취소·환불, 확정, 기한 연장' },
  { href: '/admin/settlements', title: '정산', text: '기간별 정산서, 지급 처리, 은행용 지급 목록' },
  { href: '/admin/returns', title: '반품 분쟁', text: '거절된 반품의 분쟁 조정 결정' },
  { href: '/admin/moderation', title: '신고 처리', text: '신고된 게시글·댓글·리뷰 복구, 숨김 유지, 삭제' },
  { href: '/admin/message-reports', title: '메시지 신고', text: '신고된 대화 메시지 숨김, 문제 없음 처리' },
  { href: '/admin/audit', title: '운영 기록', text: '모든 운영 처리의 기록 (수정·삭제 불가)' },
];

/** /admin: the second factor first; then the console's areas, and the recovery codes right after enrolling. */
export function AdminHomeScreen() {
  const dispatch = useAppDispatch();
  const { operator, recoveryCodes, moderationPendingCount, messageReportOpenCount } =
    useAppSelector(selectAdminConsole);
  const verified = Boolean(operator?.verifiedUntil);
  // The page was loaded before the factor was passed: the waiting count is read once it is.
  useEffect(() => {
    if (verified && moderationPendingCount === null) void dispatch(loadAdminHomePage());
  }, [dispatch, verified, moderationPendingCount]);
  return (
    <AdminFrame title={verified ? '운영 홈' : '운영자 인증'} section="home">
      {recoveryCodes ? (
        <section className={styles.section} aria-labelledby="codes-title">
          <h2 id="codes-title" className={styles.sectionTitle}>
            복구 코드
          </h2>
          <p className={styles.hint}>
            휴대폰을 잃어버렸을 때 한 번씩 쓸 수 있는 코드예요. 지금 한 번만 보여요. 안전한 곳에 적어 두세요.
          </p>
          <ul className={styles.codes} data-testid="recovery-codes">
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {verified && moderationPendingCount !== null ? (
        <p>
          <Link href="/admin/moderation" className={styles.card} data-testid="moderation-pending">
            <strong>처리 대기 신고 {moderationPendingCount}건</strong>
            <span className={styles.hint}>
              {moderationPendingCount === 0 ? '지금은 기다리는 신고가 없어요.' : '오래 기다린 신고부터 처리해 주세요.'}
            </span>
          </Link>
        </p>
      ) : null}
      {verified && messageReportOpenCount !== null ? (
        <p>
          <Link href="/admin/message-reports" className={styles.card} data-testid="message-reports-open">
            <strong>처리 대기 메시지 신고 {messageReportOpenCount}건</strong>
            <span className={styles.hint}>
              {messageReportOpenCount === 0 ? '지금은 기다리는 신고가 없어요.' : '오래 기다린 신고부터 처리해 주세요.'}
            </span>
          </Link>
        </p>
      ) : null}
      {verified ? (
        <ul className={styles.cards}>
          {AREAS.map((area) => (
            <li key={area.href}>
              <Link href={area.href} className={styles.card}>
                <strong>{area.title}</strong>
                <span className={styles.hint}>{area.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <FactorPanel />
      )}
    </AdminFrame>
  );
}
