import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { items, itemOptions } from './catalog';
import { orderProcess, payMethod, payProvider, paymentRecordStatus, ledgerKind } from './enums';
import { userCoupons } from './promotion';
import { businesses } from './businesses';
import { users } from './users';
import type { PaymentState } from '../../../lib/orders/payment';
import { orderStateCheck, paymentStateCheck, type OrderState } from '../../../lib/orders/stateColumns';

const daterange = customType<{ data: string; driverData: string }>({ dataType: () => 'daterange' });

/** The won breakdown the server computed at prepare time (docs/product.md §3 Order complete: purchasePriceInfo.priceInfoValue). */
export type StoredPriceBreakdown = {
  basicPrice: number;
  basicDiscount: number;
  /** 장기 대여 할인 (lib/item/rentalDiscount.ts); absent on orders prepared before it existed (= 0). */
  longRentalDiscount?: number;
  couponDiscount: number;
  pointDiscount: number;
  insurancePrice: number;
  shippingFee: number;
  totalPrice: number;
  earnPoints: number;
  rentalDays: number;
  /**
   * The damage deposit the payment page showed (docs/product.md §4 Damage deposits): the hold at
   * payment is this amount, whatever the business changes meanwhile. Absent on orders prepared
   * before it was recorded, which hold the item's deposit at payment.
   */
  depositAmount?: number;
};

/** The address the order ships to, copied at checkout so later edits of the address book never move a parcel. */
export type ShippingSnapshot = { name: string; phone: string; postNum: string; address1: string; address2: string };

/**
 * One checkout and, once paid, one order of a process table in lib/orders (rentalReservation,
 * contract, saleOrder). `state` is null while the payment is 결제 대기: the order does not exist for
 * the business until the money does. `paymentState` is the payment table's state. Every won is fixed
 * here at prepare time by server/domain/checkout/priceQuote.ts; the client never sends an amount.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** What we give the provider as its payment id: unguessable, unique, stable across retries. */
    paymentKey: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    itemId: integer()
      .notNull()
      .references(() => items.id),
    businessId: integer()
      .notNull()
      .references(() => businesses.id),
    process: orderProcess().notNull(),
    state: text().$type<OrderState>(),
    paymentState: text().$type<PaymentState>().notNull().default('PENDING'),
    /** When `state` (or paymentState while pending) was entered: the timed jobs count from here. */
    stateChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Minutes an operator added to the current state's timed deadline (무응답, automatic 구매 확정);
     * back to 0 when the state changes. The jobs count `stateChangedAt` + delay + this.
     */
    deadlineExtensionMinutes: integer().notNull().default(0),
    deliveryType: text().notNull(),
    /** Rental days, end exclusive (null for sales). */
    rentalPeriod: daterange(),
    itemName: text().notNull(),
    price: jsonb().$type<StoredPriceBreakdown>().notNull(),
    totalPrice: integer().notNull(),
    userCouponId: integer().references(() => userCoupons.id),
    pointsUsed: integer().notNull().default(0),
    withInsurance: boolean().notNull().default(false),
    payMethod: payMethod().notNull(),
    provider: payProvider().notNull(),
    instalmentMonths: smallint().notNull().default(0),
    easyPayProvider: text(),
    leaseMonths: smallint(),
    leaseMonthlyPrice: integer(),
    billingKeyId: integer(),
    ordererName: text().notNull(),
    ordererPhone: text().notNull(),
    shipping: jsonb().$type<ShippingSnapshot>(),
    carrier: text(),
    invoiceNumber: text(),
    cancelReason: text(),
    /**
     * What the order owes back in all (set with the cancelling transition) and what the provider has
     * refunded so far: a refund that failed half-way is retried by the reconciliation job until the two
     * meet. `refundClaimedAt` lets one process at a time talk to the provider about it.
     */
    refundDue: integer().notNull().default(0),
    refundedAmount: integer().notNull().default(0),
    refundClaimedAt: timestamp({ withTimezone: true }),
    /** The Idempotency-Key of the prepare call: a retried prepare answers the same order. */
    idempotencyKey: text().notNull(),
    paidAt: timestamp({ withTimezone: true }),
    holdExpiresAt: timestamp({ withTimezone: true }),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_payment_key_uq').on(t.paymentKey),
    uniqueIndex('orders_idempotency_uq').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_business_idx').on(t.businessId, t.createdAt.desc()),
    index('orders_due_idx').on(t.process, t.state, t.stateChangedAt),
    index('orders_pending_idx').on(t.paymentState, t.holdExpiresAt),
    index('orders_refund_idx')
      .on(t.id)
      .where(sql`${t.refundDue} > ${t.refundedAmount}`),
    check('orders_total_nonnegative', sql`${t.totalPrice} >= 0`),
    check('orders_deadline_extension_range', sql`${t.deadlineExtensionMinutes} BETWEEN 0 AND 43200`),
    // The states of the process tables (lib/orders/stateColumns.ts), so no other word can be stored.
    check('orders_state_valid', sql.raw(orderStateCheck('"orders"."process"', '"orders"."state"'))),
    check('orders_payment_state_valid', sql.raw(paymentStateCheck('"orders"."payment_state"'))),
  ]
);

/** The chosen options, priced at prepare time (unit price per day for rentals). */
export const orderOptions = pgTable(
  'order_options',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    optionId: integer()
      .notNull()
      .references(() => itemOptions.id),
    name: text().notNull(),
    optionType: smallint().notNull(),
    unitPrice: integer().notNull(),
    unitOriginPrice: integer().notNull(),
    amount: smallint().notNull(),
  },
  (t) => [
    index('order_options_order_idx').on(t.orderId),
    check('order_options_amount_range', sql`${t.amount} BETWEEN 1 AND 99`),
  ]
);

/** Every transition an order or its payment went through: the timeline's times and the audit trail. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    process: text().notNull(),
    action: text().notNull(),
    fromState: text(),
    toState: text().notNull(),
    actor: text().notNull(),
    actorUserId: integer(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)]
);

/**
 * A charge at the provider: one per sale or reservation, one per month of a lease (sequence 1…n).
 * The provider's payment id is unique, so a replayed return URL or webhook finds the row it made.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sequence: smallint().notNull().default(1),
    provider: payProvider().notNull(),
    providerPaymentId: text().notNull(),
    providerTxId: text(),
    amount: integer().notNull(),
    status: paymentRecordStatus().notNull().default('READY'),
    cancelledAmount: integer().notNull().default(0),
    method: text(),
    paidAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_uq').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_order_sequence_uq').on(t.orderId, t.sequence),
  ]
);

/**
 * The money ledger: one row per charge or refund that really happened at the provider. `refKey` is
 * unique, so a replay can never write the same money twice (issue 16 §4: one ledger entry).
 */
export const moneyLedger = pgTable(
  'money_ledger',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: ledgerKind().notNull(),
    amount: integer().notNull(),
    refKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('money_ledger_ref_uq').on(t.refKey),
    index('money_ledger_order_idx').on(t.orderId),
    check('money_ledger_amount_positive', sql`${t.amount} > 0`),
  ]
);

/** A member's shipping address book; at most one default per member (partial unique index). */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text(),
    name: text().notNull(),
    phone: text().notNull(),
    postNum: text().notNull(),
    address1: text().notNull(),
    address2: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipping_addresses_user_idx').on(t.userId),
    uniqueIndex('shipping_addresses_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ]
);

/** A registered card: only the provider's billing key and a masked number, never the card number. */
export const billingKeys = pgTable(
  'billing_keys',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: payProvider().notNull(),
    billingKey: text().notNull(),
    cardCompany: text().notNull(),
    maskedNumber: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('billing_keys_user_idx').on(t.userId), uniqueIndex('billing_keys_key_uq').on(t.provider, t.billingKey)]
);

/** Issue 16 ★: a member waiting for a fully booked range of an item to free up. */
export const availabilityAlerts = pgTable(
  'availability_alerts',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('availability_alerts_uq').on(t.userId, t.itemId, t.startDate, t.endDate),
    index('availability_alerts_item_idx').on(t.itemId, t.notifiedAt),
    check('availability_alerts_range', sql`${t.startDate} < ${t.endDate}`),
  ]
);

/**
 * The sandbox provider's own books (DEMO_MODE=on only): what its simulated checkout approved, kept
 * in the database so every server process answers fetchPayment alike. `settlesAt` makes a pending
 * payment turn PAID later by itself; `outcome` is what the tester chose in the popup.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  paymentId: text().primaryKey(),
  amount: integer().notNull(),
  orderName: text().notNull(),
  method: text().notNull(),
  outcome: text(),
  status: paymentRecordStatus().notNull().default('READY'),
  approvedAmount: integer().notNull().default(0),
  cancelledAmount: integer().notNull().default(0),
  transactionId: text(),
  settlesAt: timestamp({ withTimezone: true }),
  paidAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Cards registered in the sandbox: a made-up billing key for a made-up card. */
export const sandboxBillingKeys = pgTable('sandbox_billing_keys', {
  billingKey: text().primaryKey(),
  customerId: text().notNull(),
  cardCompany: text().notNull(),
  maskedNumber: text().notNull(),
  /** The sandbox declines charges on a card registered as "한도 초과". */
  declines: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp({ withTimezone: true }),
});
