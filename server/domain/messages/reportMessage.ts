import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { parseInput } from '../parseInput';
import type { Viewer } from '../viewer';
import { reportMessageInput } from './messageInput';
import { threadForViewer } from './threadAccess';

/**
 * A party reports the other side's message (docs/product.md §3 Messages): it waits in
 * message_reports for an operator. Once per member and message (CONFLICT after); one's own message
 * cannot be reported; a message of a thread the viewer is not part of is NOT_FOUND.
 */
export async function reportMessage(db: Db, viewer: Viewer, input: unknown, now: Date = new Date()): Promise<number> {
  const args = parseInput(reportMessageInput, input);
  const [message] = await queryRows<{ threadId: number; side: string; hidden: boolean }>(
    db,
    sql`SELECT thread_id AS "threadId", side, (hidden_at IS NOT NULL) AS hidden FROM messages WHERE id = ${args.messageId}`
  );
  if (!message) throw new DomainError('NOT_FOUND', '메시지를 찾을 수 없어요.');
  const { role } = await threadForViewer(db, viewer, Number(message.threadId));
  if (role === message.side) throw new DomainError('FORBIDDEN', '내가 보낸 메시지는 신고할 수 없어요.');
  // An operator already hid it (docs/product.md §10 Message reports): there is nothing left to report.
  if (message.hidden) throw new DomainError('CONFLICT', '이미 운영정책에 따라 가려진 메시지예요.');
  await enforceRateLimits(db, [{ rule: RATE_RULES.messageReportPerMember, subject: `user:${viewer.userId}` }]);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO message_reports (message_id, reporter_id, reason, created_at)
      VALUES (${args.messageId}, ${viewer.userId}, ${args.reason}, ${now}) ON CONFLICT DO NOTHING RETURNING id`
  );
  if (!row) throw new DomainError('CONFLICT', '이미 신고한 메시지예요.');
  return args.messageId;
}
