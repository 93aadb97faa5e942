import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/retryTransaction';
import { DomainError } from '@/lib/errors';
import { kickNotifications } from '../../notifications/senders';
import { writeAudit } from '../admin/audit';
import { parseInput } from '../parseInput';
import { operatorCloseInput } from '@/lib/inquiries/inquiryInput';
import { inquiryView, type InquiryView } from './inquiryView';
import { lockForOperator, writeOperatorReply } from './operatorReply';

/**
 * An operator closes an inquiry the member left open (docs/product.md §10 1:1 inquiries): an
 * answered one the member never closed, or a waiting one (spam, a duplicate, settled by phone). A
 * waiting member is never left without a word: closing one that waits needs a note, which goes to
 * the member as the operator's last reply with the usual answer notification. One transaction with
 * the audit row; the same CONFLICT as an answer when someone wrote meanwhile.
 */
export async function operatorCloseInquiry(
  db: Db,
  operatorId: number,
  input: unknown,
  now: Date = new Date()
): Promise<InquiryView> {
  const args = parseInput(operatorCloseInput, input);
  let notified = false;
  await retryTransaction(db, async (tx) => {
    const row = await lockForOperator(tx, args.inquiryId, args.lastReplyId);
    if (row.status === 'OPEN' && !args.note) {
      throw new DomainError('INVALID_INPUT', '답변을 기다리는 문의는 회원에게 남길 종료 안내를 써 주세요.', {
        note: '종료 안내를 입력해 주세요.',
      });
    }
    const replyId = args.note ? await writeOperatorReply(tx, row, operatorId, args.note, now) : row.lastReplyId;
    notified = Boolean(args.note);
    await tx.execute(sql`UPDATE inquiries SET status = 'CLOSED', waiting_since = NULL, last_reply_id = ${replyId},
        updated_at = ${now} WHERE id = ${row.id}`);
    await writeAudit(tx, {
      operatorId,
      action: 'inquiry.close',
      targetType: 'inquiry',
      targetId: row.id,
      before: { status: row.status, lastReplyId: row.lastReplyId },
      after: { status: 'CLOSED', replyId },
      at: now,
    });
  });
  if (notified) kickNotifications();
  return inquiryView(db, args.inquiryId, { kind: 'OPERATOR' });
}
