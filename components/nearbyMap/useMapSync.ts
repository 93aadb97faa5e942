import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef } from 'react';
import { MAP_MOVE_DEBOUNCE_MS } from '@/lib/nearbyMap/constants';
import { mapQueryOf, parseMapFilters, toFilterValues } from '@/lib/nearbyMap/mapFilters';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { filtersReplaced, mapMoved, selectNearbyMap, viewKeyOf } from '@/store/nearbyMapSlice';
import { reloadBusinessesInView } from '@/store/nearbyMapThunks';
import type { MapView } from './DrawnMap';

/**
 * Keeps the URL, the slice and the businesses in view together:
 * - the map's moves reach the slice 400 ms after the map stops (§4: map_lat, map_lng, z);
 * - a new view (moved, a place chosen, 내 위치) replaces the URL (shallow) and reloads the businesses,
 *   cancelling the load of a view the shopper already left;
 * - back/forward in the browser puts the URL's filters back into the slice.
 */
export function useMapSync(): (view: MapView) => void {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { filters, viewport, loadedKey } = useAppSelector(selectNearbyMap);
  const viewKey = viewKeyOf(filters, viewport);
  const requested = useRef(viewKey);
  const inFlight = useRef<{ abort: () => void } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fromHistory = useRef(false);

  const onViewChange = useCallback(
    (view: MapView) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => dispatch(mapMoved(view)), MAP_MOVE_DEBOUNCE_MS);
    },
    [dispatch]
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    []
  );

  useEffect(() => {
    if (viewKey === loadedKey || viewKey === requested.current) return;
    requested.current = viewKey;
    const query = mapQueryOf(filters);
    const current = new URLSearchParams(router.asPath.split('?')[1] ?? '').toString();
    if (new URLSearchParams(query).toString() !== current) {
      void router.replace({ pathname: '/nearby_store/map', query }, undefined, { shallow: true, scroll: false });
    }
    inFlight.current?.abort();
    inFlight.current = dispatch(reloadBusinessesInView());
  }, [viewKey, loadedKey, filters, router, dispatch]);

  useEffect(() => {
    const onPop = () => {
      fromHistory.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    if (!fromHistory.current) return;
    fromHistory.current = false;
    dispatch(filtersReplaced(toFilterValues(parseMapFilters(router.query))));
  }, [router.query, dispatch]);

  return onViewChange;
}
