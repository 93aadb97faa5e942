import Head from 'next/head';
import type { ReactNode } from 'react';
import { AppShell } from '../layout/AppShell';
import type { TabKey } from '../layout/TabBar';

type Props = {
  title: string;
  children: ReactNode;
  activeTab?: TabKey;
  showBack?: boolean;
  showTabBar?: boolean;
};

/**
 * The frame of the member area: the app shell with `noindex` (one person's page has nothing for a
 * search engine; robots.txt keeps /user/ out as well) and the document title.
 */
export function MemberFrame({ title, children, activeTab, showBack = true, showTabBar = true }: Props) {
  return (
    <AppShell title={title} activeTab={activeTab} showBack={showBack} showTabBar={showTabBar}>
      <Head>
        <title>{`${title} | 라이드마켓`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      {children}
    </AppShell>
  );
}
