import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadKeywordPage, selectKeywordPage } from '@/store/keywordSlice';
import { AppShell } from '../layout/AppShell';
import { Footer } from '../layout/Footer';
import { ErrorState } from '../ui/ErrorState';
import { KeywordPageList } from './KeywordPageList';
import styles from './KeywordListScreen.module.css';

/** /keywords: every keyword landing, linked from the footer and the sitemap. */
export function KeywordListScreen() {
  const dispatch = useAppDispatch();
  const { pages, status, error } = useAppSelector(selectKeywordPage);
  return (
    <AppShell activeTab="search_list">
      <header className={styles.hero}>
        <h1 className={styles.title}>많이 찾는 키워드</h1>
        <p className={styles.description}>
          한강 자전거 대여부터 리조트 스키 렌탈까지, 라이드마켓에서 많이 찾는 상품을 키워드별로 모았어요.
        </p>
      </header>
      {status === 'failed' ? (
        <ErrorState
          message={error?.message ?? '키워드 목록을 불러오지 못했어요.'}
          onRetry={() => void dispatch(loadKeywordPage(null))}
        />
      ) : pages.length === 0 ? (
        <p className={styles.empty}>준비 중인 키워드 페이지가 없어요.</p>
      ) : (
        <KeywordPageList pages={pages} />
      )}
      <Footer />
    </AppShell>
  );
}
