import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { retryTransaction } from '../../db/retryTransaction';
import { DomainError } from '@/lib/errors';
import type { InquiryStatus } from '@/lib/inquiries/inquiryRules';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { parseInput } from '../parseInput';
import type { Viewer } from '../viewer';
import { inquiryIdInput, replyInput } from '@/lib/inquiries/inquiryInput';
import { inquiryNotFound, inquiryView, type InquiryView } from './inquiryView';

type LockedRow = { id: number; status: InquiryStatus };

/** The member's own inquiry, locked for a write; anyone else's is NOT_FOUND. */
async function lockOwn(tx: Db, viewer: Viewer, inquiryId: number): Promise<LockedRow> {
  const [row] = await queryRows<LockedRow>(
    tx,
    sql`SELECT id, status FROM inquiries WHERE id = ${inquiryId} AND user_id = ${viewer.userId} FOR UPDATE`
  );
  if (!row) throw inquiryNotFound();
  return row;
}

/**
 * The member writes more (docs/product.md §3 1:1 inquiries): the inquiry waits for an operator again,
 * from its oldest unanswered words. A closed inquiry takes no more; the member asks a new one.
 */
export async function followUpInquiry(
  db: Db,
  viewer: Viewer,
  input: unknown,
  now: Date = new Date()
): Promise<InquiryView> {
  const args = parseInput(replyInput, input);
  await enforceRateLimits(db, [{ rule: RATE_RULES.inquiryReplyPerMember, subject: `user:${viewer.userId}` }]);
  await retryTransaction(db, async (tx) => {
    const inquiry = await lockOwn(tx, viewer, args.inquiryId);
    if (inquiry.status === 'CLOSED') {
      throw new DomainError('INVALID_TRANSITION', '종료된 문의예요. 새 문의를 남겨 주세요.');
    }
    const [reply] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO inquiry_replies (inquiry_id, author_id, side, body, created_at)
        VALUES (${inquiry.id}, ${viewer.userId}, 'MEMBER', ${args.body}, ${now}) RETURNING id`
    );
    await tx.execute(sql`UPDATE inquiries SET status = 'OPEN', waiting_since = coalesce(waiting_since, ${now}),
        last_reply_id = ${Number(reply!.id)}, updated_at = ${now} WHERE id = ${inquiry.id}`);
  });
  return inquiryView(db, args.inquiryId, { kind: 'MEMBER', userId: viewer.userId });
}

/** The member says the question is settled: the inquiry leaves the queue and takes no more replies. */
export async function closeInquiry(
  db: Db,
  viewer: Viewer,
  input: unknown,
  now: Date = new Date()
): Promise<InquiryView> {
  const args = parseInput(inquiryIdInput, input);
  await retryTransaction(db, async (tx) => {
    const inquiry = await lockOwn(tx, viewer, args.inquiryId);
    if (inquiry.status === 'CLOSED') return;
    await tx.execute(
      sql`UPDATE inquiries SET status = 'CLOSED', waiting_since = NULL, updated_at = ${now} WHERE id = ${inquiry.id}`
    );
  });
  return inquiryView(db, args.inquiryId, { kind: 'MEMBER', userId: viewer.userId });
}
