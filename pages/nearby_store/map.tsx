import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { NearbyMapScreen } from '@/components/nearbyMap/NearbyMapScreen';
import { MAP_DESCRIPTION, MAP_TITLE, storeListJsonLd } from '@/components/nearbyMap/mapSeo';
import { useShell } from '@/components/shell/ShellContext';
import { SSR_VIEWPORT } from '@/lib/nearbyMap/constants';
import { parseMapFilters, toFilterValues } from '@/lib/nearbyMap/mapFilters';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectStoreList } from '@/store/nearbyMapSlice';
import { loadNearbyMapPage } from '@/store/nearbyMapThunks';
import { wrapper } from '@/store/wrapper';
import { requestState } from '@/server/auth/requestState';
import { naverMapClientId } from '@/server/domain/nearbyMap/mapKey';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

type Props = { naverMapClientId: string | null };

export default function NearbyMapPage({ naverMapClientId: clientId }: Props) {
  const shell = useShell();
  const stores = useAppSelector(selectStoreList).items;
  return (
    <>
      {/* The canonical drops the map's position: every view of the map is one page to a search engine. */}
      <Seo title={MAP_TITLE} description={MAP_DESCRIPTION} canonical={canonicalUrl(shell, '/nearby_store/map')}
        jsonLd={stores.length > 0 ? [storeListJsonLd(stores.slice(0, 20), (path) => canonicalUrl(shell, path))] : []} />
      <NearbyMapScreen naverMapClientId={clientId ?? null} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const shell = await prepareShell(context, store);
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    const filters = toFilterValues(parseMapFilters(context.query));
    const signedIn = Boolean(requestState(context.req).sessionToken);
    await store.dispatch(loadNearbyMapPage({ filters, viewport: { ...SSR_VIEWPORT }, signedIn }));
    // A failed load still renders (list with 다시 시도), but tells crawlers not to keep this copy.
    if (store.getState().nearbyMap.status === 'failed') context.res.statusCode = 503;
    return { props: { shell, naverMapClientId: naverMapClientId() } };
  });
});
