import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReviewEntry } from './reviewTypes';
import { askViewerFact, idIn, type ViewerFact } from '../../db/viewerFacts';

type Mark = { isMine: boolean; isActiveAssistance: boolean; activeAssistanceCount: number };

/** The viewer's marks on these reviews, as a json array of one object per review. */
const marksFact: ViewerFact<Map<number, Mark>> = {
  select: (viewerId, reviewIds) =>
    sql`SELECT coalesce(json_agg(json_build_object('id', r.id, 'isMine', r.user_id = ${viewerId},
        'isActiveAssistance', EXISTS (SELECT 1 FROM review_helpfuls rh WHERE rh.review_id = r.id AND rh.user_id = ${viewerId}),
        'activeAssistanceCount', r.helpful_count)), '[]'::json)
      FROM reviews r WHERE ${idIn(sql`r.id`, reviewIds)}`,
  read: (json) =>
    new Map(
      (json as (Mark & { id: number })[]).map(({ id, ...mark }) => [
        Number(id),
        {
          isMine: Boolean(mark.isMine),
          isActiveAssistance: Boolean(mark.isActiveAssistance),
          activeAssistanceCount: Number(mark.activeAssistanceCount),
        },
      ])
    ),
};

/**
 * A kept public review list made the viewer's own (docs/architecture.md §9, public part of a page):
 * whether they wrote each review and marked it helpful, and the helpful count as it is now, so the
 * count a member just changed agrees with their mark. Asked with the page's other facts of the viewer
 * (server/db/viewerFacts.ts); a visitor's list (null) and an empty one cost nothing.
 */
export async function withViewerMarks<T extends ReviewEntry>(
  db: Db,
  viewerId: number | null,
  list: readonly T[]
): Promise<T[]> {
  if (viewerId === null || list.length === 0) return [...list];
  const marks = await askViewerFact(
    db,
    viewerId,
    marksFact,
    list.map((review) => review.id)
  );
  return list.map((review) => {
    const mark = marks.get(review.id);
    return mark ? { ...review, ...mark } : review;
  });
}
