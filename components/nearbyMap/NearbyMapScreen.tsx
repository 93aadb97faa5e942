import Link from '@/components/ui/AppLink';
import { useEffect, useRef, useState } from 'react';
import { CHOSEN_LOCATION_ZOOM, SSR_VIEWPORT } from '@/lib/nearbyMap/constants';
import { isInKorea, readMapFilters } from '@/lib/nearbyMap/mapFilters';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  mapMoved,
  myPositionFound,
  selectNearbyMap,
  businessSelected,
  viewportMeasured,
  rangeChosen,
} from '@/store/nearbyMapSlice';
import { chooseUserLocation, loadNearbyMapPage, reloadBusinessesInView } from '@/store/nearbyMapThunks';
import { selectIsLogin } from '@/store/userSlice';
import { AppShell } from '../layout/AppShell';
import { RentalRangePicker } from '../calendar/RentalRangePicker';
import { RangeRefusalNote } from '../calendar/RangeRefusalNote';
import { MapView } from './MapView';
import { PlaceChips } from './PlaceChips';
import { BusinessList } from './BusinessList';
import { useMapSync } from './useMapSync';
import styles from './NearbyMapScreen.module.css';

/** The map of businesses around the shopper, the saved places, and the businesses in view by distance. */
export function NearbyMapScreen({ naverMapClientId }: { naverMapClientId: string | null }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectNearbyMap);
  const filters = readMapFilters(state.filters);
  const onViewChange = useMapSync();
  const frame = useRef<HTMLDivElement>(null);
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const isLogin = useAppSelector(selectIsLogin);
  // 다시 시도: a page that never loaded asks for its whole operation again (saved places too); a view that failed, for its businesses.
  const retry = () => {
    if (state.loadedKey === '')
      void dispatch(loadNearbyMapPage({ filters: state.filters, viewport: state.viewport, signedIn: isLogin }));
    else void dispatch(reloadBusinessesInView());
  };

  // The server rendered for a common phone width; a noticeably different map reloads its own view.
  useEffect(() => {
    const width = Math.round(frame.current?.getBoundingClientRect().width ?? SSR_VIEWPORT.width);
    if (width >= 200 && Math.abs(width - state.viewport.width) > 30)
      dispatch(viewportMeasured({ width: Math.min(width, 1280), height: SSR_VIEWPORT.height }));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- measured once, after the first paint

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setMessage('이 브라우저에서는 위치를 확인할 수 없어요.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const at = { lat: position.coords.latitude, lng: position.coords.longitude };
        if (!isInKorea(at)) {
          setMessage('지금 위치는 국내가 아니라서 지도 중심을 옮기지 않았어요.');
          return;
        }
        setMessage(null);
        dispatch(myPositionFound(at));
      },
      () => {
        setLocating(false);
        setMessage('위치 권한이 없어 내 위치를 찾지 못했어요. 브라우저 설정에서 위치 권한을 허용해 주세요.');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 }
    );
  };

  const selectPin = (id: number) => {
    dispatch(businessSelected(id));
    document.getElementById(`business-${id}`)?.scrollIntoView({ block: 'nearest' });
  };
  const selectedPin = state.pins.find((p) => p.id === state.selectedBusinessId) ?? null;
  const myPosition =
    filters.myLat !== null && filters.myLng !== null ? { lat: filters.myLat, lng: filters.myLng } : null;

  return (
    <AppShell title="내 주변 매장" showBack>
      <PlaceChips
        places={state.userLocationList}
        locating={locating}
        onMyPosition={locate}
        onChoose={(place) => void dispatch(chooseUserLocation(place))}
      />
      {/* A range keeps only the businesses with something free on every day of it (useMapSync reloads the view). */}
      <div className={styles.picker}>
        <RentalRangePicker value={filters.range} onChange={(range) => dispatch(rangeChosen(range))} />
        <RangeRefusalNote />
      </div>
      {message ? (
        <p className={styles.message} role="status">
          {message}
        </p>
      ) : null}
      <div ref={frame}>
        <MapView
          clientId={naverMapClientId}
          view={{ lat: filters.mapLat, lng: filters.mapLng, z: filters.z }}
          size={state.viewport}
          pins={state.pins}
          myPosition={myPosition}
          selectedBusinessId={state.selectedBusinessId}
          onViewChange={onViewChange}
          onPinSelect={selectPin}
        />
      </div>
      {selectedPin ? (
        <p className={styles.selected} role="status">
          <span>{selectedPin.name}</span>
          <Link href={`/nearby_store/${selectedPin.id}`} className={styles.selectedLink}>
            매장 보기
          </Link>
        </p>
      ) : null}
      <BusinessList
        onRetry={retry}
        onZoomOut={() =>
          dispatch(
            mapMoved({ lat: filters.mapLat, lng: filters.mapLng, z: Math.min(filters.z, CHOSEN_LOCATION_ZOOM) - 2 })
          )
        }
        canZoomOut={filters.z > 9}
        range={filters.range}
      />
    </AppShell>
  );
}
