import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { distanceKmSql } from '../catalog/geo';
import type { GeoBox, LatLng } from '@/lib/nearbyMap/viewport';
import type { MapPin } from './mapTypes';
import { itemFreeForRangeSql } from '../availability/rangeAvailability';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import type { BusinessCursor } from './mapCursor';

/**
 * The SQL of the map. Every query starts from `businesses.location <@ box(...)`, answered by the GiST
 * index businesses_location_gist_idx (PostGIS is not available in PGlite; core point/box are), so the
 * cost follows the businesses in view, not the businesses in the country.
 */

const boxSql = (box: GeoBox): SQL =>
  sql`box(point(${box.minLng}::float8, ${box.minLat}::float8), point(${box.maxLng}::float8, ${box.maxLat}::float8))`;

// A suspended business is on no map (docs/product.md §10 Suspension).

/**
 * Which businesses in view a query counts: every one, or with a range only those with a rental item free
 * for every day of it (the one availability rule, server/domain/availability/rangeAvailability.ts).
 * `freeCount` is that number of items per business (null without a range).
 */
export type MapScope = { where: SQL; freeCount: SQL };

const freeItemsOf = (range: RentalRange, today: string) => sql`FROM items fi
  WHERE fi.business_id = s.id AND fi.deal_type = 'RENTAL' AND fi.status = 'AVAILABLE'
    AND ${itemFreeForRangeSql(sql`fi.id`, range, today)}`;

const UNDATED: MapScope = { where: sql``, freeCount: sql`NULL::int` };

export function mapScope(range: RentalRange | null, today: string): MapScope {
  if (!range) return UNDATED;
  return {
    where: sql`AND EXISTS (SELECT 1 ${freeItemsOf(range, today)})`,
    freeCount: sql`(SELECT count(*)::int ${freeItemsOf(range, today)})`,
  };
}

/** Pins: the businesses nearest the map centre first (GiST k-nearest-neighbour order), at most `limit`. */
export async function pinsInView(
  db: Db,
  box: GeoBox,
  center: LatLng,
  limit: number,
  scope: MapScope = UNDATED
): Promise<MapPin[]> {
  return queryRows<MapPin>(
    db,
    sql`
    SELECT s.id, s.name, s.lat, s.lng, s.is_official AS "isOfficial"
    FROM businesses s
    WHERE s.location <@ ${boxSql(box)} AND s.suspended_at IS NULL ${scope.where}
    ORDER BY s.location <-> point(${center.lng}::float8, ${center.lat}::float8), s.id
    LIMIT ${limit}`
  );
}

export async function countInView(db: Db, box: GeoBox, scope: MapScope): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM businesses s
      WHERE s.location <@ ${boxSql(box)} AND s.suspended_at IS NULL ${scope.where}`
  );
  return Number(row?.n ?? 0);
}

export type BusinessListRow = {
  id: number;
  name: string;
  address: string;
  region: string;
  isOfficial: boolean;
  lat: number;
  lng: number;
  distanceKm: number;
  openingHours: { weekday: number; open: string; close: string }[];
  closedDates: string[];
  reviewCount: number;
  ratingAvg: number | null;
  categories: string[] | null;
  freeItemCount: number | null;
};

/**
 * One page of the businesses in view by distance from `origin`, after `cursor` (keyset on (distance,
 * id): no OFFSET). Review figures and categories are joined for the page's rows only.
 */
export async function businessPageInView(
  db: Db,
  box: GeoBox,
  origin: LatLng,
  cursor: BusinessCursor | null,
  limit: number,
  scope: MapScope
): Promise<BusinessListRow[]> {
  const distance = distanceKmSql(sql`s.lat`, sql`s.lng`, origin.lat, origin.lng);
  const after = cursor ? sql`AND (${distance}, s.id) > (${cursor.distanceKm}::float8, ${cursor.id}::int)` : sql``;
  const rows = await queryRows<BusinessListRow>(
    db,
    sql`
    WITH page AS (
      SELECT s.id, s.name, s.address, s.region, s.is_official, s.lat, s.lng, s.opening_hours, s.closed_dates,
        ${distance} AS distance_km, ${scope.freeCount} AS free_item_count
      FROM businesses s
      WHERE s.location <@ ${boxSql(box)} AND s.suspended_at IS NULL ${scope.where} ${after}
      ORDER BY distance_km, s.id
      LIMIT ${limit}
    )
    SELECT p.id, p.name, p.address, p.region, p.is_official AS "isOfficial", p.lat, p.lng,
      p.distance_km::float8 AS "distanceKm", p.opening_hours AS "openingHours", p.closed_dates AS "closedDates",
      coalesce(r.review_count, 0)::int AS "reviewCount", r.rating_avg AS "ratingAvg", c.names AS categories,
      p.free_item_count AS "freeItemCount"
    FROM page p
    LEFT JOIN LATERAL (
      SELECT sum(i.review_count)::int AS review_count,
        (sum(i.rating_avg * i.review_count) / nullif(sum(i.review_count) FILTER (WHERE i.rating_avg IS NOT NULL), 0))::float8 AS rating_avg
      FROM items i WHERE i.business_id = p.id
    ) r ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(x.name ORDER BY x.n DESC, x.name) AS names FROM (
        SELECT cat.name, count(*) AS n FROM items i JOIN categories cat ON cat.id = i.category_id
        WHERE i.business_id = p.id AND i.status = 'AVAILABLE'
        GROUP BY cat.name ORDER BY count(*) DESC, cat.name LIMIT 3
      ) x
    ) c ON true
    ORDER BY p.distance_km, p.id`
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    distanceKm: Number(row.distanceKm),
    freeItemCount: row.freeItemCount === null ? null : Number(row.freeItemCount),
  }));
}
