/**
 * The map's filters (docs/product.md §3: key/value pairs my_lat, map_lat, my_lng, map_lng, z) and the §4
 * rules on them. They live in the URL and in the slice as the same pairs; `readMapFilters` turns
 * them into numbers with the defaults filled in. Pure: the slice reducers call these functions.
 */
import { addFilterValue, filterValueOf, type FilterValue } from '../filterValues';
import { todayInSeoul } from '../dates';
import { parseRentalRange, type RentalRange } from '../rentalRange/rentalRange';
import {
  CHOSEN_LOCATION_ZOOM,
  KOREA_BOUNDS,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAX_ZOOM,
  MIN_ZOOM,
} from './constants';

export const MAP_FILTER_KEYS = ['my_lat', 'my_lng', 'map_lat', 'map_lng', 'z', 'start', 'end'] as const;

export type MapFilters = {
  myLat: number | null;
  myLng: number | null;
  mapLat: number;
  mapLng: number;
  z: number;
  /** The dates the map is filtered by (issue 31 §1: only businesses with something free on them), or null. */
  range: RentalRange | null;
};

export type SavedPlace = { lat: number; lng: number; name: string | null };

// The ranges of lib/nearbyMap/mapSchemas.ts (the service's zod input), checked here without zod:
// this file runs in the browser's business at start-up.
type Range = { min: number; max: number; integer?: boolean };
const LAT: Range = { min: KOREA_BOUNDS.minLat, max: KOREA_BOUNDS.maxLat };
const LNG: Range = { min: KOREA_BOUNDS.minLng, max: KOREA_BOUNDS.maxLng };
const ZOOM: Range = { min: MIN_ZOOM, max: MAX_ZOOM, integer: true };

/** Eight decimals, the precision of the spec's default position (docs/product.md §9): URLs stay stable. */
export const roundCoord = (value: number) => Math.round(value * 1e8) / 1e8;

const num = (raw: unknown): number | null => {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  if (typeof text === 'string' && !/^-?\d{1,3}(\.\d{1,12})?$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

function valid(range: Range, value: number | null): number | null {
  if (value === null || !Number.isFinite(value) || value < range.min || value > range.max) return null;
  return range.integer && !Number.isInteger(value) ? null : value;
}

/**
 * The filters of a URL query (or of the slice's pairs). Each value outside its range is dropped and
 * takes its default; my_lat and my_lng only count together (half a position is no position).
 */
export function parseMapFilters(source: Record<string, unknown>): MapFilters {
  const myLat = valid(LAT, num(source.my_lat));
  const myLng = valid(LNG, num(source.my_lng));
  const mapLat = valid(LAT, num(source.map_lat));
  const mapLng = valid(LNG, num(source.map_lng));
  const hasMy = myLat !== null && myLng !== null;
  const hasCenter = mapLat !== null && mapLng !== null;
  const text = (raw: unknown) => (Array.isArray(raw) ? raw[0] : raw);
  // A range the one rule refuses (a stale link) is no range, as a value out of its range is no value.
  const dated = parseRentalRange(text(source.start), text(source.end), todayInSeoul());
  return {
    range: dated && 'range' in dated ? dated.range : null,
    myLat: hasMy ? roundCoord(myLat) : null,
    myLng: hasMy ? roundCoord(myLng) : null,
    // Without a map centre the map opens on my position, else on the default centre.
    mapLat: roundCoord(hasCenter ? mapLat : hasMy ? myLat : MAP_DEFAULT_CENTER.lat),
    mapLng: roundCoord(hasCenter ? mapLng : hasMy ? myLng : MAP_DEFAULT_CENTER.lng),
    z: valid(ZOOM, num(source.z)) ?? MAP_DEFAULT_ZOOM,
  };
}

export function readMapFilters(values: readonly FilterValue[]): MapFilters {
  return parseMapFilters(Object.fromEntries(MAP_FILTER_KEYS.map((key) => [key, filterValueOf(values, key)])));
}

/** The pairs of a set of filters (my position only when known), in the spec's key order. */
export function toFilterValues(filters: MapFilters): FilterValue[] {
  const pairs: FilterValue[] = [];
  if (filters.myLat !== null && filters.myLng !== null) {
    pairs.push({ key: 'my_lat', value: filters.myLat }, { key: 'my_lng', value: filters.myLng });
  }
  pairs.push(
    { key: 'map_lat', value: filters.mapLat },
    { key: 'map_lng', value: filters.mapLng },
    { key: 'z', value: filters.z }
  );
  if (filters.range) pairs.push({ key: 'start', value: filters.range.start }, { key: 'end', value: filters.range.end });
  return pairs;
}

/** The URL query of the filters: `my_lat=…&my_lng=…&map_lat=…&map_lng=…&z=15`. */
export function mapQueryOf(values: readonly FilterValue[]): Record<string, string> {
  return Object.fromEntries(toFilterValues(readMapFilters(values)).map((v) => [v.key, String(v.value)]));
}

export function mapPathOf(values: readonly FilterValue[]): string {
  return `/nearby_store/map?${new URLSearchParams(mapQueryOf(values)).toString()}`;
}

function setAll(values: readonly FilterValue[], entries: FilterValue[]): FilterValue[] {
  // §4 filter values: the same key replaces the existing entry in place.
  return entries.reduce((acc, entry) => addFilterValue(acc, entry, 'key'), [...values]);
}

/** §4: changing the map centre updates map_lat, map_lng and z. */
export function moveMapCenter(
  values: readonly FilterValue[],
  view: { lat: number; lng: number; z: number }
): FilterValue[] {
  const z = Math.round(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.z)));
  return setAll(values, [
    { key: 'map_lat', value: roundCoord(view.lat) },
    { key: 'map_lng', value: roundCoord(view.lng) },
    { key: 'z', value: z },
  ]);
}

/** A place has a name when it is a non-blank one ("집", "회사"); a recent unnamed place has none. */
export const isNamedPlace = (place: SavedPlace) => (place.name ?? '').trim().length > 0;

/**
 * §4: choosing a named user location sets the filters to that location (my position and the map
 * centre) with zoom 15; choosing an unnamed one resets to the default map centre and default zoom.
 */
export function chooseSavedPlace(values: readonly FilterValue[], place: SavedPlace): FilterValue[] {
  if (!isNamedPlace(place)) {
    return moveMapCenter(values, { lat: MAP_DEFAULT_CENTER.lat, lng: MAP_DEFAULT_CENTER.lng, z: MAP_DEFAULT_ZOOM });
  }
  const at = setAll(values, [
    { key: 'my_lat', value: roundCoord(place.lat) },
    { key: 'my_lng', value: roundCoord(place.lng) },
  ]);
  return moveMapCenter(at, { lat: place.lat, lng: place.lng, z: CHOSEN_LOCATION_ZOOM });
}

/** "내 위치": the browser's position becomes my position and the map centres on it at zoom 15. */
export function setMyPosition(values: readonly FilterValue[], position: { lat: number; lng: number }): FilterValue[] {
  const at = setAll(values, [
    { key: 'my_lat', value: roundCoord(position.lat) },
    { key: 'my_lng', value: roundCoord(position.lng) },
  ]);
  return moveMapCenter(at, { lat: position.lat, lng: position.lng, z: CHOSEN_LOCATION_ZOOM });
}

/** The picker's 적용: the map's dates (or none, which shows every business again). */
export function setMapRange(values: readonly FilterValue[], range: RentalRange | null): FilterValue[] {
  const undated = values.filter((v) => v.key !== 'start' && v.key !== 'end');
  return range
    ? setAll(undated, [
        { key: 'start', value: range.start },
        { key: 'end', value: range.end },
      ])
    : undated;
}

/** Whether a browser position can be used as my position (inside the map's area). */
export function isInKorea(position: { lat: number; lng: number }): boolean {
  return valid(LAT, position.lat) !== null && valid(LNG, position.lng) !== null;
}
