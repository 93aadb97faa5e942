import { Seo } from '@/components/layout/Seo';
import { KeywordListScreen } from '@/components/keywords/KeywordListScreen';
import { KeywordScreen } from '@/components/keywords/KeywordScreen';
import { keywordJsonLd, keywordListSeo, keywordPageSeo } from '@/components/keywords/keywordSeo';
import { useShell } from '@/components/shell/ShellContext';
import { useAppSelector } from '@/store/hooks';
import { selectKeywordPage } from '@/store/keywordSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

type Props = { isLanding: boolean };

/** /keywords lists the keyword landings; /keywords?keyword=… is one landing. Both are indexable. */
export default function KeywordsPage({ isLanding }: Props) {
  const shell = useShell();
  const page = useAppSelector(selectKeywordPage);
  if (!isLanding) {
    const seo = keywordListSeo(shell, page.pages);
    return (
      <>
        <Seo title={seo.title} description={seo.description} canonical={seo.canonical} image={seo.image} />
        <KeywordListScreen />
      </>
    );
  }
  const seo = keywordPageSeo(shell, page);
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        canonical={seo.canonical}
        image={seo.image}
        jsonLd={keywordJsonLd(shell, page)}
      />
      <KeywordScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/keywords']);
