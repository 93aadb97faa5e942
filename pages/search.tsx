import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { Seo } from '@/components/layout/Seo';
import { SearchScreen } from '@/components/search/SearchScreen';
import { searchSeo } from '@/components/search/searchSeo';
import { parseSearchUrl } from '@/components/search/searchUrl';
import { useShell } from '@/components/shell/ShellContext';
import { useAppSelector } from '@/store/hooks';
import { selectSearch } from '@/store/searchSlice';
import { loadPopularKeywords, loadSearch } from '@/store/searchThunks';
import { wrapper } from '@/store/wrapper';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

export default function SearchPage() {
  const shell = useShell();
  const router = useRouter();
  const search = useAppSelector(selectSearch);
  const { request, hasRequest } = parseSearchUrl(router.query);
  const seo = searchSeo(shell, request, { hasRequest, totalCount: search.totalCount, items: search.items });
  return (
    <>
      <Seo title={seo.title} description={seo.description} canonical={seo.canonical} image={seo.image} />
      {seo.noindex ? <Head><meta name="robots" content="noindex, follow" /></Head> : null}
      <SearchScreen />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const shell = await prepareShell(context, store);
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    const { request, hasRequest } = parseSearchUrl(context.query);
    await Promise.all([
      store.dispatch(loadPopularKeywords()),
      hasRequest ? store.dispatch(loadSearch(request)) : Promise.resolve(),
    ]);
    const { status, error } = store.getState().search;
    // A search the service refuses (a hand-edited filter in the URL) is the visitor's mistake: 400,
    // still rendered with its message. A failure of ours renders with 다시 시도 and tells crawlers 503.
    if (status === 'failed') context.res.statusCode = error?.code === 'INVALID_INPUT' || error?.code === 'BAD_REQUEST' ? 400 : 503;
    return { props: { shell } };
  });
});
