import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { MapPin } from '@/api/item/nearbyMap';
import type { LatLng, ViewSize } from '@/lib/nearbyMap/viewport';
import { DrawnMap, type MapView as View } from './DrawnMap';
import { MapErrorBoundary } from './MapErrorBoundary';
import { documentAllowsNaverMap, reloadForNaverMap } from './naverMapPolicy';
import styles from './MapView.module.css';

const NaverBusinessMap = dynamic(() => import('./NaverBusinessMap'), {
  ssr: false,
  loading: () => (
    <div className={styles.loading} role="status" aria-busy="true">
      <span className="visually-hidden">지도를 불러오는 중</span>
    </div>
  ),
});

type Props = {
  clientId: string | null;
  view: View;
  size: ViewSize;
  pins: MapPin[];
  myPosition: LatLng | null;
  selectedBusinessId: number | null;
  onViewChange: (view: View) => void;
  onPinSelect: (id: number) => void;
};

const FAILED_NOTICE = '지도를 불러오지 못해 간단한 지도로 보여드려요.';

/**
 * Naver's map when a key is configured and its script loads; otherwise (no key, offline, blocked)
 * the drawn map with the same pins and moves. Without a key the script is never requested, and
 * it is requested only in a document whose security policy admits it (see naverMapPolicy).
 */
export function MapView({ clientId, ...props }: Props) {
  const [failed, setFailed] = useState(false);
  // Unknown until mounted (the server renders the loading frame either way).
  const [admitted, setAdmitted] = useState<boolean | null>(null);
  useEffect(() => {
    if (!clientId) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the document's policy is known only after mount, and may mean a reload
    if (documentAllowsNaverMap()) setAdmitted(true);
    else if (!reloadForNaverMap()) setAdmitted(false);
  }, [clientId]);
  const drawn = <DrawnMap {...props} notice={clientId ? FAILED_NOTICE : null} />;
  if (!clientId || failed || admitted === false) return <div className={styles.frame}>{drawn}</div>;
  if (admitted === null) {
    return (
      <div className={styles.frame} style={{ height: props.size.height }}>
        <div className={styles.loading} role="status" aria-busy="true">
          <span className="visually-hidden">지도를 불러오는 중</span>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.frame} style={{ height: props.size.height }}>
      <MapErrorBoundary fallback={drawn} onError={() => setFailed(true)}>
        <NaverBusinessMap
          clientId={clientId}
          view={props.view}
          size={props.size}
          pins={props.pins}
          selectedBusinessId={props.selectedBusinessId}
          onViewChange={props.onViewChange}
          onPinSelect={props.onPinSelect}
        />
      </MapErrorBoundary>
    </div>
  );
}
