import { useEffect } from 'react';
import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectFaq, toggleFaq } from '@/store/faqSlice';
import { loadFaqs } from '@/store/faqThunks';
import { AppShell } from '../layout/AppShell';
import { Footer } from '../layout/Footer';
import { ErrorState } from '../ui/ErrorState';
import { FaqItem } from './FaqItem';
import { FaqSearchForm } from './FaqSearchForm';
import { faqPath } from './faqSeo';
import { faqQueryOf } from './faqQuery';
import styles from './FaqScreen.module.css';

/**
 * /qna_info: category chips, a server search, and the answers as an accordion. The address holds
 * the query (?category=&keyword=), so a chip or a search is a shallow route change that this screen
 * answers by loading; a shared link opens the same list, rendered on the server.
 */
export function FaqScreen() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const faq = useAppSelector(selectFaq);
  const query = faqQueryOf(router.query);

  useEffect(() => {
    if (!router.isReady) return;
    if (query.category !== faq.category || query.keyword !== faq.keyword) void dispatch(loadFaqs(query));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's fields are the dependencies; the slice's own are compared, not watched
  }, [router.isReady, query.category, query.keyword, dispatch]);

  const searching = faq.keyword !== '';
  const shownCount = faq.category ? (faq.categories.find((c) => c.name === faq.category)?.count ?? 0) : faq.total;
  return (
    <AppShell title="자주 묻는 질문" showBack showTabBar={false}>
      <FaqSearchForm key={faq.keyword} category={faq.category} keyword={faq.keyword} />
      <nav aria-label="질문 분류" className={styles.chips}>
        {[{ name: null, count: faq.total }, ...faq.categories].map((chip) => {
          const active = chip.name === faq.category;
          return (
            <Link
              key={chip.name ?? 'all'}
              href={faqPath(chip.name, faq.keyword)}
              shallow
              scroll={false}
              className={active ? styles.chipActive : styles.chip}
              aria-current={active ? 'page' : undefined}
            >
              {chip.name ?? '전체'}
              {searching || chip.name === null ? <span className={styles.count}>{chip.count}</span> : null}
            </Link>
          );
        })}
      </nav>
      <p className={styles.summary} aria-live="polite">
        {faq.status === 'loading'
          ? '찾는 중이에요…'
          : searching
            ? `‘${faq.keyword}’ 검색 결과 ${shownCount}개`
            : `${faq.category ?? '전체'} 질문 ${shownCount}개`}
      </p>
      {faq.status === 'failed' ? (
        <ErrorState
          message={faq.error?.message ?? '질문을 불러오지 못했어요.'}
          onRetry={() => void dispatch(loadFaqs(query))}
        />
      ) : null}
      {faq.status !== 'failed' && faq.faqs.length === 0 && faq.status !== 'loading' ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>
            {searching ? `‘${faq.keyword}’에 맞는 질문을 찾지 못했어요.` : '이 분류에는 아직 질문이 없어요.'}
          </p>
          <p className={styles.emptyHint}>다른 단어로 검색하거나 고객센터에 물어봐 주세요.</p>
          <Link href="/call_info" className={styles.emptyAction}>
            고객센터 문의하기
          </Link>
        </div>
      ) : null}
      <ul className={faq.status === 'loading' ? styles.listLoading : styles.list} aria-busy={faq.status === 'loading'}>
        {faq.faqs.map((item) => (
          <FaqItem
            key={item.id}
            faq={item}
            open={faq.openIds.includes(item.id)}
            terms={faq.terms}
            showCategory={faq.category === null}
            onToggle={() => dispatch(toggleFaq(item.id))}
          />
        ))}
      </ul>
      <p className={styles.more}>
        원하는 답을 찾지 못하셨나요?{' '}
        <Link href="/call_info" className={styles.moreLink}>
          고객센터 안내
        </Link>
      </p>
      <Footer />
    </AppShell>
  );
}
