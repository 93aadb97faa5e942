import Head from 'next/head';
import Link from '@/components/ui/AppLink';
import type { ReactNode } from 'react';
import { SELLER_SECTIONS, type SellerSection } from '@/lib/seller/consoleNav';
import { useAppSelector } from '@/store/hooks';
import { selectBadges } from '@/store/badgeSlice';
import { AppShell } from '../layout/AppShell';
import styles from './SellerFrame.module.css';

type Props = {
  /** The page's title in the header and the document title. */
  title: string;
  /** The console section this page belongs to (its tab is marked); a detail page names its list's. */
  section: SellerSection;
  /** The business the signed-in seller runs, shown above the sections. */
  businessName: string;
  children: ReactNode;
  showBack?: boolean;
};

/**
 * The seller console's frame: the app shell without the shopper's tab bar, the business's name and the
 * console sections as a scrollable row of tabs. Console pages are one seller's workspace: noindex.
 */
export function SellerFrame({ title, section, businessName, children, showBack = false }: Props) {
  // The questions waiting for an answer (docs/product.md §3 Badges), counted on the 메시지 tab.
  const unanswered = useAppSelector(selectBadges).unansweredMessageThreadCount;
  return (
    <AppShell title={title} showBack={showBack} showTabBar={false}>
      <Head>
        <title>{`${title} | 라이드마켓 판매자`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div className={styles.business}>
        <span className={styles.businessLabel}>판매자 센터</span>
        <strong className={styles.businessName}>{businessName}</strong>
      </div>
      <nav aria-label="판매자 메뉴" className={styles.nav}>
        <ul className={styles.tabs}>
          {SELLER_SECTIONS.map((item) => (
            <li key={item.key}>
              <Link
                href={item.href}
                className={item.key === section ? styles.active : styles.tab}
                aria-current={item.key === section ? 'page' : undefined}
              >
                {item.label}
                {item.key === 'messages' && unanswered > 0 ? (
                  <span className={styles.count}>
                    <span className="visually-hidden">답변 대기 </span>
                    {unanswered > 99 ? '99+' : unanswered}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.body}>{children}</div>
    </AppShell>
  );
}
