import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';

// Raw: both answers are CASE/EXISTS verdicts over several tables, no table's columns.
type PublicUseRow = { use: PublicUse | null };
type AllowedRow = { allowed: boolean };

/** Who asks for a photo: a member (and the business they sell for), or a visitor (null). */
export type PhotoViewer = { userId: number; businessId: number | null } | null;

/** What a public upload is shown in: it decides how long a copy may be kept. */
export type PublicUse = 'REVIEW' | 'POST' | 'ITEM';

/**
 * Whether an uploaded photo may be seen by everyone, and as what. Only photos that went into
 * something public are: review photos (shown on item, model and business pages) and the photos of a
 * community post that is neither deleted nor hidden after reports, and the photos of a business's
 * listing while it is shown (docs/product.md §4 Listings). Everything else a member
 * uploaded is private (null): a photo not used yet, or one kept with a rental's hand-over and
 * return record.
 */
export async function publicUploadUse(db: Db, imageId: number): Promise<PublicUse | null> {
  const [row] = await queryRows<PublicUseRow>(
    db,
    sql`
    SELECT CASE
      WHEN EXISTS (SELECT 1 FROM review_images WHERE image_id = ${imageId}) THEN 'REVIEW'
      WHEN EXISTS (
        SELECT 1 FROM community_post_images ci JOIN community_posts p ON p.id = ci.post_id
        WHERE ci.image_id = ${imageId} AND NOT p.is_deleted AND p.hidden_at IS NULL) THEN 'POST'
      WHEN EXISTS (
        SELECT 1 FROM item_images ii JOIN items it ON it.id = ii.item_id
        WHERE ii.image_id = ${imageId} AND it.status <> 'HIDDEN') THEN 'ITEM'
    END AS use`
  );
  return row?.use ?? null;
}

/**
 * A private upload is shown to the member who took it and, for a draft or hidden listing's photos,
 * to the sellers of its business; for a condition report, to the rental's
 * customer and the sellers of its business, for a return's photos to the sellers of the sale's
 * business (docs/product.md §4 Returns and exchanges), for a damage claim's photos to both parties of
 * the rental, for a message's photos to the thread's two parties until an operator hides the message (docs/product.md §3 Messages); and to an operator with an open operator session, while a return is disputed (§10
 * Disputed returns) or a rental's deposit is claimed against (its condition and claim photos, §10
 * Damage claims, and the photos of that order's messages), a 1:1 inquiry's photos (its member took
 * them, §3 1:1 inquiries) and a reported message's photos (§10 Message reports); to nobody else (ids are sequential: without this check a
 * stranger could page through other people's photos).
 */
export async function mayViewPrivateUpload(db: Db, imageId: number, viewer: PhotoViewer): Promise<boolean> {
  if (!viewer) return false;
  const [row] = await queryRows<AllowedRow>(
    db,
    sql`
    SELECT (
      i.owner_id = ${viewer.userId}
      OR EXISTS (
        SELECT 1 FROM item_images ii JOIN items it ON it.id = ii.item_id
        WHERE ii.image_id = i.id AND it.business_id = ${viewer.businessId ?? -1})
      OR EXISTS (
        SELECT 1 FROM condition_report_images ci
        JOIN condition_reports r ON r.id = ci.report_id
        JOIN orders o ON o.id = r.order_id
        WHERE ci.image_id = i.id
          AND (o.user_id = ${viewer.userId} OR o.business_id = ${viewer.businessId ?? -1}))
      OR EXISTS (
        SELECT 1 FROM order_return_images ri
        JOIN order_returns r ON r.id = ri.return_id
        JOIN orders o ON o.id = r.order_id
        WHERE ri.image_id = i.id AND o.business_id = ${viewer.businessId ?? -1})
      OR EXISTS (
        SELECT 1 FROM message_images mi
        JOIN messages m ON m.id = mi.message_id
        JOIN message_threads t ON t.id = m.thread_id
        WHERE mi.image_id = i.id AND m.hidden_at IS NULL
          AND (t.customer_id = ${viewer.userId} OR t.business_id = ${viewer.businessId ?? -1}))
      OR EXISTS (
        SELECT 1 FROM order_return_images ri
        JOIN order_returns r ON r.id = ri.return_id
        JOIN operator_sessions os ON os.user_id = ${viewer.userId} AND os.expires_at > now()
        JOIN operators op ON op.user_id = os.user_id AND op.revoked_at IS NULL
        WHERE ri.image_id = i.id AND r.state = 'DISPUTED')
      OR EXISTS (
        SELECT 1 FROM deposit_claim_images di
        JOIN rental_deposits d ON d.id = di.deposit_id
        JOIN orders o ON o.id = d.order_id
        WHERE di.image_id = i.id
          AND (o.user_id = ${viewer.userId} OR o.business_id = ${viewer.businessId ?? -1}))
      OR (EXISTS (
          SELECT 1 FROM operator_sessions os
          JOIN operators op ON op.user_id = os.user_id AND op.revoked_at IS NULL
          WHERE os.user_id = ${viewer.userId} AND os.expires_at > now())
        AND (EXISTS (
          SELECT 1 FROM deposit_claim_images di JOIN rental_deposits d ON d.id = di.deposit_id
          WHERE di.image_id = i.id AND d.claim_amount IS NOT NULL)
        OR EXISTS (SELECT 1 FROM inquiry_images qi WHERE qi.image_id = i.id)
        OR EXISTS (
          SELECT 1 FROM message_images mi
          JOIN messages m ON m.id = mi.message_id
          JOIN message_threads t ON t.id = m.thread_id
          WHERE mi.image_id = i.id
            AND (EXISTS (SELECT 1 FROM message_reports mr WHERE mr.message_id = m.id)
              OR EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = t.order_id AND r.state = 'DISPUTED')
              OR EXISTS (SELECT 1 FROM rental_deposits d WHERE d.order_id = t.order_id AND d.claim_amount IS NOT NULL)))
        OR EXISTS (
          SELECT 1 FROM condition_report_images ci
          JOIN condition_reports r ON r.id = ci.report_id
          JOIN rental_deposits d ON d.order_id = r.order_id
          WHERE ci.image_id = i.id AND d.claim_amount IS NOT NULL)))
    ) AS allowed
    FROM images i WHERE i.id = ${imageId}`
  );
  return row?.allowed === true;
}
