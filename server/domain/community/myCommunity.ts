import { and, desc, eq, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityComments, communityPosts } from '../../db/schema';
import { queryRows, toIso } from '../../db/rows';
import {
  POST_SUMMARY_FROM,
  postSummaryColumns,
  toPostSummary,
  type PostSummary,
  type PostSummaryRow,
} from './postSummary';

/** How many rows 내 커뮤니티 활동 shows of each kind: the newest, enough for a phone screen's scroll. */
const MY_LIMIT = 50;

export type MyComment = {
  id: number;
  postId: number;
  boardCode: string;
  postTitle: string;
  content: string;
  isReply: boolean;
  createdDatetime: string;
};
export type MyCommunity = { posts: PostSummary[]; comments: MyComment[] };

/**
 * The member's own posts and comments, newest first (my page). Only the viewer's rows. Deleted posts,
 * posts hidden after reports and comments on them are left out: every row links to its post, and
 * those links would lead nowhere.
 */
export async function myCommunity(db: Db, userId: number): Promise<MyCommunity> {
  const posts = await queryRows<PostSummaryRow>(
    db,
    sql`
    SELECT ${postSummaryColumns(userId)} FROM ${POST_SUMMARY_FROM}
    WHERE p.user_id = ${userId} AND NOT p.is_deleted AND p.hidden_at IS NULL ORDER BY p.created_at DESC, p.id DESC LIMIT ${MY_LIMIT}`
  );
  const c = communityComments;
  const p = communityPosts;
  const comments = await db
    .select({
      id: c.id,
      postId: c.postId,
      boardCode: p.boardCode,
      postTitle: p.title,
      content: c.content,
      parentId: c.parentId,
      createdAt: c.createdAt,
    })
    .from(c)
    .innerJoin(p, eq(p.id, c.postId))
    .where(and(eq(c.userId, userId), not(c.isDeleted), not(p.isDeleted), isNull(p.hiddenAt)))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(MY_LIMIT);
  return {
    posts: posts.map(toPostSummary),
    comments: comments.map((c) => ({
      id: Number(c.id),
      postId: Number(c.postId),
      boardCode: c.boardCode,
      postTitle: c.postTitle,
      content: c.content,
      isReply: c.parentId !== null,
      createdDatetime: toIso(c.createdAt),
    })),
  };
}
