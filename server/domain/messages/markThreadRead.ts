import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { parseInput } from '../parseInput';
import type { Viewer } from '../viewer';
import { markReadInput } from './messageInput';
import { publishEvent } from './sendMessage';
import { threadForViewer } from './threadAccess';

/**
 * The viewer's side has read the thread up to `messageId` (docs/product.md §3 Messages: read
 * receipts). The receipt only moves forward and never past the last message; the thread's message
 * alarms of the viewer are read with it. The other side's open stream hears of it (읽음).
 */
export async function markThreadRead(db: Db, viewer: Viewer, input: unknown, now: Date = new Date()): Promise<number> {
  const args = parseInput(markReadInput, input);
  const { thread, role } = await threadForViewer(db, viewer, args.threadId);
  if (role === 'OPERATOR') return 0;
  const column = role === 'CUSTOMER' ? sql`customer_read_message_id` : sql`business_read_message_id`;
  const upTo = Math.min(args.messageId, thread.lastMessageId ?? 0);
  const moved = await queryRows<{ id: number }>(
    db,
    sql`UPDATE message_threads SET ${column} = ${upTo} WHERE id = ${thread.id} AND ${column} < ${upTo} RETURNING id`
  );
  await db.execute(sql`UPDATE alarms SET read_at = ${now}
    WHERE user_id = ${viewer.userId} AND kind = 'MESSAGE' AND read_at IS NULL AND dedupe_key LIKE ${`message:${thread.id}:%`}`);
  if (moved.length > 0) publishEvent(db, 'READ', thread);
  return Math.max(upTo, role === 'CUSTOMER' ? thread.customerReadMessageId : thread.businessReadMessageId);
}
