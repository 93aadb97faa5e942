import Link from '@/components/ui/AppLink';
import Head from 'next/head';
import { AppShell } from '@/components/layout/AppShell';
import styles from '@/components/layout/ErrorPage.module.css';

export default function ServerErrorPage() {
  return (
    <AppShell title="일시적인 오류">
      <Head>
        <title>일시적인 오류가 발생했어요 | 라이드마켓</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.wrap}>
        <p className={styles.code} aria-hidden>
          500
        </p>
        <h2 className={styles.title}>잠시 문제가 생겼어요</h2>
        <p className={styles.text}>요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.</p>
        <div className={styles.actions}>
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- href="" is this address: a reload that works without JavaScript */}
          <a href="" className={styles.primary}>
            다시 시도
          </a>
          <Link href="/" className={styles.secondary}>
            홈으로 가기
          </Link>
        </div>
      </section>
    </AppShell>
  );
}
