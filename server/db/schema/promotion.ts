import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { categoryCode, couponDiscountKind, dealType } from './enums';
import { models } from './catalog';
import { users } from './users';

/** A coupon design; members hold issued copies in user_coupons. Scope columns left null mean "any". */
export const coupons = pgTable(
  'coupons',
  {
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
  },
  (t) => [check('coupons_value_positive', sql`${t.discountValue} > 0`)]
);

export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** The order that used the copy; cleared with usedAt when a cancellation gives it back. */
    usedOrderId: integer(),
  },
  (t) => [
    index('user_coupons_user_idx').on(t.userId, t.expiresAt),
    // A design is issued once per member (issue 16 §5 coupon book).
    uniqueIndex('user_coupons_user_coupon_uq').on(t.userId, t.couponId),
  ]
);

/** Keyword landing pages (/keywords?keyword=…): an editor's title and description over a search. */
export const keywordPages = pgTable(
  'keyword_pages',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    keyword: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [uniqueIndex('keyword_pages_slug_uq').on(t.slug), uniqueIndex('keyword_pages_keyword_uq').on(t.keyword)]
);

/**
 * A sales campaign (brand sale). `isDeployable` is the operator's switch; the campaign is shown only
 * while it is switched on and now is inside [startsAt, endsAt) (docs/product.md §3 Brand sale promotion: isPossibleDeploy).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    title: text().notNull(),
    subtitle: text().notNull(),
    isDeployable: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('promotions_key_uq').on(t.key)]
);

/** Models on sale in a campaign, in groups ("로드", "스키"), with the campaign's price in won. */
export const promotionModels = pgTable(
  'promotion_models',
  {
    id: serial().primaryKey(),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    groupName: text().notNull(),
    salePrice: integer().notNull(),
    /** Shown in the campaign's headline row (famousPromotionModels). */
    isFamous: boolean().notNull().default(false),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [
    uniqueIndex('promotion_models_uq').on(t.promotionId, t.modelId),
    check('promotion_models_price_positive', sql`${t.salePrice} > 0`),
  ]
);

/** A partial interest-free plan: of `months` instalments the shopper pays interest on the first `paidMonths`. */
export type PartialFreeMonths = { months: number; paidMonths: number };

/**
 * Interest-free instalment benefits by card company: the months offered free of interest above a
 * minimum amount, for a period. The payment screen of the order issue reads the same rows.
 */
export const cardInstalmentBenefits = pgTable(
  'card_instalment_benefits',
  {
    id: serial().primaryKey(),
    cardCode: text().notNull(),
    cardCompany: text().notNull(),
    freeMonths: smallint().array().notNull(),
    partialFreeMonths: jsonb().$type<PartialFreeMonths[]>().notNull().default([]),
    minAmount: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index('card_instalment_benefits_period_idx').on(t.startsAt, t.endsAt)]
);
