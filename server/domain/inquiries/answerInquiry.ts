import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/retryTransaction';
import { kickNotifications } from '../../notifications/senders';
import { writeAudit } from '../admin/audit';
import { parseInput } from '../parseInput';
import { answerInput } from '@/lib/inquiries/inquiryInput';
import { inquiryView, type InquiryView } from './inquiryView';
import { lockForOperator, writeOperatorReply } from './operatorReply';

/**
 * An operator answers (docs/product.md §10 1:1 inquiries), in one transaction: the inquiry row is
 * locked, the answer written, the inquiry ANSWERED and out of the queue, the audit row written, and
 * the member notified through the notification service. Two operators at once: the answer names the
 * newest reply its writer saw (`lastReplyId`); whoever comes second finds a newer one and hears
 * CONFLICT (operatorReply.ts).
 */
export async function answerInquiry(
  db: Db,
  operatorId: number,
  input: unknown,
  now: Date = new Date()
): Promise<InquiryView> {
  const args = parseInput(answerInput, input);
  await retryTransaction(db, async (tx) => {
    const row = await lockForOperator(tx, args.inquiryId, args.lastReplyId);
    const replyId = await writeOperatorReply(tx, row, operatorId, args.body, now);
    await tx.execute(sql`UPDATE inquiries SET status = 'ANSWERED', waiting_since = NULL, last_reply_id = ${replyId},
        updated_at = ${now} WHERE id = ${row.id}`);
    await writeAudit(tx, {
      operatorId,
      action: 'inquiry.answer',
      targetType: 'inquiry',
      targetId: row.id,
      before: { status: row.status, lastReplyId: row.lastReplyId },
      after: { status: 'ANSWERED', replyId },
      at: now,
    });
  });
  kickNotifications();
  return inquiryView(db, args.inquiryId, { kind: 'OPERATOR' });
}
