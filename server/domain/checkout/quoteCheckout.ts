import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { lockCouponForOrder } from './checkoutCoupon';
import type { PaymentChoices, SelectionInput } from './checkoutInput';
import { loadCheckoutContext, selectionProblemError } from './checkoutSelection';
import { quotePrice, type PriceQuote } from './priceQuote';
import { priceSelection } from './priceSelection';

/**
 * The live quote of the payment page: the same computation prepare businesses, without holding anything.
 * A selection with problems is refused with the first problem's Korean message, as prepare refuses it.
 */
export async function quoteCheckout(
  db: Db,
  userId: number,
  selection: SelectionInput,
  choices: PaymentChoices,
  now: Date = new Date()
): Promise<PriceQuote> {
  const ctx = await loadCheckoutContext(db, selection, now);
  if (ctx.problems.length > 0) throw selectionProblemError(ctx.problems[0]);
  const lines = ctx.lines.filter((l) => !l.isInsurance || choices.withInsurance);
  const goods = priceSelection(ctx.item, lines, ctx.days).goodsPrice;
  const coupon =
    choices.userCouponId === null
      ? null
      : await lockCouponForOrder(
          db,
          userId,
          choices.userCouponId,
          { categoryCode: ctx.item.categoryCode, dealType: ctx.item.dealType },
          goods,
          now
        );
  const [member] = await db.select({ point: users.point }).from(users).where(eq(users.id, userId)).limit(1);
  return quotePrice({
    item: ctx.item,
    lines,
    days: ctx.days,
    deliveryType: selection.deliveryType,
    coupon,
    points: choices.points,
    pointBalance: member?.point ?? 0,
    method: choices.method,
    leaseMonths: choices.leaseMonths,
  });
}
