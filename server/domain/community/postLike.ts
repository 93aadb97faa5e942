import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { communityRateChecks } from './postRateChecks';
import { lockVisiblePost, postCountsAnswer, type CommunityCaller } from './postCounts';
import type { PostCountsAnswer } from '@/lib/community/postRules';
import { communityPostLikes } from '../../db/schema';

/**
 * 좋아요 on or off. One transaction: the post row is locked first, so concurrent toggles of one
 * post queue up and like_count always equals the number of like rows.
 */
export async function togglePostLike(
  db: Db,
  caller: CommunityCaller,
  postId: number,
  now: Date = new Date()
): Promise<PostCountsAnswer> {
  await enforceRateLimits(db, communityRateChecks('like', caller));
  return db.transaction(async (tx) => {
    await lockVisiblePost(tx, postId);
    const l = communityPostLikes;
    const removed = await tx
      .delete(l)
      .where(and(eq(l.postId, postId), eq(l.userId, caller.userId)))
      .returning({ postId: l.postId });
    if (removed.length > 0) {
      await tx.execute(sql`UPDATE community_posts SET like_count = greatest(like_count - 1, 0) WHERE id = ${postId}`);
    } else {
      await tx.execute(
        sql`INSERT INTO community_post_likes (post_id, user_id, created_at) VALUES (${postId}, ${caller.userId}, ${now})`
      );
      await tx.execute(sql`UPDATE community_posts SET like_count = like_count + 1 WHERE id = ${postId}`);
    }
    return postCountsAnswer(tx, postId, caller.userId);
  });
}
