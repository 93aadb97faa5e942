import Head from 'next/head';
import { Seo } from '@/components/layout/Seo';
import { CommunitySearchScreen } from '@/components/community/search/CommunitySearchScreen';
import { communitySearchSeo } from '@/components/community/search/communitySearchSeo';
import { useShell } from '@/components/shell/ShellContext';
import { useAppSelector } from '@/store/hooks';
import { selectCommunitySearch } from '@/store/communitySearchSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function CommunitySearchPage() {
  const shell = useShell();
  const search = useAppSelector(selectCommunitySearch);
  const seo = communitySearchSeo(shell, search.query, search.model, search.posts.items.length);
  return (
    <>
      <Seo title={seo.title} description={seo.description} canonical={seo.canonical} />
      {seo.noindex ? (
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
      ) : null}
      <CommunitySearchScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/community/search']);
