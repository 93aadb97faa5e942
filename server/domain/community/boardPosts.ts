import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { openCursor, rejectCursor, sealCursor } from '../pagination/signedCursor';
import {
  POST_SUMMARY_FROM,
  postSummaryColumns,
  toPostSummary,
  visiblePostsWhere,
  type PostSummary,
  type PostSummaryRow,
} from './postSummary';

export const BOARD_PAGE_SIZE = 20;
export const BOARD_SORTS = ['LATEST', 'POPULAR'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

export type BoardPostPage = { posts: PostSummary[]; searchAfter: string | null };

const PURPOSE = 'community-board';
const TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
// The cursor binds its board and sort: a cursor of 자유 or of 최신 never pages 후기 or 인기.
const cursorSchema = z.strictObject({
  b: z.string().max(40).nullable(),
  s: z.enum(BOARD_SORTS),
  t: z.string().regex(TS).optional(),
  l: z.number().int().nonnegative().optional(),
  c: z.number().int().nonnegative().optional(),
  i: z.number().int().positive(),
});
type Cursor = z.infer<typeof cursorSchema>;

type Row = PostSummaryRow & { k: string };

function afterClause(sort: BoardSort, after: Cursor | null) {
  if (after === null) return sql``;
  if (sort === 'LATEST') {
    if (after.t === undefined) rejectCursor();
    return sql`AND (p.created_at, p.id) < (${after.t}::timestamptz, ${after.i}::int)`;
  }
  if (after.l === undefined || after.c === undefined) rejectCursor();
  return sql`AND (p.like_count, p.comment_count, p.id) < (${after.l}::int, ${after.c}::int, ${after.i}::int)`;
}

const ORDER = {
  LATEST: sql`p.created_at DESC, p.id DESC`,
  POPULAR: sql`p.like_count DESC, p.comment_count DESC, p.id DESC`,
};

/**
 * A board's posts (or every board's when `boardCode` is null), 20 a page: 최신 is created desc, id
 * desc; 인기 is likes desc, comments desc, id desc. Keyset paging by a signed `searchAfter`.
 */
export async function listBoardPosts(
  db: Db,
  viewerId: number | null,
  boardCode: string | null,
  sort: BoardSort,
  searchAfter: string | null,
  size: number = BOARD_PAGE_SIZE
): Promise<BoardPostPage> {
  const after = searchAfter === null ? null : openCursor(PURPOSE, searchAfter, cursorSchema);
  if (after && (after.b !== boardCode || after.s !== sort)) rejectCursor();
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT ${postSummaryColumns(viewerId)},
      to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS k
    FROM ${POST_SUMMARY_FROM}
    WHERE ${visiblePostsWhere(viewerId)}
      ${boardCode === null ? sql`` : sql`AND p.board_code = ${boardCode}`}
      ${afterClause(sort, after)}
    ORDER BY ${ORDER[sort]}
    LIMIT ${size + 1}`
  );
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    posts: page.map(({ k: _k, ...row }) => toPostSummary(row)),
    searchAfter: rows.length > size && last ? sealCursor(PURPOSE, cursorOf(boardCode, sort, last)) : null,
  };
}

function cursorOf(boardCode: string | null, sort: BoardSort, last: Row): Cursor {
  const base = { b: boardCode, s: sort, i: Number(last.id) };
  return sort === 'LATEST'
    ? { ...base, t: last.k }
    : { ...base, l: Number(last.likeCount), c: Number(last.commentCount) };
}
