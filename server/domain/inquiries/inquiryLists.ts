import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import type { inquiries } from '../../db/schema';
import {
  INQUIRY_PAGE_SIZE,
  INQUIRY_STATUS_LABELS,
  INQUIRY_TYPE_LABELS,
  type InquiryStatus,
  type InquiryType,
} from '@/lib/inquiries/inquiryRules';
import { parseInput } from '../parseInput';
import { openCursor, queryFingerprint, rejectCursor, sealCursor } from '../pagination/signedCursor';
import { inquiryQueueInput, myInquiriesInput } from '@/lib/inquiries/inquiryInput';

/** One line of the member's list or the operator's queue. */
export type InquirySummary = {
  id: number;
  type: InquiryType;
  typeLabel: string;
  status: InquiryStatus;
  statusLabel: string;
  /** The title, or the start of the question when there is none. */
  headline: string;
  memberNickname: string;
  orderId: number | null;
  photoCount: number;
  createdAt: string;
  /** Minutes the member's oldest unanswered words have waited; null once answered. */
  waitingMinutes: number | null;
};

export type InquiryPage = { inquiries: InquirySummary[]; nextBefore: number | null };

const HEADLINE_LENGTH = 40;

type SummaryRow = Pick<
  typeof inquiries.$inferSelect,
  'id' | 'type' | 'status' | 'title' | 'body' | 'orderId' | 'createdAt' | 'waitingSince'
> & { nickname: string; photoCount: number | string };

const SUMMARY_COLUMNS = sql`q.id, q.type, q.status, q.title, q.body, q.order_id AS "orderId", q.created_at AS "createdAt",
  q.waiting_since AS "waitingSince", u.nickname,
  (SELECT count(*) FROM inquiry_images qi WHERE qi.inquiry_id = q.id) AS "photoCount"`;

function toSummary(r: SummaryRow, now: Date): InquirySummary {
  const line = r.body.replace(/\s+/g, ' ');
  return {
    id: Number(r.id),
    type: r.type,
    typeLabel: INQUIRY_TYPE_LABELS[r.type],
    status: r.status,
    statusLabel: INQUIRY_STATUS_LABELS[r.status],
    headline: r.title ?? (line.length > HEADLINE_LENGTH ? `${line.slice(0, HEADLINE_LENGTH)}…` : line),
    memberNickname: r.nickname,
    orderId: r.orderId === null ? null : Number(r.orderId),
    photoCount: Number(r.photoCount),
    createdAt: toIso(r.createdAt),
    waitingMinutes: r.waitingSince
      ? Math.max(0, Math.floor((now.getTime() - new Date(r.waitingSince).getTime()) / 60_000))
      : null,
  };
}

/** The member's own inquiries, newest first, a page at a time (`before`: the last id of the previous page). */
export async function myInquiries(
  db: Db,
  userId: number,
  input: unknown,
  now: Date = new Date()
): Promise<InquiryPage> {
  const args = parseInput(myInquiriesInput, input);
  const rows = await queryRows<SummaryRow>(
    db,
    sql`SELECT ${SUMMARY_COLUMNS} FROM inquiries q JOIN users u ON u.id = q.user_id
      WHERE q.user_id = ${userId}
        ${args.status ? sql`AND q.status = ${args.status}` : sql``}
        ${args.before ? sql`AND q.id < ${args.before}` : sql``}
      ORDER BY q.id DESC LIMIT ${INQUIRY_PAGE_SIZE + 1}`
  );
  const page = rows.slice(0, INQUIRY_PAGE_SIZE).map((r) => toSummary(r, now));
  return { inquiries: page, nextBefore: rows.length > INQUIRY_PAGE_SIZE ? page[page.length - 1]!.id : null };
}

/** Rows per page of the operator's queue. */
export const INQUIRY_QUEUE_PAGE_SIZE = 50;

export type InquiryQueuePage = { inquiries: InquirySummary[]; nextCursor: string | null };

/** Where a queue page ended: the segment (waiting or not), the row's sort time as PostgreSQL wrote it, its id. */
const queueCursor = z.object({
  open: z.boolean(),
  at: z.string().min(1).max(64),
  id: z.number().int().positive(),
  f: z.string(),
});
const QUEUE_CURSOR = 'inquiryQueue';

/**
 * The operator's queue (docs/product.md §10 1:1 inquiries): waiting inquiries first, the one waiting
 * longest at the top, then the rest by their last change, newest first; filtered by status and type,
 * a page at a time by keyset (`after`: the cursor of the previous page, signed and bound to the
 * filters). The sort time travels as PostgreSQL's own text of the timestamp, so microseconds survive.
 */
export async function inquiryQueue(db: Db, input: unknown, now: Date = new Date()): Promise<InquiryQueuePage> {
  const args = parseInput(inquiryQueueInput, input);
  const fingerprint = queryFingerprint([args.status ?? null, args.type ?? null]);
  const after = args.after ? openCursor(QUEUE_CURSOR, args.after, queueCursor) : null;
  if (after && after.f !== fingerprint) rejectCursor();
  const waitingAt = sql`coalesce(q.waiting_since, q.created_at)`;
  const afterSql = !after
    ? sql``
    : after.open
      ? sql`AND (q.status <> 'OPEN' OR (${waitingAt}, q.id) > (${after.at}::timestamptz, ${after.id}))`
      : sql`AND q.status <> 'OPEN' AND (q.updated_at, q.id) < (${after.at}::timestamptz, ${after.id})`;
  const rows = await queryRows<SummaryRow & { sortAt: string }>(
    db,
    sql`SELECT ${SUMMARY_COLUMNS},
        (CASE WHEN q.status = 'OPEN' THEN ${waitingAt} ELSE q.updated_at END)::text AS "sortAt"
      FROM inquiries q JOIN users u ON u.id = q.user_id
      WHERE true
        ${args.status ? sql`AND q.status = ${args.status}` : sql``}
        ${args.type ? sql`AND q.type = ${args.type}` : sql``}
        ${afterSql}
      ORDER BY (q.status = 'OPEN') DESC, CASE WHEN q.status = 'OPEN' THEN ${waitingAt} END ASC,
        CASE WHEN q.status = 'OPEN' THEN q.id END ASC, q.updated_at DESC, q.id DESC
      LIMIT ${INQUIRY_QUEUE_PAGE_SIZE + 1}`
  );
  const page = rows.slice(0, INQUIRY_QUEUE_PAGE_SIZE);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > INQUIRY_QUEUE_PAGE_SIZE && last
      ? sealCursor(QUEUE_CURSOR, { open: last.status === 'OPEN', at: last.sortAt, id: Number(last.id), f: fingerprint })
      : null;
  return { inquiries: page.map((r) => toSummary(r, now)), nextCursor };
}

/** How many inquiries wait for an operator: the console's badge. */
export async function openInquiryCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM inquiries WHERE status = 'OPEN'`
  );
  return Number(row?.n ?? 0);
}
