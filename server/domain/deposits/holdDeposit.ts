import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, rentalDeposits } from '../../db/schema';
import type { OrderRow } from '../orders/orderEffects';

/**
 * Writes a paid rental's deposit (보증금 승인) in the payment's own transaction, when its item asks
 * one (docs/product.md §4 Damage deposits). The hold itself is asked of the provider after commit
 * (settleDeposit.ts); until the provider confirms, `authorisedAt` is null. A replayed confirmation
 * writes nothing twice (one deposit per order). The amount is the one the payment page showed,
 * recorded at prepare (a business that changes its deposit meanwhile changes no hold in flight).
 */
export async function holdDepositOnPayment(tx: Db, order: OrderRow, now: Date): Promise<void> {
  if (order.process !== 'rentalReservation') return;
  const amount = order.price.depositAmount ?? (await itemDeposit(tx, order.itemId));
  if (amount <= 0) return;
  await tx
    .insert(rentalDeposits)
    .values({
      orderId: order.id,
      state: 'HELD',
      amount,
      provider: order.provider,
      providerKey: `dep-${order.paymentKey}`,
      stateChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: rentalDeposits.orderId });
}

/** An order prepared before the amount was recorded with it holds the item's deposit. */
async function itemDeposit(tx: Db, itemId: number): Promise<number> {
  const [item] = await tx
    .select({ depositAmount: items.depositAmount })
    .from(items)
    .where(eq(items.id, itemId))
    .limit(1);
  return item?.depositAmount ?? 0;
}
