import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  INQUIRY_STATUSES,
  INQUIRY_TYPES,
  type InquiryReplySide,
  type InquiryStatus,
  type InquiryType,
} from '../../../lib/inquiries/inquiryRules';
import { images } from './images';
import { orders } from './orders';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A member's 1:1 문의 to the marketplace (docs/product.md §3 1:1 inquiries): a type, optionally one of
 * their own orders, the question and up to five photos. `waiting_since` is the member's oldest words
 * an operator has not answered yet (the queue's order); null once answered or closed.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<InquiryType>().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    title: text(),
    body: text().notNull(),
    status: text().$type<InquiryStatus>().notNull().default('OPEN'),
    waitingSince: timestamp({ withTimezone: true }),
    /** The newest reply's id (0 before any): an answer names the one it saw, see answerInquiry. */
    lastReplyId: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_user_idx').on(t.userId, t.id.desc()),
    index('inquiries_queue_idx').on(t.status, t.waitingSince),
    check('inquiries_type_ck', sql`${t.type} IN (${inList(INQUIRY_TYPES)})`),
    check('inquiries_status_ck', sql`${t.status} IN (${inList(INQUIRY_STATUSES)})`),
  ]
);

/** The inquiry's photos (private uploads: the member and operators with an open session see them), in order. */
export const inquiryImages = pgTable(
  'inquiry_images',
  {
    id: serial().primaryKey(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    imageId: integer()
      .notNull()
      .references(() => images.id),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [
    index('inquiry_images_inquiry_idx').on(t.inquiryId, t.sortOrder),
    uniqueIndex('inquiry_images_image_uq').on(t.imageId),
    check('inquiry_images_sort_range', sql`${t.sortOrder} BETWEEN 0 AND 4`),
  ]
);

/** An operator's answer or the member's follow-up, in the order written. */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: serial().primaryKey(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text().$type<InquiryReplySide>().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiry_replies_inquiry_idx').on(t.inquiryId, t.id),
    check('inquiry_replies_side_ck', sql`${t.side} IN ('MEMBER', 'OPERATOR')`),
  ]
);
