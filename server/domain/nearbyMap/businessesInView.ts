import type { Db } from '../../db/client';
import { parseInput } from '../parseInput';
import { queryFingerprint } from '../pagination/signedCursor';
import { MAX_PINS, BUSINESS_PAGE_SIZE } from '@/lib/nearbyMap/constants';
import { formatDistance } from '@/lib/nearbyMap/distance';
import { viewBox, type GeoBox, type LatLng } from '@/lib/nearbyMap/viewport';
import { openStatus } from '@/lib/businesses/openNow';
import { decodeBusinessCursor, encodeBusinessCursor } from './mapCursor';
import { nearbyBusinessMapInput } from './mapInput';
import type { NearbyBusinessMap, NearbyBusinessRow } from './mapTypes';
import { countInView, mapScope, pinsInView, businessPageInView, type BusinessListRow } from './viewQuery';
import { rangeArg } from '../rentalRange/rangeArgs';
import { todayInSeoul } from '@/lib/dates';

/**
 * The largest area one view may cover, half-spans around the centre in degrees (about 330 × 360 km):
 * a zoomed-out map still shows a region, and no request can make the database walk the whole table
 * because of an odd viewport.
 */
const MAX_HALF_SPAN = { lat: 1.5, lng: 2 };

export function cappedBox(center: LatLng, zoom: number, size: { width: number; height: number }): GeoBox {
  const box = viewBox(center, zoom, size);
  return {
    minLat: Math.max(box.minLat, center.lat - MAX_HALF_SPAN.lat),
    maxLat: Math.min(box.maxLat, center.lat + MAX_HALF_SPAN.lat),
    minLng: Math.max(box.minLng, center.lng - MAX_HALF_SPAN.lng),
    maxLng: Math.min(box.maxLng, center.lng + MAX_HALF_SPAN.lng),
  };
}

function toRow(row: BusinessListRow, now: Date): NearbyBusinessRow {
  const status = openStatus(row.openingHours, row.closedDates ?? [], now);
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    region: row.region,
    isOfficial: row.isOfficial,
    lat: row.lat,
    lng: row.lng,
    distanceKm: Math.round(row.distanceKm * 1000) / 1000,
    distanceText: formatDistance(row.distanceKm),
    reviewCount: row.reviewCount,
    ratingAvg: row.ratingAvg === null ? null : Math.round(row.ratingAvg * 10) / 10,
    isOpen: status.isOpen,
    openText: status.text,
    categories: row.categories ?? [],
    freeItemCount: row.freeItemCount,
  };
}

/**
 * Businesses in the map's view: pins (first page only) and the list sorted by distance from my position,
 * or from the map centre when my position is unknown, 20 per page by `searchAfter`. With a range, only
 * the businesses with a rental item free on every day of it, each with how many (issue 31 §1).
 */
export async function nearbyBusinessMap(db: Db, rawInput: unknown, now: Date = new Date()): Promise<NearbyBusinessMap> {
  const input = parseInput(nearbyBusinessMapInput, rawInput);
  const range = rangeArg(input.range, todayInSeoul(now));
  const scope = mapScope(range, todayInSeoul(now));
  const center = { lat: input.mapLat, lng: input.mapLng };
  const origin = input.myLat != null && input.myLng != null ? { lat: input.myLat, lng: input.myLng } : center;
  const box = cappedBox(center, input.z, { width: input.viewportWidth, height: input.viewportHeight });
  const fingerprint = queryFingerprint({ box, origin, range });
  const cursor = input.searchAfter ? decodeBusinessCursor(input.searchAfter, fingerprint) : null;
  const [pins, rows, totalCount] = await Promise.all([
    cursor ? Promise.resolve([]) : pinsInView(db, box, center, MAX_PINS, scope),
    businessPageInView(db, box, origin, cursor, BUSINESS_PAGE_SIZE + 1, scope),
    countInView(db, box, scope),
  ]);
  const page = rows.slice(0, BUSINESS_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    pins: pins.map((p) => ({ ...p, id: Number(p.id) })),
    businessList: page.map((row) => toRow(row, now)),
    searchAfter:
      rows.length > BUSINESS_PAGE_SIZE && last
        ? encodeBusinessCursor(fingerprint, { distanceKm: last.distanceKm, id: last.id })
        : null,
    totalCount,
  };
}
