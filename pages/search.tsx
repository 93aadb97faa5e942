import Head from 'next/head';
import { useRouter } from 'next/router';
import { Seo } from '@/components/layout/Seo';
import { SearchScreen } from '@/components/search/SearchScreen';
import { searchSeo } from '@/components/search/searchSeo';
import { parseSearchUrl } from '@/components/search/searchUrl';
import { useShell } from '@/components/shell/ShellContext';
import { useAppSelector } from '@/store/hooks';
import { selectSearch } from '@/store/searchSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function SearchPage() {
  const shell = useShell();
  const router = useRouter();
  const search = useAppSelector(selectSearch);
  const { request, hasRequest } = parseSearchUrl(router.query);
  const seo = searchSeo(shell, request, { hasRequest, totalCount: search.totalCount, items: search.items });
  return (
    <>
      <Seo title={seo.title} description={seo.description} canonical={seo.canonical} image={seo.image} />
      {seo.noindex ? (
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
      ) : null}
      <SearchScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/search']);
