/**
 * The map half of `npm run bench:search` (run by search.mjs through tsx): the businesses-in-view query
 * (`nearbyBusinessMap`, what /nearby_store/map and the item service call: pins, the first 20 businesses by
 * distance and the count in view) for BENCH_MAP_VIEWS random viewports around Korea at zoom 11–16,
 * plus the next page where there is one, after a warm-up pass. Prints `BENCH_RESULT {json}`.
 * Env: BENCH_TARGET (pglite:<dir> or postgres:<url>), BENCH_MAP_VIEWS, BENCH_WARMUP (passes).
 */
import { count as countRows } from 'drizzle-orm';
import { openPglite, openPostgres, type DbHandle } from '../../server/db/client';
import { Rng } from '../../server/db/seed/random';
import { nearbyBusinessMap } from '../../server/domain/nearbyMap/businessesInView';
import { businesses as businessTable } from '../../server/db/schema';

type View = {
  mapLat: number;
  mapLng: number;
  z: number;
  myLat: number | null;
  myLng: number | null;
  viewportWidth: number;
  viewportHeight: number;
};
type Sample = { variant: 'first' | 'page2'; z: number; ms: number; inView: number; pins: number };

async function open(target: string): Promise<DbHandle> {
  if (target.startsWith('pglite:')) return openPglite(target.slice('pglite:'.length));
  if (target.startsWith('postgres:')) return openPostgres(target.slice('postgres:'.length), 4);
  throw new Error(`BENCH_TARGET must be pglite:<dir> or postgres:<url>, not ${target}`);
}

const SIZES = [
  [360, 320],
  [390, 320],
  [430, 360],
  [390, 700],
] as const;

/**
 * Where shoppers look: mostly around a business (a city they know, jittered by up to ~5 km), some
 * anywhere over the country's land box (often few or no businesses). Fixed seed: the same views each run.
 */
async function views(handle: DbHandle, count: number): Promise<View[]> {
  const businesses = await handle.db
    .select({ lat: businessTable.lat, lng: businessTable.lng })
    .from(businessTable)
    .orderBy(businessTable.id);
  const rng = new Rng('bench-map-views');
  return Array.from({ length: count }, () => {
    const anywhere = rng.chance(0.25) || businesses.length === 0;
    const at = anywhere ? { lat: rng.float(34.6, 38.2), lng: rng.float(126.2, 129.4) } : rng.pick(businesses);
    const mapLat = at.lat + (anywhere ? 0 : rng.float(-0.045, 0.045));
    const mapLng = at.lng + (anywhere ? 0 : rng.float(-0.055, 0.055));
    const [viewportWidth, viewportHeight] = rng.pick(SIZES);
    const mine = rng.chance(0.6);
    return {
      mapLat,
      mapLng,
      z: rng.int(11, 16),
      viewportWidth,
      viewportHeight,
      myLat: mine ? mapLat + rng.float(-0.01, 0.01) : null,
      myLng: mine ? mapLng + rng.float(-0.01, 0.01) : null,
    };
  });
}

async function runOnce(handle: DbHandle, list: View[], samples: Sample[] | null): Promise<void> {
  for (const view of list) {
    let started = performance.now();
    const first = await nearbyBusinessMap(handle.db, view);
    samples?.push({
      variant: 'first',
      z: view.z,
      ms: performance.now() - started,
      inView: first.totalCount,
      pins: first.pins.length,
    });
    if (!first.searchAfter) continue;
    started = performance.now();
    const next = await nearbyBusinessMap(handle.db, { ...view, searchAfter: first.searchAfter });
    samples?.push({ variant: 'page2', z: view.z, ms: performance.now() - started, inView: next.totalCount, pins: 0 });
  }
}

async function main(): Promise<void> {
  const handle = await open(process.env.BENCH_TARGET ?? '');
  const count = Number(process.env.BENCH_MAP_VIEWS ?? 200);
  const warmup = Number(process.env.BENCH_WARMUP ?? 1);
  try {
    const [{ businesses }] = await handle.db.select({ businesses: countRows() }).from(businessTable);
    const list = await views(handle, count);
    for (let pass = 0; pass < warmup; pass += 1) await runOnce(handle, list, null);
    const samples: Sample[] = [];
    await runOnce(handle, list, samples);
    console.log(
      `BENCH_RESULT ${JSON.stringify({ kind: handle.kind, businesses: Number(businesses), views: count, samples })}`
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
