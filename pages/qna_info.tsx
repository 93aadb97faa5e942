import type { GetServerSideProps } from 'next';
import { FaqScreen } from '@/components/faq/FaqScreen';
import { faqPageJsonLd, faqPath } from '@/components/faq/faqSeo';
import { faqQueryOf } from '@/components/faq/faqQuery';
import { Seo } from '@/components/layout/Seo';
import { useShell } from '@/components/shell/ShellContext';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { selectFaq } from '@/store/faqSlice';
import { loadFaqs } from '@/store/faqThunks';
import { useAppSelector } from '@/store/hooks';
import { wrapper } from '@/store/wrapper';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

export default function QnaInfoPage() {
  const shell = useShell();
  const faq = useAppSelector(selectFaq);
  // A search result is a view of a category page: the category page (or the FAQ) is the one to index.
  const url = canonicalUrl(shell, faqPath(faq.category, ''));
  const title = faq.category ? `자주 묻는 질문: ${faq.category} | 라이드마켓` : '자주 묻는 질문 | 라이드마켓';
  const jsonLd = [breadcrumbJsonLd([{ name: '라이드마켓', url: canonicalUrl(shell, '/') }, { name: '자주 묻는 질문', url: canonicalUrl(shell, '/qna_info') }])];
  if (!faq.keyword && faq.faqs.length > 0) jsonLd.push(faqPageJsonLd(faq.faqs, url));
  return (
    <>
      <Seo title={title} description="렌탈 예약과 결제, 취소·환불, 대여·반납, 배송, 회원, 중고 구매, 스키·보드 장비에 대해 자주 묻는 질문과 답변을 확인하세요." canonical={url} jsonLd={jsonLd} />
      <FaqScreen />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const query = faqQueryOf(context.query);
  const shell = await prepareShell(context, store);
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    await store.dispatch(loadFaqs(query));
    const { status, error } = store.getState().faq;
    if (status === 'failed') {
      // A link naming a category we don't have still finds its words: it opens the whole FAQ.
      if (error?.code === 'INVALID_INPUT' && query.category) {
        return { redirect: { destination: faqPath(null, query.keyword), permanent: false } };
      }
      context.res.statusCode = 503;
    }
    return { props: { shell } };
  });
});
