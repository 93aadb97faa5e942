import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { images } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import type { ProcessedUpload } from './processUpload';
import { UPLOAD_ALT, UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_MIME } from './uploadLimits';

/** SUM and COUNT … FILTER of a member's uploads (bigint sums arrive as strings). */
type UsageRow = { bytes: string | number | null; today: string | number | null };

export type UploadQuota = { storageBytesPerMember: number; uploadsPerMemberPerDay: number };

export type StoredUpload = { id: number; url: string; thumbUrl: string; width: number; height: number };

export const IMAGE_PATH = '/app/v4/images';

type Usage = { bytes: number; today: number };

async function usageOf(db: Db, ownerId: number, now: Date): Promise<Usage> {
  const since = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const [row] = await queryRows<UsageRow>(
    db,
    sql`
    SELECT COALESCE(SUM(byte_size), 0) AS bytes,
           COUNT(*) FILTER (WHERE created_at > ${since}::timestamptz) AS today
    FROM images WHERE owner_id = ${ownerId} AND kind = 'UPLOAD'`
  );
  return { bytes: Number(row?.bytes ?? 0), today: Number(row?.today ?? 0) };
}

/**
 * Refuses before any decoding work when the member is already at a limit: the cheap check, so a
 * member at the cap can't keep the CPU busy. saveUpload checks again under a lock.
 */
export async function assertUploadRoom(
  db: Db,
  ownerId: number,
  quota: UploadQuota = UPLOAD_LIMITS,
  now: Date = new Date()
): Promise<void> {
  judge(await usageOf(db, ownerId, now), 0, quota);
}

function judge(usage: Usage, incomingBytes: number, quota: UploadQuota): void {
  if (usage.today >= quota.uploadsPerMemberPerDay) throw new DomainError('RATE_LIMITED', UPLOAD_MESSAGES.dailyLimit);
  if (usage.bytes + incomingBytes > quota.storageBytesPerMember)
    throw new DomainError('RATE_LIMITED', UPLOAD_MESSAGES.storageFull);
}

/**
 * Stores a processed upload for its member, unattached (the cleanup job removes it after a day
 * unless a write claims it with attachUploads). The member's row is locked for the check and the
 * insert, so two uploads at once can't both slip under the storage or daily limit.
 */
export async function saveUpload(
  db: Db,
  ownerId: number,
  processed: ProcessedUpload,
  quota: UploadQuota = UPLOAD_LIMITS,
  now: Date = new Date()
): Promise<StoredUpload> {
  const { full, thumb } = processed;
  const byteSize = full.data.byteLength + thumb.data.byteLength;
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${ownerId} FOR UPDATE`);
    judge(await usageOf(tx, ownerId, now), byteSize, quota);
    const [row] = await tx
      .insert(images)
      .values({
        kind: 'UPLOAD',
        width: full.width,
        height: full.height,
        alt: UPLOAD_ALT,
        mimeType: UPLOAD_MIME,
        bytes: full.data,
        thumbBytes: thumb.data,
        thumbWidth: thumb.width,
        thumbHeight: thumb.height,
        byteSize,
        ownerId,
        attachedAt: null,
        createdAt: now,
      })
      .returning({ id: images.id });
    return row.id;
  });
  return {
    id,
    url: `${IMAGE_PATH}/${id}`,
    thumbUrl: `${IMAGE_PATH}/${id}?w=${UPLOAD_LIMITS.thumbMaxSide}`,
    width: full.width,
    height: full.height,
  };
}
