import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { Seo } from '@/components/layout/Seo';
import { CommerceScreen } from '@/components/commerce/CommerceScreen';
import { commerceSeo } from '@/components/commerce/commerceSeo';
import { filtersFromQuery, firstParam } from '@/components/commerce/listQuery';
import { useShell } from '@/components/shell/ShellContext';
import { useAppSelector } from '@/store/hooks';
import { wrapper } from '@/store/wrapper';
import { loadExperiment } from '@/store/experimentThunks';
import { selectExperimentVariant } from '@/store/featureFlagSlice';
import { defaultSortFor, selectBikeCommerceFilter, selectCategory, setFilters, setSort } from '@/store/bikeCommerceFilterSlice';
import { selectCommerceList } from '@/store/commerceListSlice';
import { loadBikeCommerceFilter, loadCommerceModels } from '@/store/commerceThunks';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

export default function BikeCommercePage() {
  const shell = useShell();
  const { query } = useRouter();
  const filter = useAppSelector(selectBikeCommerceFilter);
  const list = useAppSelector(selectCommerceList);
  const seo = commerceSeo(shell, filter.selectedCategory, firstParam(query, 'category') !== undefined, list.models.items, list.models.totalCount ?? 0);
  return (
    <>
      <Seo title={seo.title} description={seo.description} canonical={seo.url} image={seo.image} jsonLd={seo.jsonLd} />
      <CommerceScreen />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const shell = await prepareShell(context, store);
  // The model list experiment picks the opening sort, so the first HTML already shows the variant
  // (and the variant is part of the page cache key).
  await store.dispatch(loadExperiment('modelList'));
  return withAnonymousPageCache(context, pageCacheKey(context, shell, [selectExperimentVariant(store.getState(), 'modelList')]), async () => {
    await store.dispatch(loadBikeCommerceFilter());
    if (store.getState().bikeCommerceFilter.status === 'failed') {
      context.res.statusCode = 503;
      return { props: { shell } };
    }
    const category = firstParam(context.query, 'category');
    if (category) {
      store.dispatch(selectCategory(category));
      // A category that is not (or no longer) on sale here has no page.
      if (store.getState().bikeCommerceFilter.selectedCategory?.key !== category) return { notFound: true };
    }
    const variant = selectExperimentVariant(store.getState(), 'modelList');
    store.dispatch(setSort(firstParam(context.query, 'sort') ?? defaultSortFor(variant)));
    store.dispatch(setFilters(filtersFromQuery(context.query)));
    await store.dispatch(loadCommerceModels());
    const list = store.getState().commerceList;
    if (list.status === 'failed') {
      // Filter values a hand-made link got wrong: no such list. Anything else: a failure, not cached.
      if (list.error?.code === 'INVALID_INPUT') return { notFound: true };
      context.res.statusCode = 503;
    }
    return { props: { shell } };
  });
});
