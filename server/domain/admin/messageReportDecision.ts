import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { retryTransaction } from '../../db/retryTransaction';
import { DomainError } from '@/lib/errors';
import { reasonInput } from '@/lib/admin/businessInput';
import { HIDDEN_MESSAGE_NOTICE } from '@/lib/messages/messageRules';
import { parseInput } from '../parseInput';
import { messagePreview } from '../messages/messageAlarm';
import { writeAudit } from './audit';
import { MODERATION_CONFLICT_MESSAGE } from './moderation';

/**
 * An operator's decision on a reported message (docs/product.md §10 Message reports), made like the
 * moderation queue's (server/domain/admin/moderation.ts): every waiting report of the message is
 * handled at once, with a reason and an audit row, in one transaction; the message row's lock orders
 * two operators, and the second finds nothing waiting and hears CONFLICT. 숨김 hides it from both
 * sides; 문제 없음 leaves it as it is. Like the moderation queue, the reporter is not notified.
 */
export const MESSAGE_REPORT_DECISIONS = ['HIDE', 'DISMISS'] as const;
export type MessageReportDecision = (typeof MESSAGE_REPORT_DECISIONS)[number];

export const messageReportDecisionInput = z.object({
  messageId: z.number().int().positive('id가 올바르지 않아요.').max(2_147_483_647, 'id가 올바르지 않아요.'),
  decision: z.enum(MESSAGE_REPORT_DECISIONS),
  reason: reasonInput,
});

export type MessageReportOutcome = { messageId: number; hidden: boolean; handledReports: number };

const AUDIT_ACTIONS: Record<MessageReportDecision, string> = {
  HIDE: 'moderation.hideMessage',
  DISMISS: 'moderation.dismissMessage',
};

type Locked = { threadId: number; senderId: number; side: string; body: string; hiddenAt: Date | string | null };

export async function decideMessageReport(
  db: Db,
  operatorId: number,
  input: unknown,
  now: Date = new Date()
): Promise<MessageReportOutcome> {
  const args = parseInput(messageReportDecisionInput, input);
  return retryTransaction(db, async (tx) => {
    const [message] = await queryRows<Locked>(
      tx,
      sql`SELECT thread_id AS "threadId", sender_id AS "senderId", side, body, hidden_at AS "hiddenAt"
        FROM messages WHERE id = ${args.messageId} FOR UPDATE`
    );
    const [reported] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM message_reports WHERE message_id = ${args.messageId}`
    );
    if (!message || Number(reported?.n ?? 0) === 0) {
      throw new DomainError('NOT_FOUND', '신고된 메시지를 찾을 수 없어요.');
    }
    const handled = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE message_reports SET handled_at = ${now}
        WHERE message_id = ${args.messageId} AND handled_at IS NULL RETURNING id`
    );
    if (handled.length === 0) throw new DomainError('CONFLICT', MODERATION_CONFLICT_MESSAGE);
    if (args.decision === 'HIDE') {
      await tx.execute(sql`UPDATE messages SET hidden_at = coalesce(hidden_at, ${now}) WHERE id = ${args.messageId}`);
      await withdrawFromAlarms(tx, args.messageId, Number(message.threadId), message.body);
    }
    const hidden = args.decision === 'HIDE' || message.hiddenAt !== null;
    await writeAudit(tx, {
      operatorId,
      action: AUDIT_ACTIONS[args.decision],
      targetType: 'message',
      targetId: args.messageId,
      // The text as it was, so a hidden message keeps what was said and by whom.
      before: {
        threadId: Number(message.threadId),
        senderId: Number(message.senderId),
        side: message.side,
        body: message.body,
        hiddenAt: message.hiddenAt === null ? null : toIso(message.hiddenAt),
      },
      after: { hidden, handledReports: handled.length },
      reason: args.reason,
      at: now,
    });
    return { messageId: args.messageId, hidden, handledReports: handled.length };
  });
}

/**
 * The other side's message alarm repeats the message's start (messageAlarm.ts): where it still does,
 * it now says the notice instead, so the alarm list keeps nothing the thread hides. A push or mail
 * already sent cannot be taken back.
 */
async function withdrawFromAlarms(tx: Db, messageId: number, threadId: number, body: string) {
  const [photos] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM message_images WHERE message_id = ${messageId}`
  );
  await tx.execute(sql`UPDATE alarms SET body = ${HIDDEN_MESSAGE_NOTICE}
    WHERE kind = 'MESSAGE' AND dedupe_key LIKE ${`message:${threadId}:%`}
      AND body = ${messagePreview(body, Number(photos?.n ?? 0))}`);
}
