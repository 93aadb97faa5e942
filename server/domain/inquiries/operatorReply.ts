import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { inquiryPath, type InquiryStatus } from '@/lib/inquiries/inquiryRules';
import { notify } from '../notifications/notify';
import { messagePreview } from '../messages/messageAlarm';
import { inquiryNotFound } from './inquiryView';

export type LockedInquiry = {
  id: number;
  userId: number;
  status: InquiryStatus;
  lastReplyId: number;
  title: string | null;
};

export const ANSWERED_ELSEWHERE = '다른 운영자의 답변이나 회원의 새 글이 있어요. 새로 읽고 다시 답해 주세요.';

/**
 * The inquiry an operator writes to, locked, after the two checks every operator write makes: a
 * closed inquiry takes nothing, and the operator must have seen the newest reply (`lastReplyId`), so
 * two operators never write without sight of each other and a member's follow-up is read first.
 */
export async function lockForOperator(tx: Db, inquiryId: number, lastReplyId: number): Promise<LockedInquiry> {
  const [row] = await queryRows<LockedInquiry>(
    tx,
    sql`SELECT id, user_id AS "userId", status, last_reply_id AS "lastReplyId", title
      FROM inquiries WHERE id = ${inquiryId} FOR UPDATE`
  );
  if (!row) throw inquiryNotFound();
  if (row.status === 'CLOSED') throw new DomainError('INVALID_TRANSITION', '종료된 문의예요.');
  if (Number(row.lastReplyId) !== lastReplyId) throw new DomainError('CONFLICT', ANSWERED_ELSEWHERE);
  return { ...row, id: Number(row.id), userId: Number(row.userId), lastReplyId: Number(row.lastReplyId) };
}

/**
 * Writes the operator's reply and tells the member (the `inquiryAnswered` notification: in-app alarm
 * and e-mail now, push and 알림톡 after commit). Answers the new reply's id; the caller sets the status.
 */
export async function writeOperatorReply(
  tx: Db,
  inquiry: LockedInquiry,
  operatorId: number,
  body: string,
  now: Date
): Promise<number> {
  const [reply] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO inquiry_replies (inquiry_id, author_id, side, body, created_at)
      VALUES (${inquiry.id}, ${operatorId}, 'OPERATOR', ${body}, ${now}) RETURNING id`
  );
  const replyId = Number(reply!.id);
  await notify(
    tx,
    {
      event: 'inquiryAnswered',
      userId: inquiry.userId,
      alarmKind: 'INQUIRY',
      content: {
        title: inquiry.title ? `‘${inquiry.title}’ 문의에 답변이 등록됐어요` : '1:1 문의에 답변이 등록됐어요',
        body: messagePreview(body, 0),
        linkUrl: inquiryPath(inquiry.id),
      },
      dedupeKey: `inquiry-answer:${replyId}`,
    },
    now
  );
  return replyId;
}
