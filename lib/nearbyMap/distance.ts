import { groupDigits } from '@/lib/digits';
/**
 * Distance text of the business list: under 1 km in whole metres rounded to 10 ("850m"), from 1 km in
 * kilometres with one decimal ("1.2km"), from 100 km whole kilometres ("132km"), as Korean map
 * apps write them.
 */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)}m`;
  if (km < 100) return `${(Math.round(km * 10) / 10).toFixed(1)}km`;
  return `${groupDigits(km)}km`;
}

/** Great-circle distance in kilometres (haversine), the same formula the service orders by. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}
