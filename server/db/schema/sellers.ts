import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { conditionStage } from './enums';
import { images } from './images';
import { orders } from './orders';
import { businesses } from './businesses';
import { users } from './users';

/**
 * A single-use code an operator issues for a business (`npm run seller:invite`). Only the SHA-256 of
 * the code is kept: a leaked table cannot be redeemed. Redeeming links the member (users.business_id)
 * and stamps the row in the same transaction, so two members can never redeem one code.
 */
export const sellerInvites = pgTable(
  'seller_invites',
  {
    id: serial().primaryKey(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    redeemedBy: integer().references(() => users.id),
    redeemedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seller_invites_code_uq').on(t.codeHash),
    index('seller_invites_business_idx').on(t.businessId, t.createdAt.desc()),
  ]
);

/**
 * Issue 17 ★: the equipment's condition when a rental is handed over (CHECK_OUT) and when it comes
 * back (CHECK_IN), written by the business and shown to the customer on the reservation. One report per
 * stage; a damage note belongs to the return.
 */
export const conditionReports = pgTable(
  'condition_reports',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: conditionStage().notNull(),
    note: text().notNull().default(''),
    damageNote: text(),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('condition_reports_order_stage_uq').on(t.orderId, t.stage)]
);

/** The photos of a condition report, in the order they were taken. */
export const conditionReportImages = pgTable(
  'condition_report_images',
  {
    id: serial().primaryKey(),
    reportId: integer()
      .notNull()
      .references(() => conditionReports.id, { onDelete: 'cascade' }),
    imageId: integer()
      .notNull()
      .references(() => images.id),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [
    index('condition_report_images_report_idx').on(t.reportId, t.sortOrder),
    check('condition_report_images_sort_range', sql`${t.sortOrder} BETWEEN 0 AND 9`),
  ]
);
