import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type items, rentalBookings } from '../../db/schema';
import { isExclusionViolation } from '../../db/uniqueViolation';
import { DomainError } from '@/lib/errors';
import type { CheckoutContext } from './checkoutSelection';

/** The row a stock decrement answers (raw: the conditional UPDATE … stock >= n is the sale's guard; kept word for word). */
type TakenStockRow = Pick<typeof items.$inferSelect, 'id'>;

const TAKEN = '선택한 날짜는 방금 다른 분이 예약했어요. 다른 날짜를 골라 주세요.';

/**
 * Serialises checkouts of one item: the item row is locked for the transaction, so two checkouts of
 * its last unit queue instead of both seeing it free. The exclusion constraint on rental_bookings
 * stays the guarantee; the lock only makes the loser's answer a clear UNAVAILABLE_DATES.
 */
export async function lockItem(tx: Db, itemId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM items WHERE id = ${itemId} FOR UPDATE`);
}

/** Holds that ran out are released by the next checkout of the item (the job does the rest). */
export async function releaseExpiredHolds(tx: Db, itemId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE rental_bookings SET status = 'CANCELLED'
    WHERE item_id = ${itemId} AND status = 'HELD' AND expires_at IS NOT NULL AND expires_at <= ${now.toISOString()}::timestamptz`);
}

/**
 * The rows a rental holds: one per unit, each with an item unit number and, for a required option's
 * unit, that option's own number, the lowest free ones of the context (read under the item lock).
 */
function unitRows(
  ctx: CheckoutContext
): { unitNo: number; optionId: number | null; optionUnitNo: number | null }[] | null {
  const free = ctx.free!;
  const perOption = ctx.lines
    .filter((l) => l.kind === 'REQUIRED')
    .flatMap((line) => {
      const numbers = (free.options.get(line.optionId) ?? []).slice(0, line.amount);
      return numbers.length < line.amount ? [null] : numbers.map((n) => ({ optionId: line.optionId, optionUnitNo: n }));
    });
  if (perOption.includes(null)) return null;
  const options = perOption.length > 0 ? perOption : [{ optionId: null, optionUnitNo: null }];
  if (free.item.length < options.length) return null;
  return options.map((o, i) => ({ unitNo: free.item[i], optionId: o!.optionId, optionUnitNo: o!.optionUnitNo }));
}

/** Holds free units for the range (with the business's buffer) for the order: the item's and each required option's. */
export async function holdRentalUnits(tx: Db, ctx: CheckoutContext, orderId: number, expiresAt: Date): Promise<void> {
  const rows = unitRows(ctx);
  if (!rows) throw new DomainError('UNAVAILABLE_DATES', TAKEN);
  try {
    await tx.insert(rentalBookings).values(
      rows.map((row) => ({
        itemId: ctx.item.id,
        ...row,
        period: ctx.period!,
        status: 'HELD' as const,
        bufferDays: ctx.turnaroundDays,
        orderId,
        expiresAt,
      }))
    );
  } catch (error) {
    // An exclusion constraint caught an overlap the lock should have prevented.
    if (isExclusionViolation(error)) {
      throw new DomainError('UNAVAILABLE_DATES', TAKEN);
    }
    throw error;
  }
}

/** Takes sale stock for the order: each option's and the item's, or nothing (CONFLICT) when short. */
export async function takeSaleStock(tx: Db, ctx: CheckoutContext): Promise<void> {
  for (const line of ctx.lines) {
    const rows = await queryRows<TakenStockRow>(
      tx,
      sql`
      UPDATE item_options SET stock = stock - ${line.amount} WHERE id = ${line.optionId} AND stock >= ${line.amount} RETURNING id`
    );
    if (rows.length === 0)
      throw new DomainError('CONFLICT', `'${line.name}' 재고가 부족해요. 수량을 줄이거나 다른 옵션을 골라 주세요.`);
  }
  const rows = await queryRows<TakenStockRow>(
    tx,
    sql`
    UPDATE items SET stock = stock - ${ctx.units}, updated_at = now() WHERE id = ${ctx.item.id} AND stock >= ${ctx.units} RETURNING id`
  );
  if (rows.length === 0) throw new DomainError('CONFLICT', '방금 품절됐어요. 다른 상품을 둘러봐 주세요.');
}
