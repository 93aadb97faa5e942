import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';

/** A category a listing without a model may be filed under ("자전거 · 미니벨로"). */
export type ListingCategory = { id: number; name: string; groupName: string };

/** Every category, bikes first and then skis, in the catalogue's own order. */
export async function listingCategories(db: Db): Promise<ListingCategory[]> {
  const rows = await queryRows<ListingCategory>(
    db,
    sql`SELECT id, name, group_name AS "groupName" FROM categories ORDER BY code, sort_order, id`
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
