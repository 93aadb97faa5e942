import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { SELLER_ITEM_COLUMNS, toSellerItem, type SellerItem, type SellerItemRow } from './sellerItems';
import { items } from '../../db/schema';

export const ITEM_STATUSES = ['AVAILABLE', 'SOLD_OUT', 'HIDDEN'] as const;

export const itemIdSchema = z.number().int().positive().max(2_147_483_647);

export const itemStatusInput = z.object({
  itemId: itemIdSchema,
  status: z.enum(ITEM_STATUSES, { error: '판매 중, 품절, 숨김 중에서 골라 주세요.' }),
});

export type OwnItem = { id: number; businessId: number; dealType: 'RENTAL' | 'SELL'; stock: number };

/**
 * Locks one of the seller's own items for the transaction (SELECT … FOR UPDATE, the same lock a
 * checkout of the item takes), so stock, status and maintenance changes queue behind checkouts and
 * each other. Another business's item is FORBIDDEN and an unknown id NOT_FOUND, as updateItemPrice answers.
 */
export async function lockOwnItem(tx: Db, businessId: number, itemId: number): Promise<OwnItem> {
  const [item] = await queryRows<OwnItem>(
    tx,
    sql`
    SELECT id, business_id AS "businessId", deal_type AS "dealType", stock FROM items WHERE id = ${itemId} FOR UPDATE`
  );
  if (!item) throw new DomainError('NOT_FOUND', '상품을 찾을 수 없어요.');
  if (Number(item.businessId) !== businessId) throw new DomainError('FORBIDDEN', '내 매장의 상품만 바꿀 수 있어요.');
  return { ...item, id: Number(item.id), businessId: Number(item.businessId), stock: Number(item.stock) };
}

/** The item as the console shows it (after a change, inside the same transaction). */
export async function sellerItemById(db: Db, itemId: number): Promise<SellerItem> {
  const [row] = await queryRows<SellerItemRow>(
    db,
    sql`
    SELECT ${SELLER_ITEM_COLUMNS} FROM items i LEFT JOIN models m ON m.id = i.model_id WHERE i.id = ${itemId}`
  );
  if (!row) throw new DomainError('NOT_FOUND', '상품을 찾을 수 없어요.');
  return toSellerItem(row);
}

/** The seller's own item for the edit page; another business's item answers as updateItemPrice does. */
export async function ownSellerItem(
  db: Db,
  businessId: number,
  itemId: number
): Promise<SellerItem & { businessId: number }> {
  const [owner] = await db.select({ businessId: items.businessId }).from(items).where(eq(items.id, itemId));
  if (!owner) throw new DomainError('NOT_FOUND', '상품을 찾을 수 없어요.');
  if (Number(owner.businessId) !== businessId) throw new DomainError('FORBIDDEN', '내 매장의 상품만 볼 수 있어요.');
  return { ...(await sellerItemById(db, itemId)), businessId };
}

/**
 * 판매 중 / 품절 / 숨김. Hidden items leave search, lists and the item page (404); sold-out ones stay
 * visible but cannot be booked or bought. The search rows follow by the items trigger (migration 0010).
 */
export async function updateItemStatus(
  db: Db,
  businessId: number,
  input: z.output<typeof itemStatusInput>,
  now: Date = new Date()
): Promise<SellerItem> {
  return db.transaction(async (tx) => {
    await lockOwnItem(tx, businessId, input.itemId);
    await tx.execute(
      // Putting a draft on sale publishes it (docs/product.md §4 Listings), as 게시하기 does.
      sql`UPDATE items SET status = ${input.status}, updated_at = ${now.toISOString()}::timestamptz,
        published_at = CASE WHEN ${input.status} = 'HIDDEN' THEN published_at ELSE coalesce(published_at, ${now.toISOString()}::timestamptz) END
      WHERE id = ${input.itemId}`
    );
    return sellerItemById(tx, input.itemId);
  });
}
