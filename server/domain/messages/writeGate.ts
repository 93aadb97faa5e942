import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import type { MessageSide } from '@/lib/messages/messageRules';
import type { ThreadRow } from './threadAccess';

type GateRow = { suspended: boolean; businessSuspended: boolean; blocked: boolean };

/**
 * Who may not write (docs/product.md §3 Messages): a suspended member (their sessions end at once,
 * this also stops a request already under way), a seller of a suspended business, and a member the
 * other side has blocked (member_blocks: the customer, or any seller of the business, blocked the
 * writer). Refused as FORBIDDEN with a sentence that does not say which.
 */
export async function mayWrite(
  db: Db,
  writerId: number,
  thread: ThreadRow,
  side: MessageSide,
  now: Date
): Promise<void> {
  const blockers =
    side === 'CUSTOMER'
      ? sql`SELECT id FROM users WHERE business_id = ${thread.businessId}`
      : sql`SELECT ${thread.customerId}::int`;
  const [row] = await queryRows<GateRow>(
    db,
    sql`SELECT
        (u.suspended_at IS NOT NULL AND (u.suspended_until IS NULL OR u.suspended_until > ${now})) AS suspended,
        ${side === 'BUSINESS' ? sql`(b.suspended_at IS NOT NULL)` : sql`false`} AS "businessSuspended",
        EXISTS (SELECT 1 FROM member_blocks mb WHERE mb.blocked_user_id = ${writerId} AND mb.user_id IN (${blockers})) AS blocked
      FROM users u, businesses b WHERE u.id = ${writerId} AND b.id = ${thread.businessId}`
  );
  if (!row || row.suspended || row.businessSuspended || row.blocked) {
    throw new DomainError('FORBIDDEN', '지금은 이 대화에 메시지를 보낼 수 없어요.');
  }
}
