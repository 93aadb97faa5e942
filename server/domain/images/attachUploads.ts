import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import type { images } from '../../db/schema';

/** The uploads attachUploads locks (raw: FOR UPDATE), typed from the schema. */
type LockedUploadRow = Pick<typeof images.$inferSelect, 'id'>;

/** Always the transaction of the write that uses the photos. */
type Tx = Db;

/**
 * Claims the member's own uploads for a review, a condition report or a post, inside that write's
 * transaction. Each id must be an UPLOAD of `ownerId` not yet attached to anything: another
 * member's photo, a drawn picture or a photo already used elsewhere is refused, so nobody can put
 * someone else's picture on their page. Rows are locked, so the cleanup job (which deletes
 * unattached uploads after a day) and a second write cannot take the same photo at once.
 * Answers the ids in the order given (the order they are shown).
 */
export async function attachUploads(
  tx: Tx,
  ownerId: number,
  imageIds: readonly number[],
  max: number,
  now: Date = new Date()
): Promise<number[]> {
  const ids = [...new Set(imageIds)];
  if (ids.length !== imageIds.length) throw new DomainError('INVALID_INPUT', '같은 사진을 두 번 올릴 수 없어요.');
  if (ids.length > max) throw new DomainError('INVALID_INPUT', `사진은 ${max}장까지 올릴 수 있어요.`);
  if (ids.length === 0) return [];
  const rows = await queryRows<LockedUploadRow>(
    tx,
    sql`
    SELECT id FROM images
    WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `
    )})
      AND kind = 'UPLOAD' AND owner_id = ${ownerId} AND attached_at IS NULL
    FOR UPDATE`
  );
  if (rows.length !== ids.length) {
    throw new DomainError('INVALID_INPUT', '사진을 찾을 수 없어요. 사진을 다시 올려 주세요.');
  }
  await tx.execute(sql`UPDATE images SET attached_at = ${now.toISOString()}::timestamptz
    WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `
    )})`);
  return ids;
}

/**
 * Gives photos back when what held them drops them (a review edited to fewer photos): they become
 * unattached again and the cleanup job removes them a day later.
 */
export async function releaseUploads(tx: Tx, ownerId: number, imageIds: readonly number[]): Promise<void> {
  if (imageIds.length === 0) return;
  await tx.execute(sql`UPDATE images SET attached_at = NULL, created_at = now()
    WHERE kind = 'UPLOAD' AND owner_id = ${ownerId} AND id IN (${sql.join(
      imageIds.map((id) => sql`${id}`),
      sql`, `
    )})`);
}
