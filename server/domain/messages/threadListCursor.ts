import { z } from 'zod';
import type { MessageSide } from '@/lib/messages/messageRules';
import { openCursor, rejectCursor, sealCursor, type CursorRejection } from '../pagination/signedCursor';

/**
 * The `after` of a thread list (docs/product.md §3 Messages): the last row's sort key as a tuple
 * [owner, unansweredSince, lastMessageAt, id], base64url JSON sealed by the shared signed cursor
 * (server/domain/pagination/signedCursor.ts). Timestamps keep PostgreSQL's microseconds, so a
 * keyset comparison never lands between two rows of the same millisecond. The owner (the member or
 * the business) is bound in, so a cursor of another list is refused, not read as a position.
 */
export type ThreadListKey = { unansweredSince: string | null; lastMessageAt: string; id: number };

const TS = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
const tupleSchema = z.tuple([z.number().int().positive(), TS.nullable(), TS, z.number().int().positive()]);

const REJECTION: CursorRejection = {
  message: '대화 목록 위치 정보가 올바르지 않아요. 처음부터 다시 불러와 주세요.',
  field: '대화 목록 위치 정보가 올바르지 않아요.',
  param: 'after',
};

// A key per side: a customer's cursor can never pass for a business list of the same number.
const purpose = (side: MessageSide) => `message-threads-${side.toLowerCase()}`;

export function sealThreadCursor(side: MessageSide, ownerId: number, key: ThreadListKey): string {
  return sealCursor(purpose(side), [ownerId, key.unansweredSince, key.lastMessageAt, key.id]);
}

/** The position inside `after`, checked: signature, tuple shape and owner; anything else is INVALID_INPUT. */
export function openThreadCursor(side: MessageSide, ownerId: number, after: string): ThreadListKey {
  const [owner, unansweredSince, lastMessageAt, id] = openCursor(purpose(side), after, tupleSchema, {
    rejection: REJECTION,
  });
  if (owner !== ownerId || (side === 'CUSTOMER' && unansweredSince !== null)) rejectCursor(REJECTION);
  return { unansweredSince, lastMessageAt, id };
}
