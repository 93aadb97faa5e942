import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';

/** A board of /community (community_boards: boards are data, ordered by sort_order). */
export type Board = { code: string; name: string; description: string };

export async function listBoards(db: Db): Promise<Board[]> {
  return queryRows<Board>(
    db,
    sql`
    SELECT code, name, description FROM community_boards ORDER BY sort_order, code`
  );
}

/** The board a link names; a code we don't have is NOT_FOUND (a 404 page, never the 전체 list). */
export function findBoard(boards: Board[], code: string): Board {
  const board = boards.find((b) => b.code === code);
  if (!board) throw new DomainError('NOT_FOUND', '없는 게시판이에요.');
  return board;
}
