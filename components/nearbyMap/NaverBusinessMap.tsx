import { useEffect, useState } from 'react';
import { Container, Marker, NaverMap, NavermapsProvider, useNavermaps } from 'react-naver-maps';
import type { MapPin } from '@/api/item/nearbyMap';
import type { ViewSize } from '@/lib/nearbyMap/viewport';
import type { MapView } from './DrawnMap';
import styles from './MapView.module.css';

type Props = {
  clientId: string;
  view: MapView;
  size: ViewSize;
  pins: MapPin[];
  selectedBusinessId: number | null;
  onViewChange: (view: MapView) => void;
  onPinSelect: (id: number) => void;
};

// The few members of naver.maps.Map this screen calls (the SDK's own types are not installed).
type NaverMapHandle = {
  getCenter(): { lat(): number; lng(): number };
  getZoom(): number;
  setCenter(center: unknown): void;
  setZoom(zoom: number): void;
};

function Pins({ view, pins, selectedBusinessId, onViewChange, onPinSelect }: Omit<Props, 'clientId' | 'size'>) {
  const navermaps = useNavermaps();
  const [map, setMap] = useState<NaverMapHandle | null>(null);
  // A view chosen outside the map (a saved place, 내 위치) moves the map; its own moves come back equal.
  useEffect(() => {
    if (!map) return;
    const c = map.getCenter();
    if (Math.abs(c.lat() - view.lat) > 1e-6 || Math.abs(c.lng() - view.lng) > 1e-6)
      map.setCenter(new navermaps.LatLng(view.lat, view.lng));
    if (map.getZoom() !== view.z) map.setZoom(view.z);
  }, [map, navermaps, view.lat, view.lng, view.z]);
  return (
    <NaverMap
      ref={(instance: unknown) => setMap(instance as NaverMapHandle | null)}
      defaultCenter={new navermaps.LatLng(view.lat, view.lng)}
      defaultZoom={view.z}
      onIdle={() => {
        if (!map) return;
        const c = map.getCenter();
        onViewChange({ lat: c.lat(), lng: c.lng(), z: map.getZoom() });
      }}
    >
      {pins.map((pin) => (
        <Marker
          key={pin.id}
          position={new navermaps.LatLng(pin.lat, pin.lng)}
          title={pin.name}
          zIndex={pin.id === selectedBusinessId ? 10 : 1}
          onClick={() => onPinSelect(pin.id)}
        />
      ))}
    </NaverMap>
  );
}

/** The Naver map (loaded only in the browser, only with a key); errors go to MapView's boundary. */
export default function NaverBusinessMap({ clientId, size, ...rest }: Props) {
  return (
    <NavermapsProvider ncpKeyId={clientId}>
      <Container
        style={{ width: '100%', height: size.height }}
        fallback={
          <div className={styles.loading} style={{ height: size.height }} role="status" aria-busy="true">
            <span className="visually-hidden">지도를 불러오는 중</span>
          </div>
        }
      >
        <Pins {...rest} />
      </Container>
    </NavermapsProvider>
  );
}
