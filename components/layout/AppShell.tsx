import type { ReactNode } from 'react';
import { Header } from './Header';
import { TabBar, type TabKey } from './TabBar';
import styles from './AppShell.module.css';

type Props = {
  children: ReactNode;
  /** Page title in the header; the home page shows the logo instead. */
  title?: string;
  activeTab?: TabKey;
  showBack?: boolean;
  /** Detail and checkout pages hide the tab bar and bring their own sticky call to action. */
  showTabBar?: boolean;
  /**
   * Whether the header's title is the page's h1. Pages whose content has its own h1 (a product or
   * article name) turn it off, so a page has exactly one h1 for screen readers and crawlers.
   */
  titleIsHeading?: boolean;
};

/** The mobile frame: one centered column (max 480 px) with a fixed header and bottom tab bar. */
export function AppShell({
  children,
  title,
  activeTab,
  showBack = false,
  showTabBar = true,
  titleIsHeading = true,
}: Props) {
  return (
    <div className={styles.frame}>
      <Header title={title} showBack={showBack} titleIsHeading={titleIsHeading} />
      <main id="main" className={showTabBar ? styles.mainWithTabs : styles.main}>
        {children}
      </main>
      {showTabBar ? <TabBar active={activeTab} /> : null}
    </div>
  );
}
