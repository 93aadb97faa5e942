import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { parseInput } from '../parseInput';

const blockInput = z.object({ userId: z.number().int().positive().max(2_147_483_647) });

export type BlockResult = { userId: number; blocked: boolean };

/**
 * Hides another member's posts and comments from the caller (lists use visiblePostsWhere, threads
 * filter by member_blocks). Blocking twice is harmless: the answer is the state.
 */
export async function blockMember(
  db: Db,
  viewerId: number,
  input: unknown,
  now: Date = new Date()
): Promise<BlockResult> {
  const { userId } = parseInput(blockInput, input);
  if (userId === viewerId)
    throw new DomainError('INVALID_INPUT', '나 자신은 차단할 수 없어요.', { userId: '나 자신은 차단할 수 없어요.' });
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!member) throw new DomainError('NOT_FOUND', '회원을 찾을 수 없어요.');
  await db.execute(sql`INSERT INTO member_blocks (user_id, blocked_user_id, created_at) VALUES (${viewerId}, ${userId}, ${now})
    ON CONFLICT DO NOTHING`);
  return { userId, blocked: true };
}

export async function unblockMember(db: Db, viewerId: number, input: unknown): Promise<BlockResult> {
  const { userId } = parseInput(blockInput, input);
  await db.execute(sql`DELETE FROM member_blocks WHERE user_id = ${viewerId} AND blocked_user_id = ${userId}`);
  return { userId, blocked: false };
}
