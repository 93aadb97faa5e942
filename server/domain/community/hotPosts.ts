import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  POST_SUMMARY_FROM,
  postSummaryColumns,
  toPostSummary,
  visiblePostsWhere,
  type PostSummary,
  type PostSummaryRow,
} from './postSummary';

export const HOT_POST_COUNT = 5;

/**
 * The hot rule (issue 18: "likes, comments and views of the last days, computed by the server"):
 *
 *   score = (likes × 3 + comments × 2 + views / 20) / (age in hours + 2) ^ 1.2
 *
 * over visible posts written in the last 7 days; when fewer than 3 posts of that week have any
 * activity, the window widens to 30 days so the section is never empty on a quiet board.
 * Likes and comments weigh more than views because they take an effort; the age decay lets a new
 * post with a few likes overtake an old one with many (the same counts rank the newer post higher).
 * Ties: newer first, then the higher id. Top 5. `boardCode` null is every board.
 */
export async function listHotPosts(
  db: Db,
  viewerId: number | null,
  boardCode: string | null,
  now: Date = new Date()
): Promise<PostSummary[]> {
  const week = await hotWithin(db, viewerId, boardCode, now, 7);
  if (week.filter((p) => p.likeCount + p.commentCount + p.viewCount > 0).length >= 3) return week;
  return hotWithin(db, viewerId, boardCode, now, 30);
}

async function hotWithin(
  db: Db,
  viewerId: number | null,
  boardCode: string | null,
  now: Date,
  days: number
): Promise<PostSummary[]> {
  const nowIso = now.toISOString();
  const rows = await queryRows<PostSummaryRow>(
    db,
    sql`
    SELECT ${postSummaryColumns(viewerId)}
    FROM ${POST_SUMMARY_FROM}
    WHERE ${visiblePostsWhere(viewerId)}
      ${boardCode === null ? sql`` : sql`AND p.board_code = ${boardCode}`}
      AND p.created_at > ${nowIso}::timestamptz - make_interval(days => ${days}::int)
      AND p.created_at <= ${nowIso}::timestamptz
    ORDER BY (p.like_count * 3 + p.comment_count * 2 + p.view_count / 20.0)
      / power(greatest(extract(epoch FROM (${nowIso}::timestamptz - p.created_at)) / 3600.0, 0) + 2, 1.2) DESC,
      p.created_at DESC, p.id DESC
    LIMIT ${HOT_POST_COUNT}`
  );
  return rows.map(toPostSummary);
}
