import { and, eq, isNull, not, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { communityComments } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { containsProfanity, PROFANITY_MESSAGE } from '@/lib/text/profanity';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { parseInput } from '../parseInput';
import { communityRateChecks } from './postRateChecks';
import { lockVisiblePost, postCountsAnswer, type CommunityCaller } from './postCounts';
import type { PostCountsAnswer } from '@/lib/community/postRules';

/** The row lockOwnComment locks (raw: FOR UPDATE), typed from the schema. */
type OwnCommentRow = Pick<typeof communityComments.$inferSelect, 'postId' | 'userId'>;

export const COMMENT_MAX_LENGTH = 1000;

const id = z.number().int().positive().max(2_147_483_647);
const content = z
  .string()
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, '댓글 내용을 입력해 주세요.')
      .max(COMMENT_MAX_LENGTH, `댓글은 ${COMMENT_MAX_LENGTH}자까지 쓸 수 있어요.`)
  )
  .refine((s) => !containsProfanity(s), PROFANITY_MESSAGE);

export const writeCommentInput = z.object({ postId: id, parentId: id.nullish().transform((v) => v ?? null), content });
export const updateCommentInput = z.object({ commentId: id, content });
export const deleteCommentInput = z.object({ commentId: id });

export type CommentChange = { commentId: number; counts: PostCountsAnswer };

/**
 * Recounts the post's visible comments (not deleted, not hidden) in the same transaction, so
 * comment_count never drifts from what a thread can show, whatever the write did.
 */
async function recountComments(tx: Db, postId: number): Promise<void> {
  await tx.execute(sql`UPDATE community_posts SET comment_count = (
    SELECT count(*)::int FROM community_comments c WHERE c.post_id = ${postId} AND NOT c.is_deleted AND c.hidden_at IS NULL
  ) WHERE id = ${postId}`);
}

/** A comment or a reply. A reply's parent must be a live top-level comment of the same post. */
export async function writeComment(
  db: Db,
  caller: CommunityCaller,
  input: unknown,
  now: Date = new Date()
): Promise<CommentChange> {
  const args = parseInput(writeCommentInput, input);
  await enforceRateLimits(db, communityRateChecks('comment', caller));
  return db.transaction(async (tx) => {
    await lockVisiblePost(tx, args.postId);
    if (args.parentId !== null) {
      const c = communityComments;
      const [parent] = await tx
        .select({ parentId: c.parentId })
        .from(c)
        .where(and(eq(c.id, args.parentId), eq(c.postId, args.postId), not(c.isDeleted), isNull(c.hiddenAt)));
      if (!parent) throw new DomainError('NOT_FOUND', '답글을 달 댓글을 찾을 수 없어요.');
      if (parent.parentId !== null) {
        throw new DomainError('INVALID_INPUT', '답글에는 다시 답글을 달 수 없어요.', {
          parentId: '답글에는 다시 답글을 달 수 없어요.',
        });
      }
    }
    const [row] = await tx
      .insert(communityComments)
      .values({
        postId: args.postId,
        userId: caller.userId,
        parentId: args.parentId,
        content: args.content,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: communityComments.id });
    await recountComments(tx, args.postId);
    return { commentId: Number(row!.id), counts: await postCountsAnswer(tx, args.postId, caller.userId) };
  });
}

/** The caller's own live comment, locked; someone else's is NOT_FOUND (its existence stays private). */
async function lockOwnComment(tx: Db, userId: number, commentId: number): Promise<{ postId: number }> {
  const [row] = await queryRows<OwnCommentRow>(
    tx,
    sql`
    SELECT post_id AS "postId", user_id AS "userId" FROM community_comments
    WHERE id = ${commentId} AND NOT is_deleted FOR UPDATE`
  );
  if (!row || Number(row.userId) !== userId) throw new DomainError('NOT_FOUND', '댓글을 찾을 수 없어요.');
  return { postId: Number(row.postId) };
}

export async function updateComment(
  db: Db,
  caller: CommunityCaller,
  input: unknown,
  now: Date = new Date()
): Promise<CommentChange> {
  const args = parseInput(updateCommentInput, input);
  await enforceRateLimits(db, communityRateChecks('comment', caller));
  return db.transaction(async (tx) => {
    const { postId } = await lockOwnComment(tx, caller.userId, args.commentId);
    await tx.execute(
      sql`UPDATE community_comments SET content = ${args.content}, updated_at = ${now} WHERE id = ${args.commentId}`
    );
    return { commentId: args.commentId, counts: await postCountsAnswer(tx, postId, caller.userId) };
  });
}

/** Soft delete: a comment with replies then reads "삭제된 댓글입니다"; without replies it is gone. */
export async function deleteComment(
  db: Db,
  caller: CommunityCaller,
  input: unknown,
  now: Date = new Date()
): Promise<CommentChange> {
  const args = parseInput(deleteCommentInput, input);
  return db.transaction(async (tx) => {
    const { postId } = await lockOwnComment(tx, caller.userId, args.commentId);
    await tx.execute(sql`SELECT id FROM community_posts WHERE id = ${postId} FOR UPDATE`);
    await tx.execute(
      sql`UPDATE community_comments SET is_deleted = true, updated_at = ${now} WHERE id = ${args.commentId}`
    );
    await recountComments(tx, postId);
    return { commentId: args.commentId, counts: await postCountsAnswer(tx, postId, caller.userId) };
  });
}
