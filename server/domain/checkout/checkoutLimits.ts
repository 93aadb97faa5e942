import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { providerByName } from '../../payments/providers';
import type { PaymentProvider } from '../../payments/types';
import { HOLD_EXPIRY_MINUTES } from '@/lib/orders/timing';
import { DomainError } from '@/lib/errors';
import { completeCheckout } from './completeCheckout';

/**
 * How many checkouts one member may keep unpaid at once. Each one holds dates or stock from every
 * other shopper until it is paid or its hold runs out, so a member (or a script on their account)
 * must not be able to block calendars by opening checkouts and walking away. Three covers a
 * shopper paying for a few things in separate tabs; the same item never counts twice, because a
 * new checkout of an item ends the member's earlier unpaid one of it.
 */
export const OPEN_CHECKOUT_LIMIT = 3;

const TOO_MANY = `결제를 기다리는 주문이 이미 ${OPEN_CHECKOUT_LIMIT}건 있어요. 먼저 결제를 마치거나, 잡아 둔 시간(${HOLD_EXPIRY_MINUTES}분)이 지난 뒤 다시 시도해 주세요.`;
const STILL_SETTLING = '이 상품의 이전 결제를 아직 확인하고 있어요. 잠시 후 다시 시도해 주세요.';

/**
 * A new checkout of an item replaces the member's earlier unpaid one of it (the same person
 * pressing 결제하기 again, after closing the payment window or changing the dates). The earlier one
 * is settled the way a browser coming back with "cancelled" settles it: its provider is asked
 * first, so a payment that did go through is confirmed, never thrown away; one that did not is
 * ended (endPendingPayment), which gives its dates or stock, coupon and points back.
 * Runs before the checkout's transaction: asking a provider must not happen under row locks. The
 * order of this very press (its twin tap, same key, made it a moment ago) is the one to answer,
 * never one to end.
 */
export async function endEarlierCheckouts(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  itemId: number,
  idempotencyKey: string,
  now: Date
): Promise<void> {
  const earlier = await db
    .select({ paymentKey: orders.paymentKey, provider: orders.provider })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.itemId, itemId),
        eq(orders.paymentState, 'PENDING'),
        ne(orders.idempotencyKey, idempotencyKey)
      )
    );
  for (const order of earlier) {
    const own = order.provider === provider.name ? provider : providerByName(db, order.provider);
    // Without its provider the earlier payment's fate is unknown; openCheckoutProblem refuses instead.
    if (own) await completeCheckout(db, own, order.paymentKey, { userId, browserFailed: true, now });
  }
}

/**
 * Inside the checkout's transaction, under the member's lock (so concurrent checkouts of one
 * member count each other): refuses a checkout while the member's unpaid checkouts that still hold
 * something are at the limit, or while one of this item could not be ended (its provider is still
 * settling it). Both are CONFLICT: the state of the member's orders, not the pace of requests,
 * decides, and the message says what to do.
 */
export async function assertCheckoutMayOpen(tx: Db, userId: number, itemId: number, now: Date): Promise<void> {
  const open = await tx
    .select({ itemId: orders.itemId })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentState, 'PENDING'),
        gt(orders.holdExpiresAt, sql`${now.toISOString()}::timestamptz`)
      )
    );
  if (open.some((o) => o.itemId === itemId)) throw new DomainError('CONFLICT', STILL_SETTLING);
  if (open.length >= OPEN_CHECKOUT_LIMIT) throw new DomainError('CONFLICT', TOO_MANY);
}
