import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, rentalDeposits } from '../../db/schema';
import type { OrderRow } from '../orders/orderEffects';

/**
 * Writes a paid rental's deposit (보증금 승인) in the payment's own transaction, when its item asks
 * one (docs/product.md §4 Damage deposits). The hold itself is asked of the provider after commit
 * (settleDeposit.ts); until the provider confirms, `authorisedAt` is null. A replayed confirmation
 * writes nothing twice (one deposit per order).
 */
export async function holdDepositOnPayment(tx: Db, order: OrderRow, now: Date): Promise<void> {
  if (order.process !== 'rentalReservation') return;
  const [item] = await tx
    .select({ depositAmount: items.depositAmount })
    .from(items)
    .where(eq(items.id, order.itemId))
    .limit(1);
  if (!item || item.depositAmount <= 0) return;
  await tx
    .insert(rentalDeposits)
    .values({
      orderId: order.id,
      state: 'HELD',
      amount: item.depositAmount,
      provider: order.provider,
      providerKey: `dep-${order.paymentKey}`,
      stateChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: rentalDeposits.orderId });
}
