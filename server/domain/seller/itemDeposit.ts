import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { items } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { MAX_DEPOSIT_AMOUNT } from '@/lib/orders/timing';
import type { SellerItem } from './sellerItems';
import { itemIdSchema, lockOwnItem, sellerItemById } from './itemStatus';
import { groupDigits } from '@/lib/digits';

const DEPOSIT_RANGE = `보증금은 0원부터 ${groupDigits(MAX_DEPOSIT_AMOUNT)}원까지 원 단위로 입력해 주세요.`;

export const itemDepositInput = z.object({
  itemId: itemIdSchema,
  depositAmount: z
    .number({ error: DEPOSIT_RANGE })
    .int(DEPOSIT_RANGE)
    .min(0, DEPOSIT_RANGE)
    .max(MAX_DEPOSIT_AMOUNT, DEPOSIT_RANGE),
});

export type ItemDepositInput = z.output<typeof itemDepositInput>;

/**
 * A business sets the damage deposit of one of its rental items (docs/product.md §4 Damage deposits):
 * 0 for none. Rentals already paid keep the deposit they were paid with; new payments hold the new one.
 */
export async function updateItemDeposit(
  db: Db,
  businessId: number,
  input: ItemDepositInput,
  now: Date = new Date()
): Promise<SellerItem> {
  return db.transaction(async (tx) => {
    const item = await lockOwnItem(tx, businessId, input.itemId);
    if (item.dealType !== 'RENTAL')
      throw new DomainError('INVALID_INPUT', '보증금은 렌탈 상품에만 받을 수 있어요.', {
        depositAmount: '보증금은 렌탈 상품에만 받을 수 있어요.',
      });
    await tx.update(items).set({ depositAmount: input.depositAmount, updatedAt: now }).where(eq(items.id, item.id));
    return sellerItemById(tx, item.id);
  });
}
