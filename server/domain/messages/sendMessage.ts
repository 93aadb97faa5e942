import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { maskContacts } from '@/lib/messages/maskContacts';
import { MESSAGE_MAX_PHOTOS } from '@/lib/messages/messageRules';
import { retryTransaction } from '../../db/retryTransaction';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { publishMessageEvent } from '../../cluster/messageBus';
import { attachUploads } from '../images/attachUploads';
import { parseInput } from '../parseInput';
import type { Viewer } from '../viewer';
import { sendMessageInput } from './messageInput';
import { hasOrderBetween } from './orderBetween';
import { threadForViewer, type ThreadRow } from './threadAccess';
import { threadMessages, type ThreadMessage } from './threadMessages';
import { notifyOtherSide } from './messageAlarm';
import { kickNotifications } from '../../notifications/senders';
import { mayWrite } from './writeGate';

/**
 * Sends a message in a thread (docs/product.md §3 Messages), in one transaction: the thread row is
 * locked, the text masked while no order exists between the two, the photos claimed (the sender's
 * own unused uploads), the thread's last message, unanswered time and the sender's read receipt
 * moved, and the other side's in-app alarm written. The live streams hear of it after the commit.
 */
export async function sendMessage(
  db: Db,
  viewer: Viewer,
  input: unknown,
  now: Date = new Date()
): Promise<ThreadMessage> {
  const args = parseInput(sendMessageInput, input);
  await enforceRateLimits(db, [{ rule: RATE_RULES.messageSendPerMember, subject: `user:${viewer.userId}` }]);
  const { message, thread } = await retryTransaction(db, async (tx) => {
    const { thread, role } = await threadForViewer(tx, viewer, args.threadId, { lock: true });
    if (role === 'OPERATOR') throw new DomainError('FORBIDDEN');
    await mayWrite(tx, viewer.userId, thread, role, now);
    const { text, masked } = (await hasOrderBetween(tx, thread.customerId, thread.businessId))
      ? { text: args.body, masked: false }
      : maskContacts(args.body);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO messages (thread_id, sender_id, side, body, masked, created_at)
        VALUES (${thread.id}, ${viewer.userId}, ${role}, ${text}, ${masked}, ${now}) RETURNING id`
    );
    const messageId = Number(row!.id);
    const photoIds = await attachUploads(tx, viewer.userId, args.photoIds, MESSAGE_MAX_PHOTOS, now);
    for (const [sortOrder, imageId] of photoIds.entries()) {
      await tx.execute(
        sql`INSERT INTO message_images (message_id, image_id, sort_order) VALUES (${messageId}, ${imageId}, ${sortOrder})`
      );
    }
    await tx.execute(sql`UPDATE message_threads SET last_message_id = ${messageId}, last_message_at = ${now},
        unanswered_since = ${role === 'CUSTOMER' ? sql`coalesce(unanswered_since, ${now})` : sql`NULL`},
        ${role === 'CUSTOMER' ? sql`customer_read_message_id` : sql`business_read_message_id`} = ${messageId}
      WHERE id = ${thread.id}`);
    await notifyOtherSide(tx, thread, role, text, photoIds.length, now);
    const [message] = await threadMessages(tx, thread.id, role, { after: messageId - 1, limit: 1 });
    return { message: message!, thread };
  });
  publishEvent(db, 'MESSAGE', thread);
  kickNotifications();
  return message;
}

export function publishEvent(db: Db, kind: 'MESSAGE' | 'READ', thread: ThreadRow): void {
  publishMessageEvent(db, { kind, threadId: thread.id, customerId: thread.customerId, businessId: thread.businessId });
}
