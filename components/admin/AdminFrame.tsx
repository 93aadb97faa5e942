import Head from 'next/head';
import Link from '@/components/ui/AppLink';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/dates';
import { useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import styles from './Admin.module.css';
import own from './messageReports/MessageReports.module.css';

export type AdminSection =
  | 'home'
  | 'businesses'
  | 'members'
  | 'moderation'
  | 'messageReports'
  | 'orders'
  | 'settlements'
  | 'returns'
  | 'claims'
  | 'modelRequests'
  | 'inquiries'
  | 'audit';

const SECTIONS: { key: AdminSection; label: string; href: string }[] = [
  { key: 'home', label: '홈', href: '/admin' },
  { key: 'businesses', label: '매장', href: '/admin/businesses' },
  { key: 'members', label: '회원', href: '/admin/members' },
  { key: 'orders', label: '주문', href: '/admin/orders' },
  { key: 'settlements', label: '정산', href: '/admin/settlements' },
  { key: 'returns', label: '반품 분쟁', href: '/admin/returns' },
  { key: 'moderation', label: '신고 처리', href: '/admin/moderation' },
  { key: 'messageReports', label: '메시지 신고', href: '/admin/message-reports' },
  { key: 'claims', label: '손상 청구', href: '/admin/claims' },
  { key: 'modelRequests', label: '모델 요청', href: '/admin/model-requests' },
  { key: 'inquiries', label: '1:1 문의', href: '/admin/inquiries' },
  { key: 'audit', label: '운영 기록', href: '/admin/audit' },
];

/**
 * The console's frame (docs/design.md §9): a wide page with its own header and
 * sections, never indexed. The sections show only once the second factor is passed on this device.
 */
export function AdminFrame({
  title,
  section,
  children,
}: {
  title: string;
  section: AdminSection;
  children: ReactNode;
}) {
  const { operator, messageReportOpenCount } = useAppSelector(selectAdminConsole);
  const verified = Boolean(operator?.verifiedUntil);
  return (
    <div className={styles.frame}>
      <Head>
        <title>{`${title} | 라이드마켓 운영`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <header className={styles.top}>
        <p className={styles.brand}>라이드마켓 운영</p>
        {verified ? (
          <nav aria-label="운영 메뉴" className={styles.nav}>
            <ul>
              {SECTIONS.map((item) => (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    className={item.key === section ? styles.navActive : styles.navLink}
                    aria-current={item.key === section ? 'page' : undefined}
                  >
                    {item.label}
                    {item.key === 'messageReports' && messageReportOpenCount ? (
                      <span className={own.badge} aria-label={`처리 대기 ${messageReportOpenCount}건`}>
                        {messageReportOpenCount}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {operator?.verifiedUntil ? (
          <p className={styles.session}>
            {operator.nickname} · 운영자 세션 {formatDateTime(operator.verifiedUntil)}까지
          </p>
        ) : null}
      </header>
      <main id="main" className={styles.main}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </main>
    </div>
  );
}
