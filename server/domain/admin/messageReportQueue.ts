import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import type { MessageSide } from '@/lib/messages/messageRules';
import { parseInput } from '../parseInput';
import { photoOf, type MessagePhoto } from '../messages/threadMessages';

/**
 * The message reports desk (docs/product.md §10 Message reports): messages a party reported, one
 * entry per message with every waiting report, the longest-waiting first, a page at a time. The text
 * is returned as it was stored (masked, never interpreted: the screen shows it as plain text).
 */
export type MessageReportEntry = {
  messageId: number;
  threadId: number;
  side: MessageSide;
  senderName: string;
  body: string;
  hidden: boolean;
  createdAt: string;
  photos: MessagePhoto[];
  subjectTitle: string;
  customerNickname: string;
  businessName: string;
  waitingSince: string;
  reports: { reporterNickname: string; reason: string; createdAt: string }[];
  /** The few messages before it in the thread, oldest first (their photos only counted). */
  context: { id: number; side: MessageSide; body: string; hidden: boolean; photoCount: number; createdAt: string }[];
};

export type MessageReportPage = { entries: MessageReportEntry[]; after: string | null; openCount: number };

export const MESSAGE_REPORT_PAGE_SIZE = 20;
/** How many earlier messages show with a reported one: enough to read what it answered. */
export const MESSAGE_REPORT_CONTEXT = 3;

/** The cursor: the last entry's waiting time (to the millisecond) and message id. */
const cursorInput = z.object({
  after: z
    .string()
    .max(60)
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z~\d{1,10}$/, '목록 위치가 올바르지 않아요.')
    .nullish()
    .transform((v) => v ?? null),
});

type EntryRow = {
  messageId: number;
  threadId: number;
  side: MessageSide;
  senderName: string;
  body: string;
  hidden: boolean;
  createdAt: Date | string;
  photoIds: number[] | null;
  subjectTitle: string;
  customerNickname: string;
  businessName: string;
  waitingSince: Date | string;
};

export async function messageReportPage(db: Db, input: unknown): Promise<MessageReportPage> {
  const { after } = parseInput(cursorInput, input);
  const [afterAt, afterId] = after ? after.split('~') : [null, null];
  const rows = await queryRows<EntryRow>(
    db,
    sql`WITH open AS (
        SELECT message_id, date_trunc('milliseconds', min(created_at)) AS waiting_since
        FROM message_reports WHERE handled_at IS NULL GROUP BY message_id)
      SELECT m.id AS "messageId", m.thread_id AS "threadId", m.side,
        CASE WHEN m.side = 'BUSINESS' THEN b.name ELSE cu.nickname END AS "senderName",
        m.body, (m.hidden_at IS NOT NULL) AS hidden, m.created_at AS "createdAt",
        (SELECT json_agg(mi.image_id ORDER BY mi.sort_order) FROM message_images mi WHERE mi.message_id = m.id) AS "photoIds",
        coalesce(o.item_name, i.name) AS "subjectTitle", cu.nickname AS "customerNickname", b.name AS "businessName",
        open.waiting_since AS "waitingSince"
      FROM open
      JOIN messages m ON m.id = open.message_id
      JOIN message_threads t ON t.id = m.thread_id
      JOIN users cu ON cu.id = t.customer_id
      JOIN businesses b ON b.id = t.business_id
      LEFT JOIN items i ON i.id = t.item_id
      LEFT JOIN orders o ON o.id = t.order_id
      ${afterAt ? sql`WHERE (open.waiting_since, m.id) > (${afterAt}::timestamptz, ${Number(afterId)})` : sql``}
      ORDER BY open.waiting_since, m.id
      LIMIT ${MESSAGE_REPORT_PAGE_SIZE + 1}`
  );
  const page = rows.slice(0, MESSAGE_REPORT_PAGE_SIZE);
  const ids = page.map((r) => Number(r.messageId));
  const [reports, context, openCount] = await Promise.all([
    reportsOf(db, ids),
    contextOf(db, ids),
    countOpenMessageReports(db),
  ]);
  const last = page.at(-1);
  return {
    openCount,
    after:
      rows.length > MESSAGE_REPORT_PAGE_SIZE && last ? `${toIso(last.waitingSince)}~${Number(last.messageId)}` : null,
    entries: page.map((r) => {
      const id = Number(r.messageId);
      return {
        messageId: id,
        threadId: Number(r.threadId),
        side: r.side,
        senderName: r.senderName,
        body: r.body,
        hidden: Boolean(r.hidden),
        createdAt: toIso(r.createdAt),
        photos: (r.photoIds ?? []).map((p) => photoOf(Number(p))),
        subjectTitle: r.subjectTitle,
        customerNickname: r.customerNickname,
        businessName: r.businessName,
        waitingSince: toIso(r.waitingSince),
        reports: reports.get(id) ?? [],
        context: context.get(id) ?? [],
      };
    }),
  };
}

async function reportsOf(db: Db, ids: number[]) {
  const byMessage = new Map<number, MessageReportEntry['reports']>();
  if (ids.length === 0) return byMessage;
  const rows = await queryRows<{ messageId: number; nickname: string; reason: string; createdAt: Date | string }>(
    db,
    sql`SELECT r.message_id AS "messageId", u.nickname, r.reason, r.created_at AS "createdAt"
      FROM message_reports r JOIN users u ON u.id = r.reporter_id
      WHERE r.handled_at IS NULL AND r.message_id IN (${sql.join(ids, sql`, `)})
      ORDER BY r.created_at, r.id`
  );
  for (const r of rows) {
    const list = byMessage.get(Number(r.messageId)) ?? [];
    list.push({ reporterNickname: r.nickname, reason: r.reason, createdAt: toIso(r.createdAt) });
    byMessage.set(Number(r.messageId), list);
  }
  return byMessage;
}

async function contextOf(db: Db, ids: number[]) {
  const byMessage = new Map<number, MessageReportEntry['context']>();
  if (ids.length === 0) return byMessage;
  const rows = await queryRows<{
    reportedId: number;
    id: number;
    side: MessageSide;
    body: string;
    hidden: boolean;
    photoCount: number;
    createdAt: Date | string;
  }>(
    db,
    sql`SELECT rm.id AS "reportedId", c.id, c.side, c.body, c.hidden, c."photoCount", c."createdAt"
      FROM messages rm
      CROSS JOIN LATERAL (
        SELECT p.id, p.side, p.body, (p.hidden_at IS NOT NULL) AS hidden, p.created_at AS "createdAt",
          (SELECT count(*)::int FROM message_images mi WHERE mi.message_id = p.id) AS "photoCount"
        FROM messages p WHERE p.thread_id = rm.thread_id AND p.id < rm.id
        ORDER BY p.id DESC LIMIT ${MESSAGE_REPORT_CONTEXT}) c
      WHERE rm.id IN (${sql.join(ids, sql`, `)})
      ORDER BY rm.id, c.id`
  );
  for (const r of rows) {
    const list = byMessage.get(Number(r.reportedId)) ?? [];
    list.push({
      id: Number(r.id),
      side: r.side,
      body: r.body,
      hidden: Boolean(r.hidden),
      photoCount: Number(r.photoCount),
      createdAt: toIso(r.createdAt),
    });
    byMessage.set(Number(r.reportedId), list);
  }
  return byMessage;
}

/** How many reported messages wait for a decision (the console's navigation shows it). */
export async function countOpenMessageReports(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT message_id)::int AS n FROM message_reports WHERE handled_at IS NULL`
  );
  return Number(row?.n ?? 0);
}
