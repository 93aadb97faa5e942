import type { Db } from '../../db/client';
import type { HomeData } from './homeTypes';
import {
  listActiveLineBanners,
  listHomeCategories,
  listLatestMagazines,
  listLatestNotices,
  listPopularRentalItems,
  listPopularSaleModels,
  listBusinessesNear,
} from './homeQueries';

/**
 * The home page is the same for every visitor and changes when the catalogue does, not per
 * request: keep it for a short time per database so a burst of visitors costs one set of queries.
 * Single-flight: concurrent misses share one load.
 */
const HOME_TTL_MS = 30_000;
const cache = new WeakMap<Db, { at: number; data: Promise<HomeData> }>();

async function loadHome(db: Db): Promise<HomeData> {
  const [lineBanners, categories, rentalItems, saleModels, businesses, magazines, notices] = await Promise.all([
    listActiveLineBanners(db),
    listHomeCategories(db),
    listPopularRentalItems(db, 10),
    listPopularSaleModels(db, 8),
    listBusinessesNear(db, 6),
    listLatestMagazines(db, 3),
    listLatestNotices(db, 4),
  ]);
  return { lineBanners, categories, rentalItems, saleModels, businesses, magazines, notices };
}

export function getHomeData(db: Db, now: number = Date.now()): Promise<HomeData> {
  const hit = cache.get(db);
  if (hit && now - hit.at < HOME_TTL_MS) return hit.data;
  const data = loadHome(db);
  cache.set(db, { at: now, data });
  data.catch(() => cache.delete(db));
  return data;
}
