import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { imageUrl } from '../catalog/imageUrl';
import { filterComponentsFor, type FilterScope } from '../filters/filterComponents';
import { commerceSorts } from './commerceSorts';
import type { BikeCommerceFilter, CommerceCategoryGroup } from './listingTypes';

/** The purchase listing shows new bikes on sale; every query of /bikes/commerce shares this scope. */
export const COMMERCE_SCOPE = { dealType: 'SELL', code: 'BIKE', condition: 'NEW' } as const satisfies FilterScope;

type CategoryRow = {
  key: string;
  name: string;
  isElect: boolean;
  groupName: string;
  activeImageId: number | null;
  inactiveImageId: number | null;
  imgWidth: number | null;
  imgHeight: number | null;
};

/**
 * Bike categories that have a model on sale right now, in catalogue order. A category with nothing
 * to buy (services, a sold-out niche) would be a chip that always shows an empty list.
 */
export async function listCommerceCategories(db: Db): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`
    SELECT c.key, c.name, c.is_elect AS "isElect", c.group_name AS "groupName",
      c.active_image_id AS "activeImageId", c.inactive_image_id AS "inactiveImageId",
      im.width AS "imgWidth", im.height AS "imgHeight"
    FROM categories c
    LEFT JOIN images im ON im.id = c.active_image_id
    WHERE c.code = 'BIKE' AND EXISTS (
      SELECT 1 FROM items i WHERE i.category_id = c.id AND i.model_id IS NOT NULL
        AND i.deal_type = 'SELL' AND i.condition = 'NEW' AND i.status = 'AVAILABLE')
    ORDER BY c.sort_order, c.id`
  );
}

/** Groups keep the order of their first category; a group's pictures are those of its first category. */
function groupCategories(rows: CategoryRow[]): Map<string, CategoryRow[]> {
  const groups = new Map<string, CategoryRow[]>();
  for (const row of rows) groups.set(row.groupName, [...(groups.get(row.groupName) ?? []), row]);
  return groups;
}

// Group pictures are drawn square; a group without a picture still gets a size for its tab slot.
const DEFAULT_PICTURE_SIZE = 96;

async function loadFilter(db: Db): Promise<BikeCommerceFilter> {
  const rows = await listCommerceCategories(db);
  const [allComponents, ...perCategory] = await Promise.all([
    filterComponentsFor(db, { ...COMMERCE_SCOPE, categoryKey: 'all' }),
    ...rows.map((row) => filterComponentsFor(db, { ...COMMERCE_SCOPE, categoryKey: row.key })),
  ]);
  const componentsByKey = new Map(rows.map((row, i) => [row.key, perCategory[i]]));
  const originGroups: CommerceCategoryGroup[] = [...groupCategories(rows)].map(([name, categories]) => {
    const first = categories[0];
    return {
      name,
      activeImg: first.activeImageId === null ? null : imageUrl(first.activeImageId),
      inActiveImg: first.inactiveImageId === null ? null : imageUrl(first.inactiveImageId),
      imgWidth: first.imgWidth ?? DEFAULT_PICTURE_SIZE,
      imgHeight: first.imgHeight ?? DEFAULT_PICTURE_SIZE,
      categories: categories.map((c) => ({
        key: c.key,
        name: c.name,
        isElect: c.isElect,
        filterComponents: componentsByKey.get(c.key)!,
      })),
    };
  });
  return {
    originSorts: commerceSorts,
    originGroups,
    categoryGroups: originGroups.map(({ name, activeImg, inActiveImg, imgWidth, imgHeight }) => ({
      name,
      activeImg,
      inActiveImg,
      imgWidth,
      imgHeight,
    })),
    filterComponents: allComponents,
  };
}

/**
 * The same for every visitor and only as fresh as the catalogue: kept for a short time per
 * database (single-flight), like the home page, so a burst of visitors costs one set of queries.
 */
const TTL_MS = 30_000;
const cache = new WeakMap<Db, { at: number; data: Promise<BikeCommerceFilter> }>();

export function getBikeCommerceFilter(db: Db, now: number = Date.now()): Promise<BikeCommerceFilter> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.data;
  const data = loadFilter(db);
  cache.set(db, { at: now, data });
  data.catch(() => cache.delete(db));
  return data;
}
