import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { communityReports, reviews } from '../../db/schema';
import { retryTransaction } from '../../db/retryTransaction';
import { DomainError } from '@/lib/errors';
import { reasonInput } from '@/lib/admin/businessInput';
import { parseInput } from '../parseInput';
import { refreshCommentCount } from '../community/reportContent';
import { refreshItemReviewStats } from '../review/itemReviewStats';
import { writeAudit } from './audit';
import { changeSuspension } from './adminMembers';

/**
 * The moderation queue (docs/product.md §10 Moderation): posts, comments and reviews that members
 * reported, with every report, the author and the text; an operator restores, keeps hidden or deletes
 * each, with a reason and optionally a suspension of the author, all in one audited transaction.
 */
export const MODERATION_KINDS = ['POST', 'COMMENT', 'REVIEW'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
export const MODERATION_STATES = ['VISIBLE', 'AUTO_HIDDEN', 'KEPT_HIDDEN', 'DELETED'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
export const MODERATION_DECISIONS = ['RESTORE', 'KEEP_HIDDEN', 'DELETE'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];
export const MODERATION_FILTERS = ['PENDING', 'DONE'] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];

/** What the operator who lost a race to decide the same reports hears (every moderation desk). */
export const MODERATION_CONFLICT_MESSAGE = '다른 운영자가 방금 처리했어요. 목록을 새로 고쳐 확인해 주세요.';

/** How many items one page of the queue shows (the oldest waiting first). */
export const MODERATION_PAGE_SIZE = 50;
/** The longest suspension a decision may give for a number of days; longer is "until lifted". */
export const MAX_SANCTION_DAYS = 365;

export type ModerationReport = { reason: string; reporterNickname: string; createdAt: string; handled: boolean };

export type ModerationItem = {
  kind: ModerationKind;
  id: number;
  authorId: number;
  authorNickname: string;
  /** A post's title; null for comments and reviews. */
  title: string | null;
  /** The start of the text as its author wrote it (plain text: the screen shows it as text). */
  excerpt: string;
  state: ModerationState;
  /** Where the public sees it: the post (a comment's post) or the item page of a review. */
  publicPath: string;
  /** The oldest report still waiting; null once every report is handled. */
  waitingSince: string | null;
  handledAt: string | null;
  reports: ModerationReport[];
};

export type ModerationQueue = { items: ModerationItem[]; pendingCount: number };

const EXCERPT_LENGTH = 300;

type QueueRow = {
  kind: ModerationKind;
  id: number;
  authorId: number;
  authorNickname: string;
  title: string | null;
  excerpt: string;
  hiddenAt: Date | string | null;
  deleted: boolean;
  openCount: number;
  waitingSince: Date | string | null;
  handledAt: Date | string | null;
  boardCode: string | null;
  postId: number | null;
  itemId: number | null;
};

export function moderationState(row: { deleted: boolean; hidden: boolean; openCount: number }): ModerationState {
  if (row.deleted) return 'DELETED';
  if (!row.hidden) return 'VISIBLE';
  return row.openCount > 0 ? 'AUTO_HIDDEN' : 'KEPT_HIDDEN';
}

/** Items with a report still waiting (oldest waiting first), or those all handled (last decided first). */
export async function moderationQueue(db: Db, filter: ModerationFilter): Promise<ModerationQueue> {
  const [rows, pendingCount] = await Promise.all([
    queryRows<QueueRow>(
      db,
      sql`
      WITH t AS (
        SELECT target_kind, target_id,
          min(created_at) FILTER (WHERE handled_at IS NULL) AS waiting_since,
          max(handled_at) AS handled_at,
          (count(*) FILTER (WHERE handled_at IS NULL))::int AS open_count
        FROM community_reports GROUP BY target_kind, target_id
      )
      SELECT t.target_kind AS kind, t.target_id AS id, u.id AS "authorId", u.nickname AS "authorNickname",
        p.title, left(coalesce(p.content, c.content, rv.content), ${EXCERPT_LENGTH}) AS excerpt,
        coalesce(p.hidden_at, c.hidden_at, rv.hidden_at) AS "hiddenAt",
        coalesce(p.is_deleted, c.is_deleted, rv.deleted_at IS NOT NULL) AS deleted,
        t.open_count AS "openCount", t.waiting_since AS "waitingSince", t.handled_at AS "handledAt",
        coalesce(p.board_code, cp.board_code) AS "boardCode", coalesce(p.id, c.post_id) AS "postId", rv.item_id AS "itemId"
      FROM t
      LEFT JOIN community_posts p ON t.target_kind = 'POST' AND p.id = t.target_id
      LEFT JOIN community_comments c ON t.target_kind = 'COMMENT' AND c.id = t.target_id
      LEFT JOIN community_posts cp ON cp.id = c.post_id
      LEFT JOIN reviews rv ON t.target_kind = 'REVIEW' AND rv.id = t.target_id
      JOIN users u ON u.id = coalesce(p.user_id, c.user_id, rv.user_id)
      WHERE ${filter === 'PENDING' ? sql`t.open_count > 0` : sql`t.open_count = 0`}
      ORDER BY ${filter === 'PENDING' ? sql`t.waiting_since ASC` : sql`t.handled_at DESC`}, t.target_kind, t.target_id
      LIMIT ${MODERATION_PAGE_SIZE}`
    ),
    countPendingModeration(db),
  ]);
  const reports = await reportsOf(db, rows);
  return {
    pendingCount,
    items: rows.map((row) => {
      const id = Number(row.id);
      return {
        kind: row.kind,
        id,
        authorId: Number(row.authorId),
        authorNickname: row.authorNickname,
        title: row.title,
        excerpt: row.excerpt,
        state: moderationState({
          deleted: Boolean(row.deleted),
          hidden: row.hiddenAt !== null,
          openCount: row.openCount,
        }),
        publicPath:
          row.kind === 'REVIEW' ? `/services/${row.itemId}` : `/community/${row.boardCode}/posts/${row.postId}`,
        waitingSince: row.waitingSince === null ? null : toIso(row.waitingSince),
        handledAt: row.handledAt === null ? null : toIso(row.handledAt),
        reports: reports.get(`${row.kind}:${id}`) ?? [],
      };
    }),
  };
}

async function reportsOf(db: Db, rows: QueueRow[]): Promise<Map<string, ModerationReport[]>> {
  const byTarget = new Map<string, ModerationReport[]>();
  if (rows.length === 0) return byTarget;
  const targets = sql.join(
    rows.map((row) => sql`(${row.kind}, ${Number(row.id)}::int)`),
    sql`, `
  );
  const reportRows = await queryRows<{
    kind: string;
    id: number;
    reason: string;
    nickname: string;
    createdAt: Date | string;
    handledAt: Date | string | null;
  }>(
    db,
    sql`SELECT r.target_kind AS kind, r.target_id AS id, r.reason, u.nickname, r.created_at AS "createdAt",
        r.handled_at AS "handledAt"
      FROM community_reports r JOIN users u ON u.id = r.reporter_id
      WHERE (r.target_kind, r.target_id) IN (${targets})
      ORDER BY r.created_at, r.id`
  );
  for (const r of reportRows) {
    const key = `${r.kind}:${Number(r.id)}`;
    const list = byTarget.get(key) ?? [];
    list.push({
      reason: r.reason,
      reporterNickname: r.nickname,
      createdAt: toIso(r.createdAt),
      handled: r.handledAt !== null,
    });
    byTarget.set(key, list);
  }
  return byTarget;
}

/** How many posts, comments and reviews wait for a decision (the console's home shows it). */
export async function countPendingModeration(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (
      SELECT DISTINCT target_kind, target_id FROM community_reports WHERE handled_at IS NULL) t`
  );
  return Number(row?.n ?? 0);
}

export const moderationDecisionInput = z.object({
  kind: z.enum(MODERATION_KINDS),
  id: z.number().int().positive('id가 올바르지 않아요.').max(2_147_483_647, 'id가 올바르지 않아요.'),
  decision: z.enum(MODERATION_DECISIONS),
  reason: reasonInput,
  sanction: z
    .object({
      reason: reasonInput,
      /** Null: until an operator lifts it. */
      days: z
        .number()
        .int('정지 기간은 날짜 수로 입력해 주세요.')
        .min(1, '정지 기간은 1일 이상이에요.')
        .max(MAX_SANCTION_DAYS, `정지 기간은 ${MAX_SANCTION_DAYS}일까지예요. 더 길면 '해제할 때까지'를 고르세요.`)
        .nullish()
        .transform((v) => v ?? null),
    })
    .nullish()
    .transform((v) => v ?? null),
});

export type ModerationOutcome = {
  kind: ModerationKind;
  id: number;
  state: ModerationState;
  /** The post whose pages show it (the post itself, or a comment's post); null for a review. */
  postId: number | null;
  /** The reviewed item; null for posts and comments. */
  itemId: number | null;
  /** The author's suspension, when the decision gave one. */
  suspendedUntil: string | null;
  sanctioned: boolean;
};

type Target = {
  authorId: number;
  title: string | null;
  content: string;
  hiddenAt: Date | string | null;
  deleted: boolean;
  postId: number | null;
  itemId: number | null;
};

/** The kind with its object and topic particles (게시글을, 리뷰는). */
const KIND_NAMES: Record<ModerationKind, { object: string; topic: string }> = {
  POST: { object: '게시글을', topic: '게시글은' },
  COMMENT: { object: '댓글을', topic: '댓글은' },
  REVIEW: { object: '리뷰를', topic: '리뷰는' },
};

/** Locks the reported row, deleted or not: the decision and a rival decision queue on this lock. */
async function lockTarget(tx: Db, kind: ModerationKind, id: number): Promise<Target | null> {
  const query =
    kind === 'POST'
      ? sql`SELECT user_id AS "authorId", title, content, hidden_at AS "hiddenAt", is_deleted AS deleted,
          id AS "postId", NULL::int AS "itemId" FROM community_posts WHERE id = ${id} FOR UPDATE`
      : kind === 'COMMENT'
        ? sql`SELECT user_id AS "authorId", NULL::text AS title, content, hidden_at AS "hiddenAt", is_deleted AS deleted,
          post_id AS "postId", NULL::int AS "itemId" FROM community_comments WHERE id = ${id} FOR UPDATE`
        : sql`SELECT user_id AS "authorId", NULL::text AS title, content, hidden_at AS "hiddenAt",
          (deleted_at IS NOT NULL) AS deleted, NULL::int AS "postId", item_id AS "itemId" FROM reviews WHERE id = ${id} FOR UPDATE`;
  const [row] = await queryRows<Target>(tx, query);
  if (!row) return null;
  return {
    ...row,
    authorId: Number(row.authorId),
    deleted: Boolean(row.deleted),
    postId: row.postId === null ? null : Number(row.postId),
    itemId: row.itemId === null ? null : Number(row.itemId),
  };
}

async function applyDecision(tx: Db, kind: ModerationKind, id: number, decision: ModerationDecision, now: Date) {
  const table = kind === 'POST' ? sql`community_posts` : kind === 'COMMENT' ? sql`community_comments` : null;
  if (table) {
    const set =
      decision === 'RESTORE'
        ? sql`hidden_at = NULL`
        : decision === 'KEEP_HIDDEN'
          ? sql`hidden_at = coalesce(hidden_at, ${now})`
          : sql`is_deleted = true, updated_at = ${now}`;
    await tx.execute(sql`UPDATE ${table} SET ${set} WHERE id = ${id}`);
    return;
  }
  await tx
    .update(reviews)
    .set(
      decision === 'RESTORE'
        ? { hiddenAt: null }
        : decision === 'KEEP_HIDDEN'
          ? { hiddenAt: sql`coalesce(${reviews.hiddenAt}, ${now})` }
          : { deletedAt: now }
    )
    .where(eq(reviews.id, id));
}

const snapshotOf = (target: Target, state: ModerationState) => ({
  state,
  hiddenAt: target.hiddenAt === null ? null : toIso(target.hiddenAt),
  deleted: target.deleted,
});

const AUDIT_ACTIONS: Record<ModerationDecision, string> = {
  RESTORE: 'moderation.restore',
  KEEP_HIDDEN: 'moderation.keepHidden',
  DELETE: 'moderation.delete',
};
const AUDIT_TARGETS = { POST: 'post', COMMENT: 'comment', REVIEW: 'review' } as const;

/**
 * One decision on a reported item: every waiting report is marked handled, the item restored, kept
 * hidden or deleted (soft), the author suspended if asked, each with its audit row, in one transaction.
 * The item's row lock orders rival decisions: the second finds no waiting report and hears CONFLICT.
 */
export async function decideModeration(
  db: Db,
  operatorId: number,
  input: unknown,
  now: Date = new Date()
): Promise<ModerationOutcome> {
  const args = parseInput(moderationDecisionInput, input);
  const name = KIND_NAMES[args.kind];
  return retryTransaction(db, async (tx) => {
    const target = await lockTarget(tx, args.kind, args.id);
    const r = communityReports;
    const ofTarget = and(eq(r.targetKind, args.kind), eq(r.targetId, args.id));
    const [reported] = await tx.select({ n: count() }).from(r).where(ofTarget);
    if (!target || Number(reported?.n ?? 0) === 0) {
      throw new DomainError('NOT_FOUND', `신고된 ${name.object} 찾을 수 없어요.`);
    }
    const handled = await tx
      .update(r)
      .set({ handledAt: now })
      .where(and(ofTarget, isNull(r.handledAt)))
      .returning({ id: r.id });
    if (handled.length === 0) {
      throw new DomainError('CONFLICT', MODERATION_CONFLICT_MESSAGE);
    }
    if (args.decision === 'RESTORE' && target.deleted) {
      throw new DomainError('CONFLICT', `이미 삭제된 ${name.topic} 복구할 수 없어요. 숨김 유지나 삭제를 골라 주세요.`);
    }
    const before = snapshotOf(target, moderationState({ ...target, hidden: target.hiddenAt !== null, openCount: 1 }));
    await applyDecision(tx, args.kind, args.id, args.decision, now);
    if (args.kind === 'COMMENT' && target.postId !== null) await refreshCommentCount(tx, target.postId);
    if (args.kind === 'REVIEW' && target.itemId !== null) await refreshItemReviewStats(tx, [target.itemId]);
    const changed = await lockTarget(tx, args.kind, args.id);
    const state = moderationState({ deleted: changed!.deleted, hidden: changed!.hiddenAt !== null, openCount: 0 });
    await writeAudit(tx, {
      operatorId,
      action: AUDIT_ACTIONS[args.decision],
      targetType: AUDIT_TARGETS[args.kind],
      targetId: args.id,
      // The text as it was, so a deletion keeps what was said and by whom.
      before: { ...before, authorId: target.authorId, title: target.title, content: target.content },
      after: { ...snapshotOf(changed!, state), handledReports: handled.length },
      reason: args.reason,
      at: now,
    });
    let suspendedUntil: string | null = null;
    if (args.sanction) {
      const until = args.sanction.days === null ? null : new Date(now.getTime() + args.sanction.days * 86_400_000);
      const member = await changeSuspension(
        tx,
        operatorId,
        target.authorId,
        { reason: args.sanction.reason, until },
        now
      );
      suspendedUntil = member.suspendedUntil;
    }
    return {
      kind: args.kind,
      id: args.id,
      state,
      postId: target.postId,
      itemId: target.itemId,
      suspendedUntil,
      sanctioned: args.sanction !== null,
    };
  });
}
