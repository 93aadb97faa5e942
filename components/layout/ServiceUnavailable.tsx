import Head from 'next/head';
import { AppShell } from './AppShell';
import styles from './ErrorPage.module.css';

/**
 * What every page shows while the database is away (server/ssr/pageLoader.ts answers 503 with
 * Retry-After): the visitor's request did nothing wrong, and trying again shortly will work.
 */
export function ServiceUnavailable() {
  return (
    <AppShell title="잠시 점검 중">
      <Head>
        <title>잠시 후 다시 시도해 주세요 | 라이드마켓</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.wrap}>
        <p className={styles.code} aria-hidden>
          503
        </p>
        <h2 className={styles.title}>서비스를 잠시 이용할 수 없어요</h2>
        <p className={styles.text}>서버가 데이터를 불러오지 못하고 있어요. 잠시 후 다시 시도해 주세요.</p>
        <div className={styles.actions}>
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- href="" is this address: a reload that works without JavaScript */}
          <a href="" className={styles.primary}>
            다시 시도
          </a>
        </div>
      </section>
    </AppShell>
  );
}
