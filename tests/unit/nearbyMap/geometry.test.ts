import { formatDistance, haversineKm } from '@/lib/nearbyMap/distance';
import { panBy, pixelInView, viewBox } from '@/lib/nearbyMap/viewport';

describe('Web-Mercator view box', () => {
  const center = { lat: 37.5445, lng: 127.056 };

  it('is centred on the map centre and halves with each zoom level', () => {
    const z14 = viewBox(center, 14, { width: 390, height: 320 });
    const z15 = viewBox(center, 15, { width: 390, height: 320 });
    expect((z14.minLng + z14.maxLng) / 2).toBeCloseTo(center.lng, 9);
    expect(z14.maxLng - z14.minLng).toBeCloseTo((390 * 360) / (256 * 2 ** 14), 9);
    expect((z14.maxLng - z14.minLng) / (z15.maxLng - z15.minLng)).toBeCloseTo(2, 9);
    expect(z14.maxLat - z14.minLat).toBeGreaterThan(0);
    expect(z14.maxLat).toBeGreaterThan(center.lat);
    expect(z14.minLat).toBeLessThan(center.lat);
  });

  it('places the centre in the middle of the map and the box corners on its edges', () => {
    const size = { width: 400, height: 300 };
    expect(pixelInView(center, center, 15, size)).toEqual({ x: 200, y: 150 });
    const box = viewBox(center, 15, size);
    const corner = pixelInView({ lat: box.maxLat, lng: box.minLng }, center, 15, size);
    expect(corner.x).toBeCloseTo(0, 6);
    expect(corner.y).toBeCloseTo(0, 6);
  });

  it('dragging the content right moves the centre west, and back again', () => {
    const moved = panBy(center, 15, 100, 0);
    expect(moved.lng).toBeLessThan(center.lng);
    const back = panBy(moved, 15, -100, 0);
    expect(back.lng).toBeCloseTo(center.lng, 9);
    expect(back.lat).toBeCloseTo(center.lat, 9);
  });
});

describe('distance text', () => {
  it('writes metres under 1 km and kilometres with one decimal above', () => {
    expect(formatDistance(0.004)).toBe('10m');
    expect(formatDistance(0.8449)).toBe('840m');
    expect(formatDistance(0.999)).toBe('1000m');
    expect(formatDistance(1.24)).toBe('1.2km');
    expect(formatDistance(12)).toBe('12.0km');
    expect(formatDistance(132.4)).toBe('132km');
    expect(formatDistance(Number.NaN)).toBe('');
  });

  it('measures great-circle distance (Seoul City Hall to Gangnam station ≈ 8.9 km)', () => {
    expect(haversineKm({ lat: 37.5663, lng: 126.9779 }, { lat: 37.4979, lng: 127.0276 })).toBeCloseTo(8.8, 0);
  });
});
