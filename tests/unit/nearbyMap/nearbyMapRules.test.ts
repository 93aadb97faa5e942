import type { NearbyBusinessMapAnswer, UserLocation } from '@/api/item/nearbyMap';
import { CHOSEN_LOCATION_ZOOM, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, SSR_VIEWPORT } from '@/lib/nearbyMap/constants';
import { readMapFilters, toFilterValues } from '@/lib/nearbyMap/mapFilters';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import {
  initialNearbyMapState,
  mapMoved,
  nearbyMapSlice,
  rangeChosen,
  viewKeyOf,
  type NearbyMapState,
} from '@/store/nearbyMapSlice';
import { chooseUserLocation, loadMoreBusinesses, reloadBusinessesInView } from '@/store/nearbyMapThunks';

const reduce = nearbyMapSlice.reducer;
// Choosing a place applies the §4 rule at once: the thunk's pending action.
const userLocationChosen = (location: UserLocation) => chooseUserLocation.pending('r', location);

const place = (over: Partial<UserLocation>): UserLocation => ({
  id: 1,
  userId: 7,
  name: '집',
  address1: '서울특별시 성동구 왕십리로 50',
  lat: 37.5451,
  lng: 127.0435,
  isSelected: false,
  ...over,
});

const start: NearbyMapState = {
  ...initialNearbyMapState,
  filters: toFilterValues({ myLat: 37.51, myLng: 127.02, mapLat: 37.52, mapLng: 127.03, z: 12, range: null }),
  userLocationList: [
    place({ id: 1 }),
    place({ id: 2, name: null, address1: '서울특별시 영등포구 여의동로 330', lat: 37.5284, lng: 126.9329 }),
  ],
};

describe('docs/product.md §4 Nearby map rules (slice reducers)', () => {
  it('Nearby map: choosing a named user location sets filters to that location with zoom 15', () => {
    const next = reduce(start, userLocationChosen(start.userLocationList[0]));
    expect(readMapFilters(next.filters)).toEqual({
      myLat: 37.5451,
      myLng: 127.0435,
      mapLat: 37.5451,
      mapLng: 127.0435,
      z: CHOSEN_LOCATION_ZOOM,
      range: null,
    });
    expect(CHOSEN_LOCATION_ZOOM).toBe(15);
    expect(next.userLocation).toMatchObject({ id: 1, isSelected: true });
    expect(next.userLocationList.map((l) => l.isSelected)).toEqual([true, false]);
  });

  it('Nearby map: choosing an unnamed user location resets to the default map center and default zoom', () => {
    const next = reduce(start, userLocationChosen(start.userLocationList[1]));
    const f = readMapFilters(next.filters);
    expect({ mapLat: f.mapLat, mapLng: f.mapLng, z: f.z }).toEqual({
      mapLat: MAP_DEFAULT_CENTER.lat,
      mapLng: MAP_DEFAULT_CENTER.lng,
      z: MAP_DEFAULT_ZOOM,
    });
    // My own position is not the unnamed place's: it stays as it was.
    expect({ myLat: f.myLat, myLng: f.myLng }).toEqual({ myLat: 37.51, myLng: 127.02 });
    expect(next.userLocation?.id).toBe(2);
  });

  it('Nearby map: a blank name counts as unnamed', () => {
    const next = reduce(start, userLocationChosen(place({ id: 3, name: '  ' })));
    expect(readMapFilters(next.filters).z).toBe(MAP_DEFAULT_ZOOM);
  });

  it('Nearby map: changing the map center updates map_lat, map_lng and z', () => {
    const next = reduce(start, mapMoved({ lat: 37.560000001234, lng: 126.970000004321, z: 16 }));
    expect(readMapFilters(next.filters)).toEqual({
      myLat: 37.51,
      myLng: 127.02,
      mapLat: 37.56,
      mapLng: 126.97,
      z: 16,
      range: null,
    });
    // §4 filter values: the same key replaces the entry in place; keys keep their order.
    expect(next.filters.map((v) => v.key)).toEqual(['my_lat', 'my_lng', 'map_lat', 'map_lng', 'z']);
  });

  it('Nearby map: the date picker puts a range into the filters (a new view to load) and takes it out again', () => {
    // Dates the picker could offer: relative to today, as the rule reading them is.
    const range = { start: addDays(todayInSeoul(), 10), end: addDays(todayInSeoul(), 13) };
    const dated = reduce(start, rangeChosen(range));
    expect(readMapFilters(dated.filters).range).toEqual(range);
    expect(viewKeyOf(dated.filters, dated.viewport)).not.toBe(viewKeyOf(start.filters, start.viewport));
    const cleared = reduce(dated, rangeChosen(null));
    expect(readMapFilters(cleared.filters).range).toBeNull();
  });

  it("Nearby map: a zoom outside the map's range is clamped", () => {
    expect(readMapFilters(reduce(start, mapMoved({ lat: 37.5, lng: 127, z: 25 })).filters).z).toBe(19);
    expect(readMapFilters(reduce(start, mapMoved({ lat: 37.5, lng: 127, z: 2.4 })).filters).z).toBe(7);
  });
});

const answer = (ids: number[], searchAfter: string | null): NearbyBusinessMapAnswer => ({
  pins: ids.map((id) => ({ id, name: `매장 ${id}`, lat: 37.5, lng: 127, isOfficial: false })),
  businessList: ids.map((id) => ({
    id,
    name: `매장 ${id}`,
    address: '서울',
    region: '서울',
    isOfficial: false,
    lat: 37.5,
    lng: 127,
    distanceKm: id / 10,
    distanceText: `${id * 100}m`,
    reviewCount: 0,
    ratingAvg: null,
    isOpen: true,
    openText: '영업 중 · 20:00까지',
    categories: [],
    freeItemCount: null,
  })),
  searchAfter,
  totalCount: 30,
});

describe('docs/product.md §4 Lists: the business list replaces on a new view and appends pages by searchAfter', () => {
  const key = viewKeyOf(start.filters, SSR_VIEWPORT);
  const loaded = reduce(start, reloadBusinessesInView.fulfilled({ key, map: answer([1, 2], 'c1') }, 'r'));

  it('Lists: replace takes the first page of the current view', () => {
    expect(loaded.businessList.items.map((s) => s.id)).toEqual([1, 2]);
    expect(loaded.businessList.searchAfter).toBe('c1');
    expect(loaded.loadedKey).toBe(key);
    expect(loaded.status).toBe('succeeded');
  });

  it('Lists: append adds the next page, once per cursor', () => {
    const more = loadMoreBusinesses.fulfilled({ key, map: answer([3, 4], null) }, 'r');
    const appended = reduce(reduce(loaded, more), more);
    expect(appended.businessList.items.map((s) => s.id)).toEqual([1, 2, 3, 4]);
    expect(appended.businessList.searchAfter).toBeNull();
  });

  it('drops the answer of a view the map has already left', () => {
    const moved = reduce(loaded, mapMoved({ lat: 37.6, lng: 127.1, z: 14 }));
    const stale = reduce(moved, reloadBusinessesInView.fulfilled({ key, map: answer([9], null) }, 'r'));
    expect(stale.businessList.items.map((s) => s.id)).toEqual([1, 2]);
    const staleMore = reduce(moved, loadMoreBusinesses.fulfilled({ key: 'other', map: answer([9], null) }, 'r'));
    expect(staleMore.businessList.items.map((s) => s.id)).toEqual([1, 2]);
  });

  it('a load cancelled for a newer view is not a failure', () => {
    const aborted = reduce(
      loaded,
      reloadBusinessesInView.rejected(Object.assign(new Error('aborted'), { name: 'AbortError' }), 'r')
    );
    expect(aborted.status).toBe('succeeded');
    const failed = reduce(
      loaded,
      reloadBusinessesInView.rejected(null, 'r', undefined, { code: 'NETWORK', message: '연결 실패' })
    );
    expect(failed.status).toBe('failed');
    expect(failed.error?.code).toBe('NETWORK');
  });
});
