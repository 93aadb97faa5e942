import { Seo } from '@/components/layout/Seo';
import { NearbyMapScreen } from '@/components/nearbyMap/NearbyMapScreen';
import { MAP_DESCRIPTION, MAP_TITLE, businessListJsonLd } from '@/components/nearbyMap/mapSeo';
import { useShell } from '@/components/shell/ShellContext';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessList } from '@/store/nearbyMapSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

type Props = { naverMapClientId: string | null };

export default function NearbyMapPage({ naverMapClientId: clientId }: Props) {
  const shell = useShell();
  const businesses = useAppSelector(selectBusinessList).items;
  return (
    <>
      {/* The canonical drops the map's position: every view of the map is one page to a search engine. */}
      <Seo
        title={MAP_TITLE}
        description={MAP_DESCRIPTION}
        canonical={canonicalUrl(shell, '/nearby_store/map')}
        jsonLd={
          businesses.length > 0
            ? [businessListJsonLd(businesses.slice(0, 20), (path) => canonicalUrl(shell, path))]
            : []
        }
      />
      <NearbyMapScreen naverMapClientId={clientId ?? null} />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/nearby_store/map']);
