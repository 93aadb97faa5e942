/**
 * Nearby business map (docs/product.md §3: pins, businessList, searchAfter, userLocationList, userLocation,
 * filters as key/value pairs my_lat, map_lat, my_lng, map_lng, z) and its §4 rules, which live in
 * lib/nearbyMap/mapFilters.ts and are applied by the reducers here. Server-owned: the page's loader
 * thunk runs in getServerSideProps; moving the map changes the filters, and the screen reloads the
 * businesses in view for them (the answer of an older view is dropped by its request key).
 */
import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { MapPin, NearbyBusiness, NearbyBusinessMapAnswer, UserLocation } from '@/api/item/nearbyMap';
import type { SerializedApiError } from '@/api/errors';
import type { FilterValue } from '@/lib/filterValues';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { SSR_VIEWPORT } from '@/lib/nearbyMap/constants';
import {
  chooseSavedPlace,
  moveMapCenter,
  parseMapFilters,
  setMyPosition,
  toFilterValues,
  setMapRange,
} from '@/lib/nearbyMap/mapFilters';
import type { ViewSize } from '@/lib/nearbyMap/viewport';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { errorFromRejected, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import {
  chooseUserLocation,
  loadMoreBusinesses,
  loadNearbyMapPage,
  reloadBusinessesInView,
  viewKeyOf,
} from './nearbyMapThunks';
import { injectSlice, rootReducer } from './rootReducer';

export { viewKeyOf } from './nearbyMapThunks';

export type NearbyMapState = {
  filters: FilterValue[];
  viewport: ViewSize;
  pins: MapPin[];
  businessList: CursorList<NearbyBusiness>;
  totalCount: number;
  userLocationList: UserLocation[];
  userLocation: UserLocation | null;
  selectedBusinessId: number | null;
  /** The view (filters + size) the pins and list belong to. */
  loadedKey: string;
  moreStatus: AsyncStatus;
  moreError: SerializedApiError | null;
} & AsyncFields;

export const initialNearbyMapState: NearbyMapState = {
  filters: toFilterValues(parseMapFilters({})),
  viewport: { ...SSR_VIEWPORT },
  pins: [],
  businessList: emptyList<NearbyBusiness>(),
  totalCount: 0,
  userLocationList: [],
  userLocation: null,
  selectedBusinessId: null,
  loadedKey: '',
  moreStatus: 'idle',
  moreError: null,
  ...idleAsync,
};

export type NearbyMapLoadPayload = {
  key: string;
  map: NearbyBusinessMapAnswer;
  /** Present on the page load: the URL's filters and the member's places. */
  page?: { filters: FilterValue[]; viewport: ViewSize; userLocations: UserLocation[] };
};

const plain = (state: unknown) => state as NearbyMapState;
const currentKey = (state: NearbyMapState) => viewKeyOf(state.filters, state.viewport);
const isAborted = (action: UnknownAction) => (action as { meta?: { aborted?: boolean } }).meta?.aborted === true;

function applyPage(state: NearbyMapState, payload: NearbyMapLoadPayload): void {
  if (payload.page) {
    state.filters = payload.page.filters;
    state.viewport = payload.page.viewport;
    state.userLocationList = payload.page.userLocations;
    state.userLocation = payload.page.userLocations.find((l) => l.isSelected) ?? null;
  } else if (payload.key !== currentKey(state)) {
    return; // the map moved on while this view loaded
  }
  state.pins = payload.map.pins;
  state.businessList = replaceList(undefined, {
    items: payload.map.businessList,
    searchAfter: payload.map.searchAfter,
  });
  state.totalCount = payload.map.totalCount;
  state.loadedKey = payload.key;
  state.moreStatus = 'idle';
  state.moreError = null;
  if (state.selectedBusinessId !== null && !payload.map.pins.some((p) => p.id === state.selectedBusinessId))
    state.selectedBusinessId = null;
}

export const nearbyMapSlice = createSlice({
  name: 'nearbyMap',
  initialState: initialNearbyMapState,
  reducers: {
    /** §4: changing the map centre updates map_lat, map_lng and z. */
    mapMoved(state, action: PayloadAction<{ lat: number; lng: number; z: number }>) {
      state.filters = moveMapCenter(state.filters, action.payload);
    },
    /** "내 위치": the browser's position becomes my position, the map centres there. */
    myPositionFound(state, action: PayloadAction<{ lat: number; lng: number }>) {
      state.filters = setMyPosition(state.filters, action.payload);
    },
    /** Back/forward in the browser: the URL's filters win. */
    filtersReplaced(state, action: PayloadAction<FilterValue[]>) {
      state.filters = action.payload;
    },
    /** The date picker (issue 31 §1): a range keeps only the businesses with something free on every day of it. */
    rangeChosen(state, action: PayloadAction<RentalRange | null>) {
      state.filters = setMapRange(state.filters, action.payload);
    },
    viewportMeasured(state, action: PayloadAction<ViewSize>) {
      state.viewport = action.payload;
    },
    businessSelected(state, action: PayloadAction<number | null>) {
      state.selectedBusinessId = action.payload;
    },
  },
  extraReducers: (builder) => {
    const loading = (state: NearbyMapState) => {
      state.status = 'loading';
      state.error = null;
    };
    const loaded = (state: NearbyMapState, payload: NearbyMapLoadPayload) => {
      applyPage(state, payload);
      state.status = 'succeeded';
    };
    const failed = (state: NearbyMapState, action: UnknownAction) => {
      // A load the screen cancelled for a newer view is no failure.
      if (isAborted(action)) return;
      state.status = 'failed';
      state.error = errorFromRejected(action);
    };
    builder
      .addCase(hydrate, replaceOnHydrate<NearbyMapState>('nearbyMap'))
      .addCase(loadNearbyMapPage.pending, (state) => loading(plain(state)))
      .addCase(loadNearbyMapPage.fulfilled, (state, { payload }) => loaded(plain(state), payload))
      .addCase(loadNearbyMapPage.rejected, (state, action) => failed(plain(state), action))
      .addCase(reloadBusinessesInView.pending, (state) => loading(plain(state)))
      .addCase(reloadBusinessesInView.fulfilled, (state, { payload }) => loaded(plain(state), payload))
      .addCase(reloadBusinessesInView.rejected, (state, action) => failed(plain(state), action))
      .addCase(loadMoreBusinesses.pending, (state) => {
        state.moreStatus = 'loading';
        state.moreError = null;
      })
      .addCase(loadMoreBusinesses.fulfilled, (state, { payload: { key, map } }) => {
        state.moreStatus = 'succeeded';
        if (key !== state.loadedKey) return; // a page of a view the map has left
        plain(state).businessList = appendList(plain(state).businessList, {
          items: map.businessList,
          searchAfter: map.searchAfter,
        });
      })
      .addCase(loadMoreBusinesses.rejected, (state, action) => {
        state.moreStatus = 'failed';
        state.moreError = errorFromRejected(action);
      })
      /** §4: a named place → that location at zoom 15; an unnamed one → the default centre and zoom (at once). */
      .addCase(chooseUserLocation.pending, (state, { meta: { arg: chosen } }) => {
        state.filters = chooseSavedPlace(state.filters, chosen);
        state.userLocationList = state.userLocationList.map((l) => ({ ...l, isSelected: l.id === chosen.id }));
        state.userLocation = { ...chosen, isSelected: true };
      })
      /** The server remembered the choice: its list (with the selection) is the truth. */
      .addCase(chooseUserLocation.fulfilled, (state, { payload }) => {
        state.userLocationList = payload;
        state.userLocation = payload.find((l) => l.isSelected) ?? null;
      });
  },
  selectors: {
    selectNearbyMap: (state) => state,
    selectMapFilterValues: (state) => state.filters,
    selectMapPins: (state) => state.pins,
    selectBusinessList: (state) => state.businessList,
    selectUserLocationList: (state) => state.userLocationList,
  },
});

export const { mapMoved, myPositionFound, filtersReplaced, rangeChosen, viewportMeasured, businessSelected } =
  nearbyMapSlice.actions;
export const { selectNearbyMap, selectMapFilterValues, selectMapPins, selectBusinessList, selectUserLocationList } =
  injectSlice(nearbyMapSlice.injectInto(rootReducer)).selectors;
