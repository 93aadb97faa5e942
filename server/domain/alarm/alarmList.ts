import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { openCursor, rejectCursor, sealCursor } from '../pagination/signedCursor';
import type { AlarmKind } from './addAlarm';
import { alarms } from '../../db/schema';

/** docs/product.md §3 Alarm list: one alarm as the list shows it. */
export type AlarmEntry = {
  id: number;
  kind: AlarmKind;
  title: string;
  body: string;
  linkUrl: string | null;
  isImportant: boolean;
  isRead: boolean;
  createdAt: string;
};

export type AlarmPage = {
  /** The newest unread important alarm, pinned above the list and not repeated in it (first page only). */
  importantAlarm: AlarmEntry | null;
  alarms: AlarmEntry[];
  searchAfter: string | null;
  unreadCount: number;
};

export const ALARM_PAGE_SIZE = 20;

/** Microsecond timestamps as text: the keyset compares exactly what the database businesses. */
const TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * t/i: the last row's (createdAt, id); x: the pinned alarm the first page left out, so every later
 * page leaves out the same one even if it was read meanwhile; u: whose list it is.
 */
const cursorSchema = z.strictObject({
  t: z.string().regex(TS),
  i: z.number().int().positive(),
  x: z.number().int().positive().nullable(),
  u: z.number().int().positive(),
});

type Row = {
  id: number;
  kind: AlarmKind;
  title: string;
  body: string;
  linkUrl: string | null;
  isImportant: boolean;
  isRead: boolean;
  createdAt: Date | string;
  k: string;
};

const COLUMNS = sql`a.id, a.kind, a.title, a.body, a.link_url AS "linkUrl", a.is_important AS "isImportant",
  (a.read_at IS NOT NULL) AS "isRead", a.created_at AS "createdAt",
  to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS k`;

const toEntry = ({ k: _k, createdAt, ...row }: Row): AlarmEntry => ({
  ...row,
  id: Number(row.id),
  createdAt: toIso(createdAt),
});

export async function unreadAlarmCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alarms)
    .where(and(eq(alarms.userId, userId), isNull(alarms.readAt)));
  return Number(row?.n ?? 0);
}

async function pinnedAlarm(db: Db, userId: number): Promise<AlarmEntry | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM alarms a
    WHERE a.user_id = ${userId} AND a.is_important AND a.read_at IS NULL
    ORDER BY a.created_at DESC, a.id DESC LIMIT 1`
  );
  return row ? toEntry(row) : null;
}

/**
 * The member's alarms, newest first, keyset-paged on (createdAt, id) over alarms_user_idx. The
 * first page pins the newest unread important alarm and leaves it out of the list.
 */
export async function listAlarms(
  db: Db,
  userId: number,
  searchAfter: string | null,
  size: number = ALARM_PAGE_SIZE
): Promise<AlarmPage> {
  const after = searchAfter === null ? null : openCursor('alarms', searchAfter, cursorSchema);
  if (after && after.u !== userId) rejectCursor();
  const importantAlarm = after ? null : await pinnedAlarm(db, userId);
  const excluded = after ? after.x : (importantAlarm?.id ?? null);
  const rows = await queryRows<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM alarms a
    WHERE a.user_id = ${userId}
      ${excluded === null ? sql`` : sql`AND a.id <> ${excluded}`}
      ${after ? sql`AND (a.created_at, a.id) < (${after.t}::timestamptz, ${after.i}::int)` : sql``}
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT ${size + 1}`
  );
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    importantAlarm,
    alarms: page.map(toEntry),
    searchAfter:
      rows.length > size && last
        ? sealCursor('alarms', { t: last.k, i: Number(last.id), x: excluded, u: userId })
        : null,
    unreadCount: await unreadAlarmCount(db, userId),
  };
}
