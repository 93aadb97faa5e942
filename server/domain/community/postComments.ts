import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';

export const DELETED_COMMENT_TEXT = '삭제된 댓글입니다';
export const HIDDEN_COMMENT_TEXT = '신고가 접수되어 가려진 댓글입니다';
export const BLOCKED_COMMENT_TEXT = '차단한 회원의 댓글입니다';

export type PostReply = {
  id: number;
  parentId: number | null;
  content: string;
  /** null for a placeholder (deleted, hidden or blocked): the author is not shown. */
  nickname: string | null;
  authorId: number | null;
  isMine: boolean;
  isPlaceholder: boolean;
  edited: boolean;
  createdDatetime: string;
  updatedDatetime: string;
};
export type PostComment = PostReply & { replies: PostReply[] };

type Row = {
  id: number;
  parentId: number | null;
  content: string;
  nickname: string;
  authorId: number;
  isDeleted: boolean;
  hidden: boolean;
  blocked: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
};

function toReply(row: Row, viewerId: number | null): PostReply {
  const placeholder = row.isDeleted
    ? DELETED_COMMENT_TEXT
    : row.hidden
      ? HIDDEN_COMMENT_TEXT
      : row.blocked
        ? BLOCKED_COMMENT_TEXT
        : null;
  const createdDatetime = toIso(row.createdAt);
  const updatedDatetime = toIso(row.updatedAt);
  return {
    id: Number(row.id),
    parentId: row.parentId === null ? null : Number(row.parentId),
    content: placeholder ?? row.content,
    nickname: placeholder ? null : row.nickname,
    authorId: placeholder ? null : Number(row.authorId),
    isMine: !placeholder && viewerId !== null && Number(row.authorId) === viewerId,
    isPlaceholder: placeholder !== null,
    edited: !placeholder && new Date(updatedDatetime).getTime() > new Date(createdDatetime).getTime(),
    createdDatetime,
    updatedDatetime,
  };
}

/**
 * The thread, oldest first, replies under their parent. A deleted, hidden or blocked reply is gone;
 * a top-level comment in that state stays as a placeholder only while it has a visible reply, so
 * the replies still read in context.
 */
export async function loadPostComments(db: Db, viewerId: number | null, postId: number): Promise<PostComment[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT c.id, c.parent_id AS "parentId", c.content, u.nickname, c.user_id AS "authorId", c.is_deleted AS "isDeleted",
      (c.hidden_at IS NOT NULL) AS hidden,
      EXISTS (SELECT 1 FROM member_blocks mb WHERE mb.user_id = ${viewerId ?? 0} AND mb.blocked_user_id = c.user_id) AS blocked,
      c.created_at AS "createdAt", c.updated_at AS "updatedAt"
    FROM community_comments c JOIN users u ON u.id = c.user_id
    WHERE c.post_id = ${postId} ORDER BY c.created_at, c.id`
  );
  const gone = (r: Row) => Boolean(r.isDeleted) || Boolean(r.hidden) || Boolean(r.blocked);
  const replies = new Map<number, PostReply[]>();
  for (const row of rows) {
    if (row.parentId === null || gone(row)) continue;
    const list = replies.get(Number(row.parentId)) ?? [];
    list.push(toReply(row, viewerId));
    replies.set(Number(row.parentId), list);
  }
  const thread: PostComment[] = [];
  for (const row of rows) {
    if (row.parentId !== null) continue;
    const under = replies.get(Number(row.id)) ?? [];
    if (gone(row) && under.length === 0) continue;
    thread.push({ ...toReply(row, viewerId), replies: under });
  }
  return thread;
}
