import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { UPLOAD_LIMITS } from '../images/upload/uploadLimits';
import type { images } from '../db/schema';

/** Uploads the locking CTE deleted, typed from the schema. */
type DeletedUploadRow = Pick<typeof images.$inferSelect, 'id'>;

export type UploadCleanupOptions = { now?: Date; batchSize?: number; maxBatches?: number };

/**
 * Removes photos that were uploaded but never used (a review abandoned halfway): a member's
 * photo is kept only for what it was uploaded for, and the storage limit counts only what stays.
 * Rows are taken with SKIP LOCKED: a write that is attaching a photo right now holds its row
 * (attachUploads locks FOR UPDATE), so that photo is left alone, and the WHERE is checked again
 * on the locked row, so one attached a moment ago is never deleted. Two runs at once take
 * different rows. In batches, so one run never holds many locks or a long transaction.
 */
export async function runUploadCleanup(db: Db, options: UploadCleanupOptions = {}): Promise<{ deleted: number }> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 200;
  const maxBatches = options.maxBatches ?? 50;
  const cutoff = new Date(now.getTime() - UPLOAD_LIMITS.unattachedMaxAgeMs).toISOString();
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    // A CTE, not `id IN (subquery)`: a subquery with LIMIT … SKIP LOCKED may be rescanned per row
    // and delete past its limit; a locking CTE is evaluated once.
    const rows = await queryRows<DeletedUploadRow>(
      db,
      sql`
      WITH doomed AS (
        SELECT id FROM images
        WHERE kind = 'UPLOAD' AND attached_at IS NULL AND created_at < ${cutoff}::timestamptz
        ORDER BY created_at
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      DELETE FROM images USING doomed
      WHERE images.id = doomed.id AND images.kind = 'UPLOAD' AND images.attached_at IS NULL
      RETURNING images.id`
    );
    deleted += rows.length;
    if (rows.length < batchSize) break;
  }
  return { deleted };
}
