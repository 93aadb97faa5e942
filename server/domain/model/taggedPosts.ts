import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { visiblePostsWhere } from '../community/postSummary';
import type { TaggedPost } from './modelTypes';

/**
 * Community posts tagged with the model: how many, and the latest few. Only posts every visitor can
 * open count (not deleted, not hidden after reports: visiblePostsWhere), so each card's link and the
 * count agree with /community/search?modelId=, where 전체 보기 leads.
 */
export async function taggedPosts(
  db: Db,
  modelId: number,
  limit = 3
): Promise<{ posts: TaggedPost[]; postCount: number }> {
  const [rows, counts] = await Promise.all([
    queryRows<Omit<TaggedPost, 'createdDatetime'> & { createdDatetime: Date | string }>(
      db,
      sql`
      SELECT p.id, p.board_code AS "boardCode", b.name AS "boardName", p.title, u.nickname, p.comment_count AS "commentCount",
        p.like_count AS "likeCount", p.created_at AS "createdDatetime"
      FROM community_post_models pm
      JOIN community_posts p ON p.id = pm.post_id
      JOIN users u ON u.id = p.user_id
      JOIN community_boards b ON b.code = p.board_code
      WHERE pm.model_id = ${modelId} AND ${visiblePostsWhere(null)}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${limit}`
    ),
    queryRows<{ count: number }>(
      db,
      sql`
      SELECT count(*)::int AS count FROM community_post_models pm
      JOIN community_posts p ON p.id = pm.post_id
      WHERE pm.model_id = ${modelId} AND ${visiblePostsWhere(null)}`
    ),
  ]);
  return {
    posts: rows.map((row) => ({ ...row, createdDatetime: toIso(row.createdDatetime) })),
    postCount: counts[0]?.count ?? 0,
  };
}
