import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { POST_SUMMARY_FROM, postSummaryColumns, toPostSummary, type PostSummary, type PostSummaryRow } from './postSummary';

/** How many rows 내 커뮤니티 활동 shows of each kind: the newest, enough for a phone screen's scroll. */
const MY_LIMIT = 50;

export type MyComment = {
  id: number; postId: number; boardCode: string; postTitle: string; content: string; isReply: boolean; createdDatetime: string;
};
export type MyCommunity = { posts: PostSummary[]; comments: MyComment[] };

/**
 * The member's own posts and comments, newest first (my page). Only the viewer's rows. Deleted posts,
 * posts hidden after reports and comments on them are left out: every row links to its post, and
 * those links would lead nowhere.
 */
export async function myCommunity(db: Db, userId: number): Promise<MyCommunity> {
  const posts = await queryRows<PostSummaryRow>(db, sql`
    SELECT ${postSummaryColumns(userId)} FROM ${POST_SUMMARY_FROM}
    WHERE p.user_id = ${userId} AND NOT p.is_deleted AND p.hidden_at IS NULL ORDER BY p.created_at DESC, p.id DESC LIMIT ${MY_LIMIT}`);
  const comments = await queryRows<{ id: number; postId: number; boardCode: string; postTitle: string; content: string; parentId: number | null; createdAt: Date | string }>(db, sql`
    SELECT c.id, c.post_id AS "postId", p.board_code AS "boardCode", p.title AS "postTitle", c.content, c.parent_id AS "parentId", c.created_at AS "createdAt"
    FROM community_comments c JOIN community_posts p ON p.id = c.post_id
    WHERE c.user_id = ${userId} AND NOT c.is_deleted AND NOT p.is_deleted AND p.hidden_at IS NULL
    ORDER BY c.created_at DESC, c.id DESC LIMIT ${MY_LIMIT}`);
  return {
    posts: posts.map(toPostSummary),
    comments: comments.map((c) => ({
      id: Number(c.id), postId: Number(c.postId), boardCode: c.boardCode, postTitle: c.postTitle, content: c.content,
      isReply: c.parentId !== null, createdDatetime: toIso(c.createdAt),
    })),
  };
}
