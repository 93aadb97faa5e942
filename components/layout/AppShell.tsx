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
};

/** The mobile frame: one centered column (max 480 px) with a fixed header and bottom tab bar. */
export function AppShell({ children, title, activeTab, showBack = false, showTabBar = true }: Props) {
  return (
    <div className={styles.frame}>
      <Header title={title} showBack={showBack} />
      <main id="main" className={showTabBar ? styles.mainWithTabs : styles.main}>
        {children}
      </main>
      {showTabBar ? <TabBar active={activeTab} /> : null}
    </div>
  );
}
