import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { retryTransaction } from '../../db/retryTransaction';
import { DomainError } from '@/lib/errors';
import { INQUIRY_MAX_PHOTOS } from '@/lib/inquiries/inquiryRules';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { attachUploads } from '../images/attachUploads';
import { parseInput } from '../parseInput';
import type { Viewer } from '../viewer';
import { createInquiryInput } from '@/lib/inquiries/inquiryInput';
import { inquiryView, type InquiryView } from './inquiryView';

/**
 * A member asks the marketplace (docs/product.md §3 1:1 inquiries), in one transaction: the order,
 * when one is named, must be the member's own (anyone else's is NOT_FOUND, as a missing one), the
 * photos are the member's own unused uploads (attachUploads, as messages and reviews take them),
 * and the inquiry waits in the operators' queue from now.
 */
export async function createInquiry(
  db: Db,
  viewer: Viewer,
  input: unknown,
  now: Date = new Date()
): Promise<InquiryView> {
  const args = parseInput(createInquiryInput, input);
  await enforceRateLimits(db, [{ rule: RATE_RULES.inquiryCreatePerMember, subject: `user:${viewer.userId}` }]);
  const id = await retryTransaction(db, async (tx) => {
    if (args.orderId) {
      const [own] = await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM orders WHERE id = ${args.orderId} AND user_id = ${viewer.userId} AND state IS NOT NULL`
      );
      if (!own) throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
    }
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO inquiries (user_id, type, order_id, title, body, status, waiting_since, created_at, updated_at)
        VALUES (${viewer.userId}, ${args.type}, ${args.orderId ?? null}, ${args.title}, ${args.body}, 'OPEN', ${now}, ${now}, ${now})
        RETURNING id`
    );
    const inquiryId = Number(row!.id);
    const photoIds = await attachUploads(tx, viewer.userId, args.photoIds, INQUIRY_MAX_PHOTOS, now);
    for (const [sortOrder, imageId] of photoIds.entries()) {
      await tx.execute(
        sql`INSERT INTO inquiry_images (inquiry_id, image_id, sort_order) VALUES (${inquiryId}, ${imageId}, ${sortOrder})`
      );
    }
    return inquiryId;
  });
  return inquiryView(db, id, { kind: 'MEMBER', userId: viewer.userId });
}
