import Head from 'next/head';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/AppShell';
import styles from './Account.module.css';

type Props = {
  /** The header's title and the document title (before " | 라이드마켓"). */
  title: string;
  children: ReactNode;
  /** Login and sign-up steps hide the tab bar: one task at a time. */
  showTabBar?: boolean;
  showBack?: boolean;
};

/**
 * The frame of every account screen: no tab bar, a back button, and `noindex` (these pages are
 * per-person steps with nothing for a search engine; robots.txt keeps them out as well).
 */
export function AccountPage({ title, children, showTabBar = false, showBack = true }: Props) {
  return (
    <AppShell title={title} showBack={showBack} showTabBar={showTabBar}>
      <Head>
        <title>{`${title} | 라이드마켓`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div className={styles.page}>{children}</div>
    </AppShell>
  );
}
