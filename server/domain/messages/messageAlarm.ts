import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { MessageSide } from '@/lib/messages/messageRules';
import { notify } from '../notifications/notify';
import type { ThreadRow } from './threadAccess';

const PREVIEW_LENGTH = 60;

/** Where each side opens a thread. */
export const threadPath = (side: MessageSide, threadId: number) =>
  side === 'CUSTOMER' ? `/user/messages/${threadId}` : `/seller/messages/${threadId}`;

export function messagePreview(body: string, photoCount: number): string {
  if (body.length === 0) return photoCount > 0 ? `사진 ${photoCount}장을 보냈어요.` : '';
  const line = body.replace(/\s+/g, ' ');
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH)}…` : line;
}

/**
 * The other side's notification of a new message (docs/product.md §3 Alarm list): the customer, or
 * every seller of the business. One alarm per thread until the recipient reads it: the dedupe key
 * carries the recipient side's read receipt, so a burst of messages is one alarm, and the next
 * message after reading is a new one. The notification service (docs/architecture.md §10
 * Notifications) writes the alarm and, as each recipient chose, the push after commit.
 */
export async function notifyOtherSide(
  tx: Db,
  thread: ThreadRow,
  from: MessageSide,
  body: string,
  photoCount: number,
  now: Date
): Promise<void> {
  const to: MessageSide = from === 'CUSTOMER' ? 'BUSINESS' : 'CUSTOMER';
  const [names] = await queryRows<{ businessName: string; customerName: string }>(
    tx,
    sql`SELECT b.name AS "businessName", u.nickname AS "customerName"
      FROM businesses b, users u WHERE b.id = ${thread.businessId} AND u.id = ${thread.customerId}`
  );
  const recipients =
    to === 'CUSTOMER'
      ? [thread.customerId]
      : (await queryRows<{ id: number }>(tx, sql`SELECT id FROM users WHERE business_id = ${thread.businessId}`)).map(
          (r) => Number(r.id)
        );
  const readId = to === 'CUSTOMER' ? thread.customerReadMessageId : thread.businessReadMessageId;
  const sender = from === 'CUSTOMER' ? names?.customerName : names?.businessName;
  for (const userId of recipients) {
    await notify(
      tx,
      {
        event: 'messageReceived',
        userId,
        alarmKind: 'MESSAGE',
        content: {
          title: `${sender ?? ''}님의 새 메시지`,
          body: messagePreview(body, photoCount),
          linkUrl: threadPath(to, thread.id),
        },
        dedupeKey: `message:${thread.id}:${readId}`,
      },
      now
    );
  }
}
