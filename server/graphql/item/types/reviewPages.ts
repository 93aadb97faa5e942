import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { forgetModelDetail } from '../../../domain/model/modelDetailService';
import { forgetCachedPages } from '../../../ssr/anonymousPageCache';

/**
 * A review written, changed or answered shows at once on every page that lists it: the item's page,
 * its business's pages (the shop, its review list) and its model's page with the model's kept
 * detail, here, in every instance and in the shared HTTP cache (server/cluster/sharedPaths.ts).
 */
export async function forgetReviewPages(db: Db, reviewId: number): Promise<void> {
  const [row] = await queryRows<{ itemId: number; businessId: number; modelId: number | null }>(db, sql`
    SELECT i.id AS "itemId", i.store_id AS "businessId", i.model_id AS "modelId"
    FROM reviews r JOIN items i ON i.id = r.item_id WHERE r.id = ${reviewId}`);
  if (!row) return;
  forgetCachedPages(`/services/${row.itemId}`);
  forgetCachedPages(`/nearby_store/${row.businessId}`);
  forgetCachedPages(`/businesses/${row.businessId}/reviews`);
  if (row.modelId !== null) {
    forgetCachedPages(`/models/${row.modelId}`);
    forgetModelDetail(db, Number(row.modelId));
  }
}
