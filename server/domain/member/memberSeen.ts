import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberSeen } from '../../db/schema';

/**
 * The areas whose "new since you last looked" lights a badge (docs/product.md §3 Badges). Opening the
 * screen records the moment: /notices (NOTICE), each tab of /user/bookmark (ITEM_BOOKMARK for
 * items and models, BUSINESS_BOOKMARK for businesses).
 */
export const SEEN_AREAS = ['NOTICE', 'ITEM_BOOKMARK', 'BUSINESS_BOOKMARK'] as const;
export type SeenArea = (typeof SEEN_AREAS)[number];

/** Records that the member looked at `area` now. Never moves backwards (a slow request after a newer one). */
export async function markSeen(db: Db, userId: number, area: SeenArea, now: Date = new Date()): Promise<void> {
  await db
    .insert(memberSeen)
    .values({ userId, area, seenAt: now })
    .onConflictDoUpdate({
      target: [memberSeen.userId, memberSeen.area],
      set: { seenAt: sql`greatest(${memberSeen.seenAt}, excluded.seen_at)` },
    });
}
