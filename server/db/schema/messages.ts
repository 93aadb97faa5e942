import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { images } from './images';
import { orders } from './orders';
import { businesses } from './businesses';
import { users } from './users';

/** What a thread is about: an item (문의하기 on the item page) or an order (on the order detail). */
export type ThreadSubject = 'ITEM' | 'ORDER';
/** Who wrote a message: the customer, or a seller for the business. */
export type MessageSide = 'CUSTOMER' | 'BUSINESS';

/**
 * A conversation between one customer and one business about one subject (docs/product.md §3
 * Messages). One thread per (customer, business, item) and per (customer, business, order): asking
 * twice opens the same thread. Read receipts are the last message each side has read; the console's
 * "unanswered" is `unanswered_since`, the customer's first message after the business last wrote.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    subject: text().$type<ThreadSubject>().notNull(),
    itemId: integer().references(() => items.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    lastMessageId: integer(),
    lastMessageAt: timestamp({ withTimezone: true }),
    /** The customer's oldest message the business has not answered yet; null when answered. */
    unansweredSince: timestamp({ withTimezone: true }),
    customerReadMessageId: integer().notNull().default(0),
    businessReadMessageId: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_threads_item_uq')
      .on(t.customerId, t.businessId, t.itemId)
      .where(sql`${t.subject} = 'ITEM'`),
    uniqueIndex('message_threads_order_uq')
      .on(t.customerId, t.businessId, t.orderId)
      .where(sql`${t.subject} = 'ORDER'`),
    // The lists' keyset orders (server/domain/messages/threadList.ts, migration 0034), each with the
    // id as the tie-break so a page is one index range cut at the cursor: the customer's newest first;
    // the business's waiting threads by wait (also the console's badge count), then its answered
    // ones newest first. Partial, because `unanswered_since IS NULL` is no equality: one index over
    // both would leave the answered part to a sort.
    index('message_threads_customer_page_idx').on(t.customerId, t.lastMessageAt.desc(), t.id.desc()),
    index('message_threads_business_waiting_idx')
      .on(t.businessId, t.unansweredSince, t.lastMessageAt.desc(), t.id.desc())
      .where(sql`${t.unansweredSince} IS NOT NULL`),
    index('message_threads_business_answered_idx')
      .on(t.businessId, t.lastMessageAt.desc(), t.id.desc())
      .where(sql`${t.unansweredSince} IS NULL`),
    check(
      'message_threads_subject_valid',
      sql`(${t.subject} = 'ITEM' AND ${t.itemId} IS NOT NULL AND ${t.orderId} IS NULL)
        OR (${t.subject} = 'ORDER' AND ${t.orderId} IS NOT NULL AND ${t.itemId} IS NULL)`
    ),
  ]
);

/** One message; `body` is stored already masked (docs/product.md §3 Message masking). */
export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    threadId: integer()
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text().$type<MessageSide>().notNull(),
    body: text().notNull(),
    /** True when masking replaced a phone or account number in what was typed. */
    masked: boolean().notNull().default(false),
    /**
     * Set when an operator hid it after a report (docs/product.md §10 Message reports): both sides
     * then see a notice instead of the text, and its photos are withheld.
     */
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.id),
    check('messages_side_valid', sql`${t.side} IN ('CUSTOMER', 'BUSINESS')`),
  ]
);

/** A message's photos (private uploads, readable only by the thread's two parties), in order. */
export const messageImages = pgTable(
  'message_images',
  {
    id: serial().primaryKey(),
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    imageId: integer()
      .notNull()
      .references(() => images.id),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [
    index('message_images_message_idx').on(t.messageId, t.sortOrder),
    uniqueIndex('message_images_image_uq').on(t.imageId),
    check('message_images_sort_range', sql`${t.sortOrder} BETWEEN 0 AND 4`),
  ]
);

/** A party's report of the other side's message, waiting for an operator while `handled_at` is null. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: serial().primaryKey(),
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('message_reports_once_uq').on(t.messageId, t.reporterId),
    index('message_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} IS NULL`),
  ]
);
