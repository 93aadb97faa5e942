import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { DomainError } from '@/lib/errors';
import { LISTING_LIMITS } from '@/lib/seller/listingInput';
import { attachUploads } from '../../images/attachUploads';

type PhotoRow = { imageId: number };

/**
 * Sets a listing's photos to exactly `imageIds`, in that order (the first is the cover). New photos
 * are claimed from the seller's own uploads (attachUploads refuses anyone else's and a photo used
 * elsewhere); photos the listing drops are given back to the cleanup job, whichever seller of the
 * business put them there.
 */
export async function replaceListingPhotos(
  tx: Db,
  userId: number,
  itemId: number,
  imageIds: readonly number[],
  now: Date
): Promise<void> {
  const current = (
    await queryRows<PhotoRow>(tx, sql`SELECT image_id AS "imageId" FROM item_images WHERE item_id = ${itemId}`)
  ).map((r) => Number(r.imageId));
  const added = imageIds.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !imageIds.includes(id));
  try {
    await attachUploads(tx, userId, added, LISTING_LIMITS.maxPhotos, now);
  } catch (error) {
    // The seller fixes this on the photo field: say so there.
    if (error instanceof DomainError) throw new DomainError(error.code, error.message, { imageIds: error.message });
    throw error;
  }
  await tx.execute(sql`DELETE FROM item_images WHERE item_id = ${itemId}`);
  if (removed.length > 0) {
    await tx.execute(sql`UPDATE images SET attached_at = NULL, created_at = now()
      WHERE kind = 'UPLOAD' AND id IN (${sql.join(
        removed.map((id) => sql`${id}`),
        sql`, `
      )})`);
  }
  for (const [sortOrder, imageId] of imageIds.entries()) {
    await tx.execute(
      sql`INSERT INTO item_images (item_id, image_id, sort_order) VALUES (${itemId}, ${imageId}, ${sortOrder})`
    );
  }
}
