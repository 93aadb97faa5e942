import { sql, type SQL } from 'drizzle-orm';

/** The default position of docs/product.md §9 (central Seoul, by the Han river), shared with the map screens. */
export { DEFAULT_POSITION } from '@/lib/nearbyMap/constants';

/**
 * Great-circle distance in kilometres (haversine) as SQL, so ordering by distance happens in the
 * database. PostGIS is not available in PGlite; at business counts in the thousands this is cheap.
 */
export function distanceKmSql(
  latColumn: SQL | unknown,
  lngColumn: SQL | unknown,
  lat: number,
  lng: number
): SQL<number> {
  return sql<number>`(6371 * 2 * asin(sqrt(
    power(sin(radians(${latColumn} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${latColumn})) * power(sin(radians(${lngColumn} - ${lng}) / 2), 2)
  )))`;
}
