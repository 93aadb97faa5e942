import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';

/** Who asks for a photo: a member (and the store they sell for), or a visitor (null). */
export type PhotoViewer = { userId: number; businessId: number | null } | null;

/**
 * Whether an uploaded photo may be seen by everyone. Only photos that went into something public are:
 * review photos (shown on item, model and store pages) and the photos of a community post that is
 * neither deleted nor hidden after reports. Everything else a member uploaded is private: a photo
 * not used yet, or one kept with a rental's hand-over and return record.
 */
export async function isPublicUpload(db: Db, imageId: number): Promise<boolean> {
  const [row] = await queryRows<{ public: boolean }>(db, sql`
    SELECT EXISTS (SELECT 1 FROM review_images WHERE image_id = ${imageId})
      OR EXISTS (
        SELECT 1 FROM community_post_images ci JOIN community_posts p ON p.id = ci.post_id
        WHERE ci.image_id = ${imageId} AND NOT p.is_deleted AND p.hidden_at IS NULL) AS public`);
  return row?.public === true;
}

/**
 * A private upload is shown to the member who took it and, for a condition report, to the rental's
 * customer and the sellers of its store; to nobody else (ids are sequential: without this check a
 * stranger could page through other people's photos).
 */
export async function mayViewPrivateUpload(db: Db, imageId: number, viewer: PhotoViewer): Promise<boolean> {
  if (!viewer) return false;
  const [row] = await queryRows<{ allowed: boolean }>(db, sql`
    SELECT (
      i.owner_id = ${viewer.userId}
      OR EXISTS (
        SELECT 1 FROM condition_report_images ci
        JOIN condition_reports r ON r.id = ci.report_id
        JOIN orders o ON o.id = r.order_id
        WHERE ci.image_id = i.id
          AND (o.user_id = ${viewer.userId} OR o.store_id = ${viewer.businessId ?? -1}))
    ) AS allowed
    FROM images i WHERE i.id = ${imageId}`);
  return row?.allowed === true;
}
