import { DEFAULT_POSITION, MAP_DEFAULT_ZOOM } from '@/lib/nearbyMap/constants';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import {
  chooseSavedPlace,
  mapPathOf,
  mapQueryOf,
  parseMapFilters,
  setMapRange,
  setMyPosition,
  toFilterValues,
} from '@/lib/nearbyMap/mapFilters';

describe('map filters in the URL (my_lat, map_lat, my_lng, map_lng, z)', () => {
  it('reads a full query', () => {
    expect(
      parseMapFilters({ my_lat: '37.5445', my_lng: '127.056', map_lat: '37.55', map_lng: '127.06', z: '15' })
    ).toEqual({
      myLat: 37.5445,
      myLng: 127.056,
      mapLat: 37.55,
      mapLng: 127.06,
      z: 15,
      range: null,
    });
  });

  it('fills the defaults: the map centre is my position when known, else the default position (docs/product.md §9)', () => {
    expect(parseMapFilters({})).toEqual({
      myLat: null,
      myLng: null,
      mapLat: DEFAULT_POSITION.lat,
      mapLng: DEFAULT_POSITION.lng,
      z: MAP_DEFAULT_ZOOM,
      range: null,
    });
    expect(parseMapFilters({ my_lat: '37.4', my_lng: '127.1' })).toMatchObject({ mapLat: 37.4, mapLng: 127.1 });
  });

  it('drops values out of range, malformed, or half a position', () => {
    expect(parseMapFilters({ map_lat: '51.5', map_lng: '-0.12', z: '40' })).toMatchObject({
      mapLat: DEFAULT_POSITION.lat,
      z: MAP_DEFAULT_ZOOM,
    });
    expect(parseMapFilters({ map_lat: '37.5e1', map_lng: '127', z: '14.5' })).toMatchObject({
      mapLat: DEFAULT_POSITION.lat,
      z: MAP_DEFAULT_ZOOM,
    });
    expect(parseMapFilters({ my_lat: '37.5' })).toMatchObject({ myLat: null, myLng: null });
    expect(parseMapFilters({ map_lat: ['37.6', '37.7'], map_lng: '127' })).toMatchObject({ mapLat: 37.6, mapLng: 127 });
  });

  it('writes the URL of the filters, with my position only when known', () => {
    expect(mapPathOf(toFilterValues(parseMapFilters({ map_lat: '37.55', map_lng: '127.06', z: '15' })))).toBe(
      '/nearby_store/map?map_lat=37.55&map_lng=127.06&z=15'
    );
    const mine = setMyPosition([], { lat: 37.123456789, lng: 127.987654321 });
    expect(mapPathOf(mine)).toBe(
      '/nearby_store/map?my_lat=37.12345679&my_lng=127.98765432&map_lat=37.12345679&map_lng=127.98765432&z=15'
    );
  });

  it('Filter values (§4): a chosen place replaces existing entries by key instead of adding more', () => {
    const once = chooseSavedPlace([], { lat: 37.5, lng: 127, name: '회사' });
    const twice = chooseSavedPlace(once, { lat: 37.6, lng: 127.1, name: '집' });
    expect(twice).toHaveLength(5);
    expect(twice.find((v) => v.key === 'map_lat')?.value).toBe(37.6);
  });
});

describe('the map by dates (start, end: issue 31 §1)', () => {
  const day = (offset: number) => addDays(todayInSeoul(), offset);

  it('reads a range the one rule accepts, and drops one it refuses', () => {
    expect(parseMapFilters({ start: day(10), end: day(12) }).range).toEqual({ start: day(10), end: day(12) });
    expect(parseMapFilters({ start: day(-1), end: day(2) }).range).toBeNull();
    expect(parseMapFilters({ start: day(5), end: day(3) }).range).toBeNull();
  });

  it('keeps the range in the URL pairs and clears it again, the view untouched', () => {
    const view = toFilterValues(parseMapFilters({ map_lat: '37.55', map_lng: '127.06', z: '15' }));
    const dated = setMapRange(view, { start: day(10), end: day(12) });
    expect(mapQueryOf(dated)).toEqual({ map_lat: '37.55', map_lng: '127.06', z: '15', start: day(10), end: day(12) });
    expect(mapQueryOf(setMapRange(dated, null))).toEqual({ map_lat: '37.55', map_lng: '127.06', z: '15' });
  });
});
