import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadKeywordPage, selectKeywordPage } from '@/store/keywordSlice';
import { AppShell } from '../layout/AppShell';
import { Footer } from '../layout/Footer';
import { ErrorState } from '../ui/ErrorState';
import { SearchResultGrid } from '../search/SearchResultGrid';
import { ToastProvider } from '../ui/Toast';
import { keywordUrl } from '../search/searchUrl';
import { KeywordPageList } from './KeywordPageList';
import styles from './KeywordScreen.module.css';
import { groupDigits } from '@/lib/digits';

/** A keyword landing: the editor's title and description over the services found for the keyword (hearts toast in its ToastProvider). */
export function KeywordScreen() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectKeywordPage);
  const others = page.pages.filter((entry) => entry.keyword !== page.keyword);
  return (
    <ToastProvider>
      <AppShell activeTab="search_list" showBack>
        {page.status === 'failed' ? (
          <ErrorState
            message={page.error?.message ?? '키워드 페이지를 불러오지 못했어요.'}
            onRetry={() => void dispatch(loadKeywordPage(page.keyword || null))}
          />
        ) : (
          <>
            <header className={styles.hero}>
              <p className={styles.kicker}>{page.siteName} 키워드</p>
              <h1 className={styles.title}>{page.title}</h1>
              <p className={styles.description}>{page.description}</p>
            </header>
            <div className={styles.bar}>
              <p className={styles.count}>
                상품 <strong>{groupDigits(page.totalCount)}</strong>개
              </p>
              <Link href={keywordUrl(page.keyword)} className={styles.all}>
                전체 검색 결과
                <Icon name="chevron-right" size={16} />
              </Link>
            </div>
            {page.services.length === 0 ? (
              <p className={styles.empty}>지금은 ‘{page.keyword}’ 상품이 없어요. 다른 키워드를 둘러보세요.</p>
            ) : (
              <SearchResultGrid items={page.services} label={`${page.keyword} 상품`} />
            )}
            {others.length > 0 ? (
              <section className={styles.others} aria-labelledby="keyword-others">
                <h2 id="keyword-others" className={styles.othersTitle}>
                  다른 인기 키워드
                </h2>
                <KeywordPageList pages={others} compact />
              </section>
            ) : null}
          </>
        )}
        <Footer />
      </AppShell>
    </ToastProvider>
  );
}
