import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { UsedItemScreen } from '@/components/used/UsedItemScreen';
import { usedSeo } from '@/components/used/usedSeo';
import { filtersFromQuery, firstParam } from '@/components/commerce/listQuery';
import { useShell } from '@/components/shell/ShellContext';
import { useAppSelector } from '@/store/hooks';
import { wrapper } from '@/store/wrapper';
import { selectUsedItemState } from '@/store/usedItemSlice';
import { loadUsedItems } from '@/store/usedItemThunks';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

export default function UsedItemListPage() {
  const shell = useShell();
  const state = useAppSelector(selectUsedItemState);
  const category = state.categoryTemplates.find((t) => t.key === state.categoryKey) ?? null;
  const seo = usedSeo(shell, category, state.usedItemList.items, state.usedItemListHeader.itemCount);
  return (
    <>
      <Seo title={seo.title} description={seo.description} canonical={seo.url} image={seo.image} jsonLd={seo.jsonLd} />
      <UsedItemScreen />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const shell = await prepareShell(context, store);
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    await store.dispatch(loadUsedItems({ categoryKey: firstParam(context.query, 'category') ?? 'all', filters: filtersFromQuery(context.query) }));
    const state = store.getState().usedItem;
    if (state.status === 'failed') {
      // An unknown category or filter value in a hand-made link: no such list. Anything else is a failure.
      if (state.error?.code === 'INVALID_INPUT') return { notFound: true };
      context.res.statusCode = 503;
    }
    return { props: { shell } };
  });
});
