import Head from 'next/head';
import { AppShell } from '@/components/layout/AppShell';
import styles from '@/components/layout/ErrorPage.module.css';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

/**
 * Health check through the whole SSR stack (identity, store, shell) with no data: load balancers
 * probe it, and the SSR benchmark uses it as its bare baseline.
 */
export default function HealthPage() {
  return (
    <AppShell title="서비스 상태">
      <Head>
        <title>서비스 상태 | 라이드마켓</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.wrap}>
        <h2 className={styles.title}>라이드마켓이 정상적으로 운영되고 있어요</h2>
      </section>
    </AppShell>
  );
}

export const getServerSideProps = loadPage(pageTable['/healthz']);
