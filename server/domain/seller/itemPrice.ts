import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { items } from '../../db/schema';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { SELLER_ITEM_COLUMNS, toSellerItem, type SellerItem, type SellerItemRow } from './sellerItems';

/** Prices are whole won; below 100원 is a typo, above 1억 원 is not a bike or a ski. */
export const MIN_PRICE = 100;
export const MAX_PRICE = 100_000_000;

const won = z
  .number({ error: '가격을 숫자로 입력해 주세요.' })
  .int('가격은 원 단위 정수로 입력해 주세요.')
  .min(MIN_PRICE, `가격은 ${MIN_PRICE}원 이상이어야 해요.`)
  .max(MAX_PRICE, '가격이 너무 커요. 다시 확인해 주세요.');

export const itemPriceInput = z.object({
  itemId: z.number().int().positive().max(2_147_483_647),
  price: won,
  originPrice: won.nullish(),
});

export type ItemPriceInput = z.output<typeof itemPriceInput>;

/**
 * A seller changes the price of one of their own items. The sale price may not exceed the original
 * price (the struck-through price would advertise a discount that isn't one). The row is locked so
 * a concurrent change of the original price can't slip past that check. The items trigger logs the
 * change into item_price_changes in this same transaction; the caller kicks the alarm job after
 * commit.
 */
export async function updateItemPrice(
  db: Db,
  businessId: number,
  input: ItemPriceInput,
  now: Date = new Date()
): Promise<SellerItem> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ businessId: items.businessId, originPrice: items.originPrice })
      .from(items)
      .where(eq(items.id, input.itemId))
      .for('update')
      .limit(1);
    if (!item) throw new DomainError('NOT_FOUND', '상품을 찾을 수 없어요.');
    if (item.businessId !== businessId) throw new DomainError('FORBIDDEN', '내 매장의 상품만 바꿀 수 있어요.');
    const originPrice = input.originPrice ?? item.originPrice;
    if (input.price > originPrice) {
      throw new DomainError('INVALID_INPUT', undefined, { price: '판매가는 정가보다 높을 수 없어요.' });
    }
    await tx.update(items).set({ price: input.price, originPrice, updatedAt: now }).where(eq(items.id, input.itemId));
    const [row] = await queryRows<SellerItemRow>(
      tx,
      sql`
      SELECT ${SELLER_ITEM_COLUMNS} FROM items i LEFT JOIN models m ON m.id = i.model_id WHERE i.id = ${input.itemId}`
    );
    return toSellerItem(row);
  });
}
