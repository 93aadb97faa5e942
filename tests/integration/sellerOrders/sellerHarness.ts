import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { billingKeys, sandboxBillingKeys, shippingAddresses, users } from '@/server/db/schema';
import type { ServiceYoga } from '@/server/graphql/createServiceYoga';
import { callService, serviceYogaAs, type Caller } from '../../support/serviceCaller';
import { completeCheckout } from '@/server/domain/checkout/completeCheckout';
import { leasePrice } from '@/server/domain/item/itemPrice';
import type { PaymentProvider } from '@/server/payments/types';
import { count, pay, prepare, rentalInput, saleInput, type CheckoutFixture } from '../../support/checkoutFixture';

export type { Caller } from '../../support/serviceCaller';

export const orderYogaFor = (db: Db, caller: Caller): ServiceYoga => serviceYogaAs(db, 'order', caller);

/** One operation as `caller`: the data, or the first error's code, message and field details. */
export const callOrder = <T>(db: Db, caller: Caller, query: string, variables: Record<string, unknown> = {}) =>
  callService<T>(db, 'order', caller, query, variables);

/** A member linked to the business (the seller linking tool's result). */
export async function sellerOf(
  db: Db,
  memberId: number,
  businessId: number
): Promise<{ userId: number; businessId: number }> {
  await db.update(users).set({ businessId: businessId }).where(eq(users.id, memberId));
  return { userId: memberId, businessId: businessId };
}

/** Prepares, pays in the sandbox and completes: the order as the business first sees it. */
async function paidOrder(
  db: Db,
  provider: PaymentProvider,
  member: number,
  input: Parameters<typeof prepare>[3],
  amount: number
): Promise<number> {
  const prepared = await prepare(db, provider, member, input, amount);
  await pay(db, prepared.paymentKey);
  const done = await completeCheckout(db, provider, prepared.paymentKey, { userId: member });
  if (done.status !== 'PAID') throw new Error(`checkout did not complete: ${done.status}`);
  return prepared.orderId;
}

/** A paid rental reservation (예약 대기) of `days` days starting `start` days from today, 40,000원 a day. */
export const paidRental = (
  db: Db,
  provider: PaymentProvider,
  f: CheckoutFixture,
  member: number,
  start: number,
  days = 1
) => paidOrder(db, provider, member, rentalInput(f, start, start + days - 1), 40_000 * days);

/** A paid sale (주문 완료): pick-up at the business, or by parcel to a saved address (3,000원 shipping). */
export async function paidSale(
  db: Db,
  provider: PaymentProvider,
  f: CheckoutFixture,
  member: number,
  delivery: 'PICKUP' | 'PARCEL' = 'PICKUP'
): Promise<number> {
  if (delivery === 'PICKUP') return paidOrder(db, provider, member, saleInput(f), 900_000);
  const [address] = await db
    .insert(shippingAddresses)
    .values({
      userId: member,
      name: '김결제',
      phone: '010-1234-5678',
      postNum: '06236',
      address1: '서울 강남구 테헤란로 152',
      address2: '12층',
      isDefault: true,
    })
    .returning();
  const input = saleInput(f, 1, { shippingAddressId: address.id });
  return paidOrder(
    db,
    provider,
    member,
    { ...input, selection: { ...input.selection, deliveryType: 'PARCEL' } },
    903_000
  );
}

/** A lease (계약 완료) of the sale item over `months`, first month paid, on a sandbox card. */
export async function paidContract(
  db: Db,
  provider: PaymentProvider,
  f: CheckoutFixture,
  member: number,
  months = 12
): Promise<{ orderId: number; monthly: number }> {
  const billingKey = `sbx-billing-${crypto.randomUUID()}`;
  await db.insert(sandboxBillingKeys).values({
    billingKey,
    customerId: `member-${member}`,
    cardCompany: '신한카드',
    maskedNumber: '****-****-****-1234',
  });
  const [card] = await db
    .insert(billingKeys)
    .values({
      userId: member,
      provider: 'SANDBOX',
      billingKey,
      cardCompany: '신한카드',
      maskedNumber: '****-****-****-1234',
    })
    .returning();
  const monthly = leasePrice(900_000, months).monthlyPrice;
  const orderId = await paidOrder(
    db,
    provider,
    member,
    saleInput(f, 1, { method: 'RENTAL_PAY', leaseMonths: months, billingKeyId: card.id }),
    monthly
  );
  return { orderId, monthly };
}

export const alarmCount = (db: Db, userId: number, orderId: number) =>
  count(
    db,
    sql`SELECT count(*)::int AS n FROM alarms WHERE user_id = ${userId} AND kind = 'ORDER' AND link_url = ${`/user/reservations/${orderId}`}`
  );

export const ledgerCount = (db: Db, orderId: number, kind: 'CHARGE' | 'REFUND') =>
  count(db, sql`SELECT count(*)::int AS n FROM money_ledger WHERE order_id = ${orderId} AND kind = ${kind}`);

export const ledgerSum = (db: Db, orderId: number, kind: 'CHARGE' | 'REFUND') =>
  count(
    db,
    sql`SELECT coalesce(sum(amount), 0)::int AS n FROM money_ledger WHERE order_id = ${orderId} AND kind = ${kind}`
  );
