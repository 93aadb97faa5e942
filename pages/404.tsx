import Link from '@/components/ui/AppLink';
import Head from 'next/head';
import { AppShell } from '@/components/layout/AppShell';
import styles from '@/components/layout/ErrorPage.module.css';

export default function NotFoundPage() {
  return (
    <AppShell title="페이지를 찾을 수 없어요">
      <Head>
        <title>페이지를 찾을 수 없어요 | 라이드마켓</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.wrap}>
        <p className={styles.code} aria-hidden>
          404
        </p>
        <h2 className={styles.title}>찾으시는 페이지가 없어요</h2>
        <p className={styles.text}>주소가 바뀌었거나 판매가 끝난 상품일 수 있어요.</p>
        <div className={styles.actions}>
          <Link href="/" className={styles.primary}>
            홈으로 가기
          </Link>
          <Link href="/search" className={styles.secondary}>
            상품 검색하기
          </Link>
        </div>
      </section>
    </AppShell>
  );
}
