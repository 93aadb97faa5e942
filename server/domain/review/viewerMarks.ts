import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import type { ReviewEntry } from './reviewTypes';

/**
 * A kept public review list made the viewer's own (docs/architecture.md §9, public part of a page):
 * whether they wrote each review and marked it helpful, and the helpful count as it is now, so the
 * count a member just changed agrees with their mark. One statement for the whole list; a visitor's
 * list (null) and an empty one cost nothing.
 */
export async function withViewerMarks<T extends ReviewEntry>(
  db: Db,
  viewerId: number | null,
  list: readonly T[]
): Promise<T[]> {
  if (viewerId === null || list.length === 0) return [...list];
  const rows = await db
    .select({
      id: reviews.id,
      isMine: sql<boolean>`${reviews.userId} = ${viewerId}`,
      isActiveAssistance: sql<boolean>`EXISTS (SELECT 1 FROM review_helpfuls rh WHERE rh.review_id = ${reviews.id} AND rh.user_id = ${viewerId})`,
      activeAssistanceCount: reviews.helpfulCount,
    })
    .from(reviews)
    .where(
      inArray(
        reviews.id,
        list.map((review) => review.id)
      )
    );
  const marks = new Map(rows.map((row) => [Number(row.id), row]));
  return list.map((review) => {
    const mark = marks.get(review.id);
    if (!mark) return review;
    return {
      ...review,
      isMine: Boolean(mark.isMine),
      isActiveAssistance: Boolean(mark.isActiveAssistance),
      activeAssistanceCount: Number(mark.activeAssistanceCount),
    };
  });
}
