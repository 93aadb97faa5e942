import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { rentalDeposit, type DepositState } from '../../../lib/orders/rentalDeposit';
import { payProvider } from './enums';
import { images } from './images';
import { orders } from './orders';
import { users } from './users';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** The provider call a deposit still owes after its state moved: capture (part of) the hold, or release it. */
export type DepositSettle = 'CAPTURE' | 'RELEASE';

/**
 * A rental's damage deposit and its damage claim (docs/product.md §4 Damage deposits): one per rental
 * order, its state one of lib/orders/rentalDeposit.ts, its steps order_events rows of process
 * `rentalDeposit`. `authorisedAt` and `settledAt` record what the provider confirmed; the
 * provider is called after commit by whoever claims the row (`providerClaimedAt`).
 */
export const rentalDeposits = pgTable(
  'rental_deposits',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text().$type<DepositState>().notNull(),
    amount: integer().notNull(),
    provider: payProvider().notNull(),
    /** Our id for the hold at the provider: unique, stable across retries. */
    providerKey: text().notNull(),
    authorisedAt: timestamp({ withTimezone: true }),
    failureCode: text(),
    claimAmount: integer(),
    claimDescription: text(),
    claimedAt: timestamp({ withTimezone: true }),
    customerNote: text(),
    answeredAt: timestamp({ withTimezone: true }),
    decidedAmount: integer(),
    decisionReason: text(),
    decidedBy: integer().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    /** What the provider must still be told, and how much to capture; null once nothing is owed. */
    settle: text().$type<DepositSettle>(),
    captureAmount: integer().notNull().default(0),
    settledAt: timestamp({ withTimezone: true }),
    capturedAmount: integer().notNull().default(0),
    providerClaimedAt: timestamp({ withTimezone: true }),
    stateChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rental_deposits_order_uq').on(t.orderId),
    uniqueIndex('rental_deposits_key_uq').on(t.providerKey),
    index('rental_deposits_state_idx').on(t.state, t.stateChangedAt),
    check(
      'rental_deposits_state_valid',
      sql.raw(`"rental_deposits"."state" IN (${list(Object.keys(rentalDeposit.states))})`)
    ),
    check('rental_deposits_settle_valid', sql`${t.settle} IS NULL OR ${t.settle} IN ('CAPTURE', 'RELEASE')`),
    check('rental_deposits_amount_range', sql`${t.amount} > 0 AND ${t.amount} <= 3000000`),
    check(
      'rental_deposits_claim_range',
      sql`${t.claimAmount} IS NULL OR (${t.claimAmount} > 0 AND ${t.claimAmount} <= ${t.amount})`
    ),
    check(
      'rental_deposits_capture_range',
      sql`${t.captureAmount} >= 0 AND ${t.captureAmount} <= ${t.amount} AND ${t.capturedAmount} <= ${t.amount}`
    ),
  ]
);

/** Who added a claim photo: the business with its claim, or the customer with a dispute. */
export type ClaimPhotoSide = 'BUSINESS' | 'CUSTOMER';

export const depositClaimImages = pgTable(
  'deposit_claim_images',
  {
    id: serial().primaryKey(),
    depositId: integer()
      .notNull()
      .references(() => rentalDeposits.id, { onDelete: 'cascade' }),
    side: text().$type<ClaimPhotoSide>().notNull(),
    imageId: integer()
      .notNull()
      .references(() => images.id),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [
    index('deposit_claim_images_deposit_idx').on(t.depositId, t.side, t.sortOrder),
    check('deposit_claim_images_side_valid', sql`${t.side} IN ('BUSINESS', 'CUSTOMER')`),
    check('deposit_claim_images_sort_range', sql`${t.sortOrder} BETWEEN 0 AND 9`),
  ]
);

/**
 * The sandbox provider's holds (DEMO_MODE=on only): an authorisation is AUTHORISED until it is
 * captured (all or part; the rest is let go) or released, once.
 */
export const sandboxDeposits = pgTable(
  'sandbox_deposits',
  {
    depositKey: text().primaryKey(),
    paymentId: text().notNull(),
    amount: integer().notNull(),
    status: text().$type<'AUTHORISED' | 'CAPTURED' | 'RELEASED'>().notNull().default('AUTHORISED'),
    capturedAmount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [check('sandbox_deposits_status_valid', sql`${t.status} IN ('AUTHORISED', 'CAPTURED', 'RELEASED')`)]
);
