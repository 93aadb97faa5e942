import { FaqScreen } from '@/components/faq/FaqScreen';
import { faqPageJsonLd, faqPath } from '@/components/faq/faqSeo';
import { Seo } from '@/components/layout/Seo';
import { useShell } from '@/components/shell/ShellContext';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { selectFaq } from '@/store/faqSlice';
import { useAppSelector } from '@/store/hooks';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function QnaInfoPage() {
  const shell = useShell();
  const faq = useAppSelector(selectFaq);
  // A search result is a view of a category page: the category page (or the FAQ) is the one to index.
  const url = canonicalUrl(shell, faqPath(faq.category, ''));
  const title = faq.category ? `자주 묻는 질문: ${faq.category} | 라이드마켓` : '자주 묻는 질문 | 라이드마켓';
  const jsonLd = [
    breadcrumbJsonLd([
      { name: '라이드마켓', url: canonicalUrl(shell, '/') },
      { name: '자주 묻는 질문', url: canonicalUrl(shell, '/qna_info') },
    ]),
  ];
  if (!faq.keyword && faq.faqs.length > 0) jsonLd.push(faqPageJsonLd(faq.faqs, url));
  return (
    <>
      <Seo
        title={title}
        description="렌탈 예약과 결제, 취소·환불, 대여·반납, 배송, 회원, 중고 구매, 스키·보드 장비에 대해 자주 묻는 질문과 답변을 확인하세요."
        canonical={url}
        jsonLd={jsonLd}
      />
      <FaqScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/qna_info']);
