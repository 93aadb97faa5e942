/**
 * Web-Mercator arithmetic of the map view (256-pixel tiles, as Naver Maps and the drawn fallback
 * use): the box of longitudes and latitudes a map of `width`×`height` CSS pixels shows around a
 * centre at a zoom level, and where a point falls inside that map. Pure, shared by the service
 * (which computes the box from centre + zoom + size) and the fallback's pin layout.
 */
export type LatLng = { lat: number; lng: number };
export type ViewSize = { width: number; height: number };
export type GeoBox = { minLat: number; minLng: number; maxLat: number; maxLng: number };

const TILE = 256;
const MAX_MERCATOR_LAT = 85.05112878;

const worldSize = (zoom: number) => TILE * 2 ** zoom;

/** World pixel coordinates of a point at a zoom level. */
export function project(point: LatLng, zoom: number): { x: number; y: number } {
  const lat = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, point.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  const size = worldSize(zoom);
  return {
    x: ((point.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function unproject(pixel: { x: number; y: number }, zoom: number): LatLng {
  const size = worldSize(zoom);
  const lng = (pixel.x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * pixel.y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lng };
}

/** The box a map of `size` shows around `center` at `zoom`. */
export function viewBox(center: LatLng, zoom: number, size: ViewSize): GeoBox {
  const c = project(center, zoom);
  const topLeft = unproject({ x: c.x - size.width / 2, y: c.y - size.height / 2 }, zoom);
  const bottomRight = unproject({ x: c.x + size.width / 2, y: c.y + size.height / 2 }, zoom);
  return { minLat: bottomRight.lat, maxLat: topLeft.lat, minLng: topLeft.lng, maxLng: bottomRight.lng };
}

/** Where `point` sits in a map of `size` around `center`, in CSS pixels from the top-left corner. */
export function pixelInView(point: LatLng, center: LatLng, zoom: number, size: ViewSize): { x: number; y: number } {
  const p = project(point, zoom);
  const c = project(center, zoom);
  return { x: p.x - c.x + size.width / 2, y: p.y - c.y + size.height / 2 };
}

/** The centre after dragging the map content by (dx, dy) CSS pixels (dragging right shows what lies west). */
export function panBy(center: LatLng, zoom: number, dx: number, dy: number): LatLng {
  const c = project(center, zoom);
  return unproject({ x: c.x - dx, y: c.y - dy }, zoom);
}
