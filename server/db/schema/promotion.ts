import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categoryCode, couponDiscountKind, dealType } from './enums';
import { users } from './users';

/** A coupon design; members hold issued copies in user_coupons. Scope columns left null mean "any". */
export const coupons = pgTable('coupons', {
  id: serial().primaryKey(),
  name: text().notNull(),
  discountKind: couponDiscountKind().notNull(),
  /** Won for AMOUNT, percent (1–90) for RATE. */
  discountValue: integer().notNull(),
  /** Upper bound of a RATE discount in won; null for none. */
  maxDiscount: integer(),
  minOrderPrice: integer().notNull().default(0),
  categoryCode: categoryCode(),
  dealType: dealType(),
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }).notNull(),
}, (t) => [check('coupons_value_positive', sql`${t.discountValue} > 0`)]);

export const userCoupons = pgTable('user_coupons', {
  id: serial().primaryKey(),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  couponId: integer().notNull().references(() => coupons.id),
  issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
}, (t) => [index('user_coupons_user_idx').on(t.userId, t.expiresAt)]);

/** Keyword landing pages (/keywords?keyword=…): an editor's title and description over a search. */
export const keywordPages = pgTable('keyword_pages', {
  id: serial().primaryKey(),
  slug: text().notNull(),
  keyword: text().notNull(),
  title: text().notNull(),
  description: text().notNull(),
  sortOrder: smallint().notNull().default(0),
}, (t) => [uniqueIndex('keyword_pages_slug_uq').on(t.slug), uniqueIndex('keyword_pages_keyword_uq').on(t.keyword)]);
