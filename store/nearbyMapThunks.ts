import { fetchNearbyStoreMap, fetchUserLocationList, selectUserLocation, type UserLocation } from '@/api/item/nearbyMap';
import { errorCodeOf, serializeApiError } from '@/api/errors';
import type { ApiClient } from '@/api/client';
import type { FilterValue } from '@/lib/filterValues';
import { readMapFilters } from '@/lib/nearbyMap/mapFilters';
import type { ViewSize } from '@/lib/nearbyMap/viewport';
import {
  NEARBY_MAP_LOAD, NEARBY_MAP_MORE, userLocationChosen, userLocationsReplaced, viewKeyOf,
  type NearbyMapLoadPayload, type NearbyMapMorePayload,
} from './nearbyMapSlice';
import { createAppAsyncThunk } from './thunk';

function mapVariables(filters: readonly FilterValue[], viewport: ViewSize, searchAfter: string | null) {
  const f = readMapFilters(filters);
  return {
    mapLat: f.mapLat, mapLng: f.mapLng, z: f.z, myLat: f.myLat, myLng: f.myLng,
    viewportWidth: viewport.width, viewportHeight: viewport.height, searchAfter,
  };
}

/** A visitor who is not signed in simply has no saved places: the page must not fail for it. */
async function userLocationsOrNone(client: ApiClient): Promise<UserLocation[]> {
  try {
    return await fetchUserLocationList(client);
  } catch (error) {
    if (errorCodeOf(error) === 'UNAUTHENTICATED') return [];
    throw error;
  }
}

/** The map page's loader (convention 3): the URL's view, its stores and the member's places. */
export const loadNearbyMapPage = createAppAsyncThunk(
  NEARBY_MAP_LOAD,
  async ({ filters, viewport, signedIn }: { filters: FilterValue[]; viewport: ViewSize; signedIn: boolean }, { extra, rejectWithValue }) => {
    try {
      const [map, userLocations] = await Promise.all([
        fetchNearbyStoreMap(extra.client, mapVariables(filters, viewport, null)),
        signedIn ? userLocationsOrNone(extra.client) : Promise.resolve([]),
      ]);
      return { key: viewKeyOf(filters, viewport), map, page: { filters, viewport, userLocations } } satisfies NearbyMapLoadPayload;
    } catch (error) {
      return rejectWithValue(serializeApiError(error));
    }
  },
);

/** The stores of the view the slice holds now (after the map moved or a place was chosen). */
export const reloadStoresInView = createAppAsyncThunk(NEARBY_MAP_LOAD, async (_: void, { extra, getState, rejectWithValue, signal }) => {
  const { filters, viewport } = getState().nearbyMap;
  try {
    const map = await fetchNearbyStoreMap(extra.client, mapVariables(filters, viewport, null), signal);
    return { key: viewKeyOf(filters, viewport), map } satisfies NearbyMapLoadPayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** "더 보기": the next 20 stores of the loaded view. */
export const loadMoreStores = createAppAsyncThunk(NEARBY_MAP_MORE, async (_: void, { extra, getState, rejectWithValue }) => {
  const { filters, viewport, storeList, loadedKey } = getState().nearbyMap;
  try {
    const map = await fetchNearbyStoreMap(extra.client, mapVariables(filters, viewport, String(storeList.searchAfter)));
    return { key: loadedKey, map } satisfies NearbyMapMorePayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
}, {
  condition: (_, { getState }) => {
    const { moreStatus, storeList, loadedKey, filters, viewport } = getState().nearbyMap;
    // Only for the view on screen: after a move the list reloads instead.
    return moreStatus !== 'loading' && storeList.searchAfter !== null && loadedKey === viewKeyOf(filters, viewport);
  },
});

/**
 * Choosing a saved place applies the §4 rule at once (the map moves), then remembers the choice on
 * the server; the server's list replaces ours when it answers.
 */
export const chooseUserLocation = createAppAsyncThunk(
  'nearbyMap/chooseUserLocation',
  async (location: UserLocation, { extra, dispatch, rejectWithValue }) => {
    dispatch(userLocationChosen(location));
    try {
      const list = await selectUserLocation(extra.client, location.id);
      dispatch(userLocationsReplaced(list));
      return list;
    } catch (error) {
      return rejectWithValue(serializeApiError(error));
    }
  },
);
