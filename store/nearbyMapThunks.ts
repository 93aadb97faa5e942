import {
  fetchNearbyMapPage,
  fetchNearbyBusinessMap,
  selectUserLocation,
  type UserLocation,
} from '@/api/item/nearbyMap';
import type { FilterValue } from '@/lib/filterValues';
import { readMapFilters } from '@/lib/nearbyMap/mapFilters';
import type { ViewSize } from '@/lib/nearbyMap/viewport';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** The identity of a view: the normalised filters and the map's size. */
export function viewKeyOf(filters: readonly FilterValue[], viewport: ViewSize): string {
  const f = readMapFilters(filters);
  return JSON.stringify([f.myLat, f.myLng, f.mapLat, f.mapLng, f.z, f.range, viewport.width, viewport.height]);
}

function mapVariables(filters: readonly FilterValue[], viewport: ViewSize, searchAfter: string | null) {
  const f = readMapFilters(filters);
  return {
    mapLat: f.mapLat,
    mapLng: f.mapLng,
    z: f.z,
    myLat: f.myLat,
    myLng: f.myLng,
    viewportWidth: viewport.width,
    viewportHeight: viewport.height,
    searchAfter,
    range: f.range,
  };
}

export type NearbyMapPageArg = { filters: FilterValue[]; viewport: ViewSize; signedIn: boolean };

/**
 * The map page's loader: the URL's view, its businesses, the member's saved places (asked only when
 * someone is signed in) and the viewer, in one operation.
 */
export const loadNearbyMapPage = createPageThunk(
  'nearbyMap/loadPage',
  async ({ filters, viewport, signedIn }: NearbyMapPageArg, { extra }) => {
    const answer = await fetchNearbyMapPage(extra.client, mapVariables(filters, viewport, null), signedIn);
    return {
      me: answer.me,
      key: viewKeyOf(filters, viewport),
      map: answer.nearbyBusinessMap,
      page: { filters, viewport, userLocations: answer.userLocationList },
    };
  }
);

/** The businesses of the view the slice holds now (after the map moved or a place was chosen). */
export const reloadBusinessesInView = createApiThunk(
  'nearbyMap/reload',
  async (_: void, { extra, getState, signal }) => {
    const { filters, viewport } = getState().nearbyMap;
    const map = await fetchNearbyBusinessMap(extra.client, mapVariables(filters, viewport, null), signal);
    return { key: viewKeyOf(filters, viewport), map };
  }
);

/** "더 보기": the next 20 businesses of the loaded view. */
export const loadMoreBusinesses = createApiThunk(
  'nearbyMap/more',
  async (_: void, { extra, getState }) => {
    const { filters, viewport, businessList, loadedKey } = getState().nearbyMap;
    const map = await fetchNearbyBusinessMap(
      extra.client,
      mapVariables(filters, viewport, String(businessList.searchAfter))
    );
    return { key: loadedKey, map };
  },
  {
    condition: (_, { getState }) => {
      const { moreStatus, businessList, loadedKey, filters, viewport } = getState().nearbyMap;
      // Only for the view on screen: after a move the list reloads instead.
      return (
        moreStatus !== 'loading' && businessList.searchAfter !== null && loadedKey === viewKeyOf(filters, viewport)
      );
    },
  }
);

/**
 * Choosing a saved place: the slice applies the §4 rule at once (pending: the map moves), then the
 * choice is remembered on the server, whose list replaces ours when it answers (fulfilled).
 */
export const chooseUserLocation = createApiThunk('nearbyMap/chooseUserLocation', (location: UserLocation, { extra }) =>
  selectUserLocation(extra.client, location.id)
);
