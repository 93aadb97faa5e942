import { and, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { communityReports, reviews } from '../../db/schema';
import { refreshItemReviewStats } from '../review/itemReviewStats';
import { DomainError } from '@/lib/errors';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { parseInput } from '../parseInput';
import { communityRateChecks } from './postRateChecks';
import type { CommunityCaller } from './postCounts';

/** SPEC: a post, comment or review reported by this many different members is hidden pending review. */
export const REPORTS_TO_HIDE = 5;

export const reportContentInput = z.object({
  kind: z.enum(['POST', 'COMMENT']),
  id: z.number().int().positive().max(2_147_483_647),
  reason: z.string().trim().min(1, '신고 사유를 골라 주세요.').max(300, '신고 사유는 300자까지 쓸 수 있어요.'),
});

/** `postId`: the reported post, or the post of the reported comment (whose pages show it). */
export type ReportResult = { kind: 'POST' | 'COMMENT'; id: number; postId: number; hidden: boolean };

type Target = { userId: number; postId: number };

/** Locks the live target; its row lock makes the 5th concurrent report see the 4 before it. */
async function lockTarget(tx: Db, kind: 'POST' | 'COMMENT', id: number): Promise<Target> {
  const rows =
    kind === 'POST'
      ? await queryRows<Target>(
          tx,
          sql`SELECT user_id AS "userId", id AS "postId" FROM community_posts
        WHERE id = ${id} AND NOT is_deleted AND hidden_at IS NULL FOR UPDATE`
        )
      : await queryRows<Target>(
          tx,
          sql`SELECT c.user_id AS "userId", c.post_id AS "postId" FROM community_comments c
        JOIN community_posts p ON p.id = c.post_id
        WHERE c.id = ${id} AND NOT c.is_deleted AND c.hidden_at IS NULL AND NOT p.is_deleted AND p.hidden_at IS NULL FOR UPDATE OF c`
        );
  const target = rows[0];
  if (!target)
    throw new DomainError('NOT_FOUND', kind === 'POST' ? '게시글을 찾을 수 없어요.' : '댓글을 찾을 수 없어요.');
  return { userId: Number(target.userId), postId: Number(target.postId) };
}

/**
 * Files the caller's report on a locked target: once per member (a second report is CONFLICT), never
 * one's own. True when this report makes five different members with reports not yet handled by an
 * operator: then the caller hides it. A restored item starts counting again from its new reports.
 */
async function fileReport(
  tx: Db,
  target: { kind: 'POST' | 'COMMENT' | 'REVIEW'; id: number; authorId: number },
  caller: CommunityCaller,
  reason: string,
  now: Date
): Promise<boolean> {
  if (target.authorId === caller.userId) {
    throw new DomainError(
      'FORBIDDEN',
      target.kind === 'REVIEW' ? '내가 쓴 리뷰는 신고할 수 없어요.' : '내가 쓴 글은 신고할 수 없어요.'
    );
  }
  const r = communityReports;
  const inserted = await tx
    .insert(r)
    .values({ targetKind: target.kind, targetId: target.id, reporterId: caller.userId, reason, createdAt: now })
    .onConflictDoNothing({ target: [r.targetKind, r.targetId, r.reporterId] })
    .returning({ id: r.id });
  if (inserted.length === 0) throw new DomainError('CONFLICT', '이미 신고했어요. 검토 후 조치할게요.');
  const [count] = await tx
    .select({ n: countDistinct(r.reporterId) })
    .from(r)
    .where(and(eq(r.targetKind, target.kind), eq(r.targetId, target.id), isNull(r.handledAt)));
  return Number(count?.n ?? 0) >= REPORTS_TO_HIDE;
}

/** A post or a comment; the 5th reporter hides it. */
export async function reportContent(
  db: Db,
  caller: CommunityCaller,
  input: unknown,
  now: Date = new Date()
): Promise<ReportResult> {
  const args = parseInput(reportContentInput, input);
  await enforceRateLimits(db, communityRateChecks('report', caller));
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, args.kind, args.id);
    const hidden = await fileReport(
      tx,
      { kind: args.kind, id: args.id, authorId: target.userId },
      caller,
      args.reason,
      now
    );
    if (hidden && args.kind === 'POST') {
      await tx.execute(sql`UPDATE community_posts SET hidden_at = ${now} WHERE id = ${args.id}`);
    } else if (hidden) {
      await tx.execute(sql`UPDATE community_comments SET hidden_at = ${now} WHERE id = ${args.id}`);
      await refreshCommentCount(tx, target.postId);
    }
    return { kind: args.kind, id: args.id, postId: target.postId, hidden };
  });
}

/** community_posts.comment_count: the post's live comments (neither deleted nor hidden). */
export async function refreshCommentCount(tx: Db, postId: number): Promise<void> {
  await tx.execute(sql`UPDATE community_posts SET comment_count = (SELECT count(*)::int FROM community_comments c
    WHERE c.post_id = ${postId} AND NOT c.is_deleted AND c.hidden_at IS NULL) WHERE id = ${postId}`);
}

export const reportReviewInput = z.object({
  reviewId: z.number().int().positive().max(2_147_483_647),
  reason: reportContentInput.shape.reason,
});

export type ReviewReportResult = { reviewId: number; hidden: boolean };

/**
 * A review (docs/product.md §4 Review reports): the same rules and the same hourly budget as a post report.
 * The 5th reporter hides it, and the item's review figures leave it out at once.
 */
export async function reportReview(
  db: Db,
  caller: CommunityCaller,
  input: unknown,
  now: Date = new Date()
): Promise<ReviewReportResult> {
  const args = parseInput(reportReviewInput, input);
  await enforceRateLimits(db, communityRateChecks('report', caller));
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: reviews.userId, itemId: reviews.itemId })
      .from(reviews)
      .where(and(eq(reviews.id, args.reviewId), isNull(reviews.hiddenAt), isNull(reviews.deletedAt)))
      .for('update');
    if (!review) throw new DomainError('NOT_FOUND', '리뷰를 찾을 수 없어요.');
    const hidden = await fileReport(
      tx,
      { kind: 'REVIEW', id: args.reviewId, authorId: review.userId },
      caller,
      args.reason,
      now
    );
    if (hidden) {
      await tx.update(reviews).set({ hiddenAt: now }).where(eq(reviews.id, args.reviewId));
      await refreshItemReviewStats(tx, [review.itemId]);
    }
    return { reviewId: args.reviewId, hidden };
  });
}
