import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { communityPosts } from '../../db/schema';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import type { PostCountsAnswer } from '@/lib/community/postRules';

/** The row lockVisiblePost locks, typed from the schema. */
type PostAuthorRow = Pick<typeof communityPosts.$inferSelect, 'userId'>;

/**
 * The counts every like or comment write answers (docs/product.md §4 Posts: the slices overwrite the matching
 * post with them). Read inside the write's transaction so the answer is what that write left.
 */
export async function postCountsAnswer(db: Db, postId: number, viewerId: number): Promise<PostCountsAnswer> {
  const [row] = await queryRows<PostCountsAnswer>(
    db,
    sql`
    SELECT p.id AS "postId", p.like_count AS "likeCount", p.comment_count AS "commentCount",
      (SELECT count(*)::int FROM community_post_models pm WHERE pm.post_id = p.id) AS "taggedModelCount",
      EXISTS (SELECT 1 FROM community_post_likes l WHERE l.post_id = p.id AND l.user_id = ${viewerId}) AS "likeFeedback"
    FROM community_posts p WHERE p.id = ${postId}`
  );
  if (!row) throw new DomainError('NOT_FOUND', '게시글을 찾을 수 없어요.');
  return {
    postId: Number(row.postId),
    likeCount: Number(row.likeCount),
    commentCount: Number(row.commentCount),
    taggedModelCount: Number(row.taggedModelCount),
    likeFeedback: Boolean(row.likeFeedback),
  };
}

/**
 * Locks a post a member may act on (like, comment, report): it exists, is not deleted or hidden.
 * FOR UPDATE serialises concurrent count changes of one post.
 */
export async function lockVisiblePost(db: Db, postId: number): Promise<{ userId: number }> {
  const [row] = await queryRows<PostAuthorRow>(
    db,
    sql`
    SELECT user_id AS "userId" FROM community_posts
    WHERE id = ${postId} AND NOT is_deleted AND hidden_at IS NULL FOR UPDATE`
  );
  if (!row) throw new DomainError('NOT_FOUND', '게시글을 찾을 수 없어요.');
  return { userId: Number(row.userId) };
}

/** Who writes: the member always, the address when the call came over the network. */
export type CommunityCaller = { userId: number; ip: string | null };
