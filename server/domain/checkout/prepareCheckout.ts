import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orderOptions, orders, payments, userCoupons, users } from '../../db/schema';
import type { ShippingSnapshot } from '../../db/schema/orders';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { retryTransaction } from '../../db/retryTransaction';
import { grantPoints, lockPointBalance, NOT_ENOUGH_POINTS } from '../points/grantPoints';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import type { CheckoutSession, PaymentProvider } from '../../payments/types';
import { HOLD_EXPIRY_MINUTES } from '@/lib/orders/timing';
import { CHECKOUT_EVENT } from '@/lib/orders/payment';
import { DomainError, isDomainError } from '@/lib/errors';
import { findShippingAddress } from '../shipping/shippingAddressBook';
import { lockCouponForOrder } from './checkoutCoupon';
import type { PrepareInput } from './checkoutInput';
import { loadCheckoutContext, selectionProblemError, type CheckoutContext } from './checkoutSelection';
import { holdRentalUnits, lockItem, releaseExpiredHolds, takeSaleStock } from './holdInventory';
import { quotePrice, type PriceQuote } from './priceQuote';
import { priceSelection } from './priceSelection';
import { endPendingPayment } from '../orders/pendingPayment';
import { assertCheckoutMayOpen, endEarlierCheckouts } from './checkoutLimits';
import { countCheckout, countCheckoutRefusal } from '../../observability/appMetrics';
import { groupDigits } from '@/lib/digits';

export type PreparedCheckout = {
  orderId: number;
  paymentKey: string;
  amount: number;
  session: CheckoutSession;
  /** When the held dates or stock go back if the order is still unpaid (the payment page says so). */
  holdExpiresAt: Date | null;
};

type OrderRow = typeof orders.$inferSelect;

const orderByKey = async (db: Db, userId: number, idempotencyKey: string): Promise<OrderRow | undefined> =>
  (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
      .limit(1)
  )[0];

type Orderer = { name: string; phone: string };

async function ordererOf(db: Db, userId: number): Promise<Orderer> {
  const [user] = await db
    .select({ name: users.name, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.name || !user.phone)
    throw new DomainError('INVALID_INPUT', '주문자 정보가 없어요. 본인인증을 마친 뒤 주문해 주세요.', {
      orderer: '본인인증이 필요해요.',
    });
  return { name: user.name, phone: user.phone };
}

/** The chosen address of the member's book, copied onto the order (a later edit never moves a parcel). */
async function shippingOf(db: Db, userId: number, addressId: number): Promise<ShippingSnapshot> {
  const address = await findShippingAddress(db, userId, addressId).catch((error: unknown) => {
    if (isDomainError(error) && error.code === 'NOT_FOUND')
      throw new DomainError('INVALID_INPUT', '배송지를 다시 선택해 주세요.', { shippingAddressId: error.message });
    throw error;
  });
  return {
    name: address.name,
    phone: address.phone,
    postNum: address.postNum,
    address1: address.address1,
    address2: address.address2,
  };
}

const processOf = (ctx: CheckoutContext, method: string) =>
  (method === 'RENTAL_PAY' ? 'contract' : ctx.item.dealType === 'RENTAL' ? 'rentalReservation' : 'saleOrder') as
    'contract' | 'rentalReservation' | 'saleOrder';

/**
 * Prepare (issue 16 §4): the order in 결제 대기 with the server's amount, the rental units held
 * (HELD, expiring after 15 minutes) or the sale stock taken, the coupon and points spent, all in one
 * transaction; then the provider is told the amount and the browser gets what opens the checkout.
 * The same Idempotency-Key answers the same order, so a double tap never makes two.
 *
 * Locks, always in this order (the order every other money path meets them in: an order's row,
 * then its item's stock, then its member's balance): the item, then the member. The member's lock
 * serialises one member's checkouts, so the key, the points balance and the count of unpaid
 * checkouts are all read under it and two taps or two tabs cannot both pass a check meant for one.
 * A member keeps at most OPEN_CHECKOUT_LIMIT unpaid checkouts and one per item (a new one of the
 * same item ends the earlier), and presses 결제하기 at a limited pace, so holds cannot block calendars.
 */
export async function prepareCheckout(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  input: PrepareInput,
  siteUrl: string,
  now: Date = new Date()
): Promise<PreparedCheckout> {
  const existing = await orderByKey(db, userId, input.idempotencyKey);
  if (existing) return sessionFor(db, provider, existing, siteUrl);
  await enforceRateLimits(db, [{ rule: RATE_RULES.checkoutPreparePerMember, subject: `user:${userId}` }]);

  const { selection, choices } = input;
  const orderer = await ordererOf(db, userId);
  await endEarlierCheckouts(db, provider, userId, selection.itemId, input.idempotencyKey, now);
  const expiresAt = new Date(now.getTime() + HOLD_EXPIRY_MINUTES * 60_000);
  let order: OrderRow;
  try {
    order = await retryTransaction(db, async (tx) => {
      await lockItem(tx, selection.itemId);
      const member = await lockPointBalance(tx, userId);
      // A tap that queued behind its twin finds the twin's order here: the same key, the same order.
      const twin = await orderByKey(tx, userId, input.idempotencyKey);
      if (twin) return twin;
      await releaseExpiredHolds(tx, selection.itemId, now);
      const ctx = await loadCheckoutContext(tx, selection, now);
      if (ctx.problems.length > 0) throw selectionProblemError(ctx.problems[0]);
      const lines = ctx.lines.filter((l) => !l.isInsurance || choices.withInsurance);
      const withInsurance = lines.some((l) => l.isInsurance);
      const goods = priceSelection(ctx.item, lines, ctx.days).goodsPrice;
      const scope = { categoryCode: ctx.item.categoryCode, dealType: ctx.item.dealType };
      const coupon =
        choices.userCouponId === null
          ? null
          : await lockCouponForOrder(tx, userId, choices.userCouponId, scope, goods, now);
      // The page showed the balance of a moment ago; another checkout may have spent it since.
      if (choices.points > member.point) throw new DomainError('CONFLICT', NOT_ENOUGH_POINTS);
      const quote = quotePrice({
        item: ctx.item,
        lines,
        days: ctx.days,
        deliveryType: selection.deliveryType,
        coupon,
        points: choices.points,
        pointBalance: member.point,
        method: choices.method,
        leaseMonths: choices.leaseMonths,
      });
      if (quote.chargeNow !== input.expectedAmount) {
        throw new DomainError(
          'CONFLICT',
          `결제 금액이 ${groupDigits(quote.chargeNow)}원으로 바뀌었어요. 금액을 확인하고 다시 결제해 주세요.`
        );
      }
      const needsAddress = selection.deliveryType !== 'PICKUP';
      if (needsAddress && choices.shippingAddressId === null)
        throw new DomainError('INVALID_INPUT', '배송지를 선택해 주세요.', {
          shippingAddressId: '배송지를 선택해 주세요.',
        });
      const shipping = needsAddress ? await shippingOf(tx, userId, choices.shippingAddressId!) : null;
      await assertCheckoutMayOpen(tx, userId, selection.itemId, now);
      const created = await insertOrder(tx, {
        userId,
        input,
        ctx,
        quote,
        withInsurance,
        orderer,
        shipping,
        provider: provider.name,
        expiresAt,
        now,
      });
      if (ctx.item.dealType === 'RENTAL') await holdRentalUnits(tx, ctx, created.id, expiresAt);
      else await takeSaleStock(tx, ctx);
      if (coupon)
        await tx
          .update(userCoupons)
          .set({ usedAt: now, usedOrderId: created.id })
          .where(eq(userCoupons.id, coupon.userCouponId));
      if (choices.points > 0) {
        await grantPoints(
          tx,
          {
            userId,
            amount: -choices.points,
            reason: 'ORDER_USE',
            description: `주문 결제에 사용 (${ctx.item.name})`,
            refKey: `order:${created.id}:use`,
          },
          now
        );
      }
      return created;
    });
  } catch (error) {
    // The member's lock makes this rare (a twin is found above); the unique index stays the guarantee.
    if (isUniqueViolation(error, 'orders_idempotency_uq')) {
      const winner = await orderByKey(db, userId, input.idempotencyKey);
      if (winner) return sessionFor(db, provider, winner, siteUrl);
    }
    countCheckoutRefusal('prepare', error);
    throw error;
  }
  countCheckout('prepare', 'held');
  return sessionFor(db, provider, order, siteUrl);
}

type InsertArgs = {
  userId: number;
  input: PrepareInput;
  ctx: CheckoutContext;
  quote: PriceQuote;
  withInsurance: boolean;
  orderer: Orderer;
  shipping: ShippingSnapshot | null;
  provider: 'SANDBOX' | 'PORTONE';
  expiresAt: Date;
  now: Date;
};

async function insertOrder(tx: Db, a: InsertArgs) {
  const { choices, selection } = a.input;
  const paymentKey = `rm-${crypto.randomUUID()}`;
  const [order] = await tx
    .insert(orders)
    .values({
      paymentKey,
      userId: a.userId,
      itemId: a.ctx.item.id,
      businessId: a.ctx.item.businessId,
      process: processOf(a.ctx, choices.method),
      state: null,
      paymentState: 'PENDING',
      stateChangedAt: a.now,
      deliveryType: selection.deliveryType,
      rentalPeriod: a.ctx.period,
      itemName: a.ctx.item.name,
      price: {
        basicPrice: a.quote.basicPrice,
        basicDiscount: a.quote.basicDiscount,
        longRentalDiscount: a.quote.longRentalDiscount,
        couponDiscount: a.quote.couponDiscount,
        pointDiscount: a.quote.pointDiscount,
        insurancePrice: a.quote.insurancePrice,
        shippingFee: a.quote.shippingFee,
        totalPrice: a.quote.totalPrice,
        earnPoints: a.quote.earnPoints,
        rentalDays: a.quote.days,
        depositAmount: processOf(a.ctx, choices.method) === 'rentalReservation' ? a.ctx.item.depositAmount : 0,
      },
      totalPrice: a.quote.chargeNow,
      userCouponId: choices.userCouponId,
      pointsUsed: choices.points,
      withInsurance: a.withInsurance,
      payMethod: choices.method,
      provider: a.provider,
      instalmentMonths: choices.instalmentMonths,
      easyPayProvider: choices.easyPayProvider,
      leaseMonths: a.quote.lease?.months ?? null,
      leaseMonthlyPrice: a.quote.lease?.monthlyPrice ?? null,
      billingKeyId: choices.billingKeyId,
      ordererName: a.orderer.name,
      ordererPhone: a.orderer.phone,
      shipping: a.shipping,
      idempotencyKey: a.input.idempotencyKey,
      holdExpiresAt: a.expiresAt,
      createdAt: a.now,
      updatedAt: a.now,
    })
    .returning();
  await tx.insert(orderOptions).values(
    a.quote.lines.map((l) => ({
      orderId: order.id,
      optionId: l.optionId,
      name: l.name,
      optionType: l.optionType,
      unitPrice: l.unitPrice,
      unitOriginPrice: l.unitOriginPrice,
      amount: l.amount,
    }))
  );
  await tx.insert(payments).values({
    orderId: order.id,
    provider: a.provider,
    providerPaymentId: paymentKey,
    amount: a.quote.chargeNow,
    status: 'READY',
  });
  await tx.insert(orderEvents).values({
    orderId: order.id,
    process: 'payment',
    action: CHECKOUT_EVENT,
    fromState: null,
    toState: 'PENDING',
    actor: 'customer',
    actorUserId: a.userId,
    createdAt: a.now,
  });
  return order;
}

/** Tells the provider the amount and answers what the browser needs; a provider that fails now ends the checkout. */
async function sessionFor(
  db: Db,
  provider: PaymentProvider,
  order: OrderRow,
  siteUrl: string
): Promise<PreparedCheckout> {
  if (order.paymentState !== 'PENDING') throw new DomainError('CONFLICT', '이미 결제가 끝난 주문이에요.');
  const route = order.payMethod === 'RENTAL_PAY' ? 'rental' : order.payMethod === 'EASY_PAY' ? 'portal' : 'card';
  try {
    const session = await provider.prepare({
      paymentId: order.paymentKey,
      orderName: order.itemName,
      amount: order.totalPrice,
      method: order.payMethod,
      instalmentMonths: order.instalmentMonths,
      easyPayProvider: (order.easyPayProvider as 'NAVERPAY' | 'KAKAOPAY' | 'TOSSPAY' | null) ?? null,
      customer: { id: `member-${order.userId}`, name: order.ordererName, phone: order.ordererPhone },
      redirectUrl: `${siteUrl}/pay/${route}?paymentId=${encodeURIComponent(order.paymentKey)}`,
    });
    return {
      orderId: order.id,
      paymentKey: order.paymentKey,
      amount: order.totalPrice,
      session,
      holdExpiresAt: order.holdExpiresAt,
    };
  } catch {
    await endPendingPayment(db, order.id, 'decline', '결제사 연결에 실패했어요.');
    countCheckout('prepare', 'refused', 'PAYMENT_FAILED');
    throw new DomainError('PAYMENT_FAILED', '결제사에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.');
  }
}
