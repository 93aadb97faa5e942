import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { itemIdSchema, lockOwnItem } from './itemStatus';
import { MAX_STOCK } from './itemStock';
import { itemOptions } from '../../db/schema';

/**
 * Per-option stock in the console. Option stock matters for both deal types, so both show it:
 * - a sale checkout takes the amount from each chosen option AND the units from items.stock
 *   (checkout/holdInventory.ts takeSaleStock), so both must cover the order;
 * - a rental checkout books unit numbers against items.stock only, but the item page shows an option
 *   at 0 as 품절 (not selectable) and caps the amount a shopper may pick at its stock
 *   (store/itemDetailBucket.ts maxAmountOf), so a rental option at 0 blocks booking that option.
 * Neither is derived from the other anywhere, so the console edits them separately and explains
 * the combinations that block buying instead of changing one from the other.
 */
export type SellerItemOption = {
  id: number;
  itemId: number;
  kind: 'REQUIRED' | 'ADDITIONAL';
  name: string;
  price: number;
  stock: number;
};

export const optionStockInput = z.object({
  optionId: itemIdSchema,
  stock: z
    .number({ error: '재고를 숫자로 입력해 주세요.' })
    .int('재고는 정수로 입력해 주세요.')
    .min(0, '재고는 0개 이상이어야 해요.')
    .max(MAX_STOCK, `재고는 ${MAX_STOCK}개까지 입력할 수 있어요.`),
});

export type OptionStockInput = z.output<typeof optionStockInput>;

const OPTION_COLUMNS = sql`id, item_id AS "itemId", kind, name, price, stock`;

function toOption(row: SellerItemOption): SellerItemOption {
  return { ...row, id: Number(row.id), itemId: Number(row.itemId), price: Number(row.price), stock: Number(row.stock) };
}

/** The item's options in the order the item page lists them (required first by sort order, as seeded). */
export async function listItemOptions(db: Db, itemId: number): Promise<SellerItemOption[]> {
  const rows = await queryRows<SellerItemOption>(
    db,
    sql`
    SELECT ${OPTION_COLUMNS} FROM item_options WHERE item_id = ${itemId} ORDER BY sort_order, id`
  );
  return rows.map(toOption);
}

/**
 * A seller sets one option's stock (0–999). The option's item row is locked as the other stock edits
 * and checkout lock it, so the change queues behind a checkout taking the same option's stock.
 * Another business's option is FORBIDDEN and an unknown id NOT_FOUND, as updateItemStock answers.
 */
export async function updateOptionStock(
  db: Db,
  businessId: number,
  input: OptionStockInput
): Promise<SellerItemOption> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ itemId: itemOptions.itemId })
      .from(itemOptions)
      .where(eq(itemOptions.id, input.optionId));
    if (!owner) throw new DomainError('NOT_FOUND', '옵션을 찾을 수 없어요.');
    const item = await lockOwnItem(tx, businessId, Number(owner.itemId));
    const [row] = await queryRows<SellerItemOption>(
      tx,
      sql`
      UPDATE item_options SET stock = ${input.stock} WHERE id = ${input.optionId} AND item_id = ${item.id} RETURNING ${OPTION_COLUMNS}`
    );
    if (!row) throw new DomainError('NOT_FOUND', '옵션을 찾을 수 없어요.');
    return toOption(row);
  });
}
