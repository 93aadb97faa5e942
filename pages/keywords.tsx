import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { KeywordListScreen } from '@/components/keywords/KeywordListScreen';
import { KeywordScreen } from '@/components/keywords/KeywordScreen';
import { keywordJsonLd, keywordListSeo, keywordPageSeo } from '@/components/keywords/keywordSeo';
import { useShell } from '@/components/shell/ShellContext';
import { useAppSelector } from '@/store/hooks';
import { loadKeywordPage, selectKeywordPage } from '@/store/keywordSlice';
import { wrapper } from '@/store/wrapper';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

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
      <Seo title={seo.title} description={seo.description} canonical={seo.canonical} image={seo.image} jsonLd={keywordJsonLd(shell, page)} />
      <KeywordScreen />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const raw = context.query.keyword;
  const keyword = (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;
  const shell = await prepareShell(context, store);
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    await store.dispatch(loadKeywordPage(keyword));
    const { status, error } = store.getState().keyword;
    if (status === 'failed') {
      if (error?.code === 'NOT_FOUND' || error?.code === 'INVALID_INPUT') return { notFound: true };
      context.res.statusCode = 503;
    }
    return { props: { shell, isLanding: keyword !== null } };
  });
});
