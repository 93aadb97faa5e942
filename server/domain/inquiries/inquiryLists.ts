import { sql } from 'drizzle-orm';
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

/**
 * The operator's queue (docs/product.md §10 1:1 inquiries): waiting inquiries first, the one waiting
 * longest at the top, then the rest by their last change; filtered by status and type.
 */
export async function inquiryQueue(db: Db, input: unknown, now: Date = new Date()): Promise<InquirySummary[]> {
  const args = parseInput(inquiryQueueInput, input);
  const rows = await queryRows<SummaryRow>(
    db,
    sql`SELECT ${SUMMARY_COLUMNS} FROM inquiries q JOIN users u ON u.id = q.user_id
      WHERE true
        ${args.status ? sql`AND q.status = ${args.status}` : sql``}
        ${args.type ? sql`AND q.type = ${args.type}` : sql``}
      ORDER BY (q.status = 'OPEN') DESC, q.waiting_since ASC NULLS LAST, q.updated_at DESC, q.id ASC
      LIMIT 100`
  );
  return rows.map((r) => toSummary(r, now));
}

/** How many inquiries wait for an operator: the console's badge. */
export async function openInquiryCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM inquiries WHERE status = 'OPEN'`
  );
  return Number(row?.n ?? 0);
}
