import { and, countDistinct, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { communityReports } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { parseInput } from '../parseInput';
import { communityRateChecks } from './postRateChecks';
import type { CommunityCaller } from './postCounts';

/** SPEC: a post or comment reported by this many different members is hidden pending review. */
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

/** Once per member (a second report is CONFLICT); never one's own; the 5th reporter hides it. */
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
    if (target.userId === caller.userId) throw new DomainError('FORBIDDEN', '내가 쓴 글은 신고할 수 없어요.');
    const r = communityReports;
    const inserted = await tx
      .insert(r)
      .values({
        targetKind: args.kind,
        targetId: args.id,
        reporterId: caller.userId,
        reason: args.reason,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [r.targetKind, r.targetId, r.reporterId] })
      .returning({ id: r.id });
    if (inserted.length === 0) throw new DomainError('CONFLICT', '이미 신고했어요. 검토 후 조치할게요.');
    const [count] = await tx
      .select({ n: countDistinct(r.reporterId) })
      .from(r)
      .where(and(eq(r.targetKind, args.kind), eq(r.targetId, args.id)));
    const hidden = Number(count?.n ?? 0) >= REPORTS_TO_HIDE;
    if (hidden && args.kind === 'POST') {
      await tx.execute(sql`UPDATE community_posts SET hidden_at = ${now} WHERE id = ${args.id}`);
    } else if (hidden) {
      await tx.execute(sql`UPDATE community_comments SET hidden_at = ${now} WHERE id = ${args.id}`);
      await tx.execute(sql`UPDATE community_posts SET comment_count = (SELECT count(*)::int FROM community_comments c
        WHERE c.post_id = ${target.postId} AND NOT c.is_deleted AND c.hidden_at IS NULL) WHERE id = ${target.postId}`);
    }
    return { kind: args.kind, id: args.id, postId: target.postId, hidden };
  });
}
