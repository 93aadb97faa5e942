import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { retryTransaction } from '../../db/retryTransaction';
import { DomainError } from '@/lib/errors';
import { inquiryPath, type InquiryStatus } from '@/lib/inquiries/inquiryRules';
import { kickNotifications } from '../../notifications/senders';
import { notify } from '../notifications/notify';
import { writeAudit } from '../admin/audit';
import { messagePreview } from '../messages/messageAlarm';
import { parseInput } from '../parseInput';
import { answerInput } from '@/lib/inquiries/inquiryInput';
import { inquiryNotFound, inquiryView, type InquiryView } from './inquiryView';

type LockedRow = { id: number; userId: number; status: InquiryStatus; lastReplyId: number; title: string | null };

export const ANSWERED_ELSEWHERE = '다른 운영자의 답변이나 회원의 새 글이 있어요. 새로 읽고 다시 답해 주세요.';

/**
 * An operator answers (docs/product.md §10 1:1 inquiries), in one transaction: the inquiry row is
 * locked, the answer written, the inquiry ANSWERED and out of the queue, the audit row written, and
 * the member notified through the notification service (in-app alarm and e-mail now, push and 알림톡
 * after commit). Two operators at once: the answer names the newest reply its writer saw
 * (`lastReplyId`); whoever comes second finds a newer one and hears CONFLICT, so the member never
 * gets two answers written without sight of each other, and a follow-up that arrived meanwhile is
 * read before answering.
 */
export async function answerInquiry(
  db: Db,
  operatorId: number,
  input: unknown,
  now: Date = new Date()
): Promise<InquiryView> {
  const args = parseInput(answerInput, input);
  await retryTransaction(db, async (tx) => {
    const [row] = await queryRows<LockedRow>(
      tx,
      sql`SELECT id, user_id AS "userId", status, last_reply_id AS "lastReplyId", title
        FROM inquiries WHERE id = ${args.inquiryId} FOR UPDATE`
    );
    if (!row) throw inquiryNotFound();
    if (row.status === 'CLOSED') throw new DomainError('INVALID_TRANSITION', '회원이 종료한 문의예요.');
    if (Number(row.lastReplyId) !== args.lastReplyId) throw new DomainError('CONFLICT', ANSWERED_ELSEWHERE);
    const [reply] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO inquiry_replies (inquiry_id, author_id, side, body, created_at)
        VALUES (${row.id}, ${operatorId}, 'OPERATOR', ${args.body}, ${now}) RETURNING id`
    );
    const replyId = Number(reply!.id);
    await tx.execute(sql`UPDATE inquiries SET status = 'ANSWERED', waiting_since = NULL, last_reply_id = ${replyId},
        updated_at = ${now} WHERE id = ${row.id}`);
    await writeAudit(tx, {
      operatorId,
      action: 'inquiry.answer',
      targetType: 'inquiry',
      targetId: row.id,
      before: { status: row.status, lastReplyId: Number(row.lastReplyId) },
      after: { status: 'ANSWERED', replyId },
      at: now,
    });
    await notify(
      tx,
      {
        event: 'inquiryAnswered',
        userId: Number(row.userId),
        alarmKind: 'INQUIRY',
        content: {
          title: row.title ? `‘${row.title}’ 문의에 답변이 등록됐어요` : '1:1 문의에 답변이 등록됐어요',
          body: messagePreview(args.body, 0),
          linkUrl: inquiryPath(row.id),
        },
        dedupeKey: `inquiry-answer:${replyId}`,
      },
      now
    );
  });
  kickNotifications();
  return inquiryView(db, args.inquiryId, { kind: 'OPERATOR' });
}
