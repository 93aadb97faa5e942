import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderReturn, type ReturnState } from '../../../lib/orders/orderReturn';
import { returnReasons, type ReturnReason } from '../../../lib/orders/returnRules';
import { images } from './images';
import { orders } from './orders';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** What the customer asks for; the business may still refund an exchange it cannot fill. */
export type ReturnKind = 'RETURN' | 'EXCHANGE';
export const returnKinds: readonly ReturnKind[] = ['RETURN', 'EXCHANGE'];

/**
 * A return or exchange of a delivered sale (docs/product.md §4 Returns and exchanges): its state is
 * one of lib/orders/orderReturn.ts, its transitions are order_events rows of process `orderReturn`.
 * One per order (unique), so two requests at once make one return.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text().$type<ReturnState>().notNull(),
    kind: text().$type<ReturnKind>().notNull(),
    reason: text().$type<ReturnReason>().notNull(),
    note: text().notNull().default(''),
    /** The pick-up the business booked when it accepted. */
    pickupCarrier: text(),
    pickupInvoice: text(),
    /** The replacement's parcel, when an exchange was sent. */
    exchangeCarrier: text(),
    exchangeInvoice: text(),
    rejectReason: text(),
    /** Won kept for the return shipping and won refunded, fixed when the refund step fires. */
    feeAmount: integer(),
    refundAmount: integer(),
    stateChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_returns_order_uq').on(t.orderId),
    index('order_returns_state_idx').on(t.state),
    check(
      'order_returns_state_valid',
      sql.raw(`"order_returns"."state" IN (${list(Object.keys(orderReturn.states))})`)
    ),
    check('order_returns_kind_valid', sql.raw(`"order_returns"."kind" IN (${list(returnKinds)})`)),
    check('order_returns_reason_valid', sql.raw(`"order_returns"."reason" IN (${list(returnReasons)})`)),
  ]
);

/** The customer's photos of a return, in the order taken. */
export const orderReturnImages = pgTable(
  'order_return_images',
  {
    id: serial().primaryKey(),
    returnId: integer()
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    imageId: integer()
      .notNull()
      .references(() => images.id),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [
    index('order_return_images_return_idx').on(t.returnId, t.sortOrder),
    check('order_return_images_sort_range', sql`${t.sortOrder} BETWEEN 0 AND 9`),
  ]
);
