import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { DomainError } from '@/lib/errors';

/** The seller's own listing, locked for the write: what the editor needs to know before changing it. */
export type OwnListing = {
  id: number;
  dealType: 'RENTAL' | 'SELL';
  stock: number;
  status: 'AVAILABLE' | 'SOLD_OUT' | 'HIDDEN';
  isDraft: boolean;
  hasDescription: boolean;
};

export const LISTING_NOT_FOUND = '상품을 찾을 수 없어요.';

/**
 * Locks one of the business's items (the lock checkout takes too). Another business's item answers
 * NOT_FOUND like a missing one (docs/product.md §4 Listings): its existence is not the seller's to know.
 */
export async function lockOwnListing(tx: Db, businessId: number, itemId: number): Promise<OwnListing> {
  const [row] = await queryRows<OwnListing & { businessId: number }>(
    tx,
    sql`
    SELECT id, business_id AS "businessId", deal_type AS "dealType", stock, status,
      published_at IS NULL AS "isDraft", description IS NOT NULL AS "hasDescription"
    FROM items WHERE id = ${itemId} FOR UPDATE`
  );
  if (!row || Number(row.businessId) !== businessId) throw new DomainError('NOT_FOUND', LISTING_NOT_FOUND);
  return {
    id: Number(row.id),
    dealType: row.dealType,
    stock: Number(row.stock),
    status: row.status,
    isDraft: row.isDraft === true,
    hasDescription: row.hasDescription === true,
  };
}
