import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { RecommendationScreen } from '@/components/recommendation/RecommendationScreen';
import { recommendationSeo } from '@/components/recommendation/recommendationSeo';
import { useShell } from '@/components/shell/ShellContext';
import { useAppSelector } from '@/store/hooks';
import { selectCategoryRecommendation } from '@/store/categoryRecommendationSlice';
import { loadCategoryRecommendation } from '@/store/categoryRecommendationThunks';
import { loadExperiment } from '@/store/experimentThunks';
import { wrapper } from '@/store/wrapper';
import { withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { recommendationPageCacheKey } from '@/server/ssr/recommendationPageCache';
import { prepareShell } from '@/server/ssr/shell';

type Props = { categoryKey: string };

export default function CategoryRecommendationPage({ categoryKey }: Props) {
  const shell = useShell();
  const state = useAppSelector(selectCategoryRecommendation);
  const seo = recommendationSeo(shell, categoryKey, state.categoryName, state.recommendationItemList.items);
  return (
    <>
      <Seo title={seo.title} description={seo.description} canonical={seo.url} jsonLd={seo.jsonLd} />
      <RecommendationScreen categoryKey={categoryKey} />
    </>
  );
}

// Rendered per visitor once they have browsed (the ranking is theirs); before that, once per URL and variant.
export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const raw = String(context.params?.category ?? '');
  const key = raw.toLowerCase();
  if (!/^[a-z][a-z0-9_]{0,39}$/.test(key)) return { notFound: true };
  // /recommendations/SKI (older links) is the same page as /recommendations/ski: one address per page.
  if (raw !== key) return { redirect: { destination: `/recommendations/${key}`, permanent: true } };
  const shell = await prepareShell(context, store);
  await store.dispatch(loadExperiment('recommender'));
  const variant = store.getState().featureFlag.experiments.recommender;
  const cacheKey = await recommendationPageCacheKey(context, shell, variant);
  return withAnonymousPageCache(context, cacheKey, async () => {
    await store.dispatch(loadCategoryRecommendation(key));
    const { status, error } = store.getState().categoryRecommendation;
    if (status === 'failed') {
      if (error?.code === 'NOT_FOUND' || error?.code === 'INVALID_INPUT') return { notFound: true };
      context.res.statusCode = 503;
    }
    return { props: { shell, categoryKey: key } };
  });
});
