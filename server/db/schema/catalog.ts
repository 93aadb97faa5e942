import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
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
import { categoryCode, itemCondition, dealType, deliveryType, itemStatus, optionKind } from './enums';
import { images } from './images';
import { businesses } from './businesses';
import { users } from './users';

export type SpecEntry = { name: string; value: string };
export type GeometryRow = { name: string; values: string[] };

/** Sub-categories under BIKE or SKI; `groupName` is the bike-commerce category group. */
export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    code: categoryCode().notNull(),
    key: text().notNull(),
    name: text().notNull(),
    groupName: text().notNull(),
    isElect: boolean().notNull().default(false),
    sortOrder: smallint().notNull().default(0),
    /** Category-group pictures of the bike commerce tabs (selected and unselected); the seed draws them. */
    activeImageId: integer().references(() => images.id),
    inactiveImageId: integer().references(() => images.id),
  },
  (t) => [uniqueIndex('categories_key_uq').on(t.key), index('categories_code_idx').on(t.code, t.sortOrder)]
);

export const brands = pgTable(
  'brands',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull(),
    code: categoryCode().notNull(),
    country: text().notNull(),
    /** Brand colour used when drawing product pictures. */
    color: text().notNull(),
    description: text().notNull().default(''),
    /** The brand page's introduction (/promotions/brands/{key}), HTML sanitised before it is shown. */
    introHtml: text().notNull().default(''),
  },
  (t) => [uniqueIndex('brands_key_uq').on(t.key)]
);

export const models = pgTable(
  'models',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    name: text().notNull(),
    modelYear: smallint().notNull(),
    summaryInfo: text().notNull(),
    specInfo: jsonb().$type<SpecEntry[]>().notNull(),
    geometry: jsonb().$type<GeometryRow[]>(),
    detailHtml: text().notNull(),
    /** Manufacturer's list price in won. */
    releasePrice: integer().notNull(),
    imageId: integer()
      .notNull()
      .references(() => images.id),
    /** normalizeSearchText of brand (Korean and Latin), model name and category: the trigram-indexed text. */
    searchText: text().notNull().default(''),
    /** toChosung of the same parts, for 초성 queries. */
    searchChosung: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('models_brand_idx').on(t.brandId),
    index('models_category_idx').on(t.categoryId),
    index('models_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('models_chosung_trgm_idx').using('gin', t.searchChosung.op('gin_trgm_ops')),
  ]
);

export const items = pgTable(
  'items',
  {
    id: serial().primaryKey(),
    /** Null for bike services (정비, 피팅) that are not tied to a catalogue model. */
    modelId: integer().references(() => models.id),
    businessId: integer()
      .notNull()
      .references(() => businesses.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    dealType: dealType().notNull(),
    condition: itemCondition().notNull().default('NEW'),
    status: itemStatus().notNull().default('AVAILABLE'),
    name: text().notNull(),
    /** Price before discount, integer won. For RENTAL this is the price of one day. */
    originPrice: integer().notNull(),
    /** Price the shopper pays, integer won (≤ originPrice). */
    price: integer().notNull(),
    /** Units a business owns (RENTAL) or has on hand (SELL). */
    stock: integer().notNull(),
    deliveryTypes: deliveryType().array().notNull(),
    shippingFee: integer().notNull().default(0),
    /** A rental's damage deposit, integer won, 0 = none (docs/product.md §4 Damage deposits). */
    depositAmount: integer().notNull().default(0),
    /**
     * A rental's multi-day discount in whole percent, 0 = none (docs/product.md §4 Listings; the rule
     * is lib/item/rentalDiscount.ts). The 7-day one is at least the 3-day one when both are set.
     */
    threeDayDiscountPercent: integer().notNull().default(0),
    sevenDayDiscountPercent: integer().notNull().default(0),
    isLeaseAvailable: boolean().notNull().default(false),
    usedGrade: text(),
    usedDescription: text(),
    tag1: text(),
    tag2: text(),
    /** The item's own picture; null means the model's picture is shown (services always have one). */
    imageId: integer().references(() => images.id),
    /** The business's own description of this item (sanitised on the server before it is shown). */
    detailHtml: text().notNull().default(''),
    /** Gift included with the purchase, as HTML; null when there is no gift. */
    giftHtml: text(),
    /** A notice the business wants every shopper to read before booking (e.g. a changed pick-up place). */
    criticalNotice: text(),
    /**
     * When the business first published the listing (docs/product.md §4 Listings); null while it is a
     * draft (status HIDDEN). Seeded and older items were published when they were written.
     */
    publishedAt: timestamp({ withTimezone: true }).defaultNow(),
    /** The seller's own plain-text description as typed; detailHtml is built from it (escaped). */
    description: text(),
    /** normalizeSearchText of item name, model, brand (Korean and Latin), category and business region. */
    searchText: text().notNull().default(''),
    searchChosung: text().notNull().default(''),
    /**
     * Review figures kept on the item (refreshItemReviewStats after every review write): lists sort
     * and rank by them over tens of thousands of candidates, where a per-row count would dominate.
     */
    reviewCount: integer().notNull().default(0),
    ratingAvg: doublePrecision(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('items_deposit_range', sql`${t.depositAmount} BETWEEN 0 AND 3000000`),
    check(
      'items_rental_discount',
      sql`${t.threeDayDiscountPercent} BETWEEN 0 AND 90 AND ${t.sevenDayDiscountPercent} BETWEEN 0 AND 90
        AND (${t.sevenDayDiscountPercent} = 0 OR ${t.sevenDayDiscountPercent} >= ${t.threeDayDiscountPercent})
        AND (${t.dealType} = 'RENTAL' OR ${t.threeDayDiscountPercent} + ${t.sevenDayDiscountPercent} = 0)`
    ),
    index('items_model_idx').on(t.modelId),
    index('items_model_price_idx').on(t.modelId, t.dealType, t.price),
    index('items_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('items_chosung_trgm_idx').using('gin', t.searchChosung.op('gin_trgm_ops')),
    index('items_business_idx').on(t.businessId),
    index('items_listing_idx').on(t.dealType, t.status, t.categoryId),
    index('items_created_idx').on(t.createdAt.desc()),
  ]
);

export const itemOptions = pgTable(
  'item_options',
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    kind: optionKind().notNull(),
    name: text().notNull(),
    /** Added to the item price, integer won (0 for included choices such as a frame size). */
    price: integer().notNull().default(0),
    stock: integer().notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index('item_options_item_idx').on(t.itemId, t.sortOrder)]
);

/** Reviews of an item, rolled up to the model and the business. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => items.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    rating: smallint().notNull(),
    content: text().notNull(),
    helpfulCount: integer().notNull().default(0),
    /**
     * The paid order this review is of (issue 17): one review per order, and its presence is the
     * verified-purchase mark. Null for seeded reviews. References orders in migration 0012 (orders.ts
     * imports this file).
     */
    orderId: integer(),
    /** The business's answer shown under the review, by one of its sellers. */
    replyContent: text(),
    replyUserId: integer().references(() => users.id),
    repliedAt: timestamp({ withTimezone: true }),
    /** Set when five different members reported the review: hidden until an operator reviews it. */
    hiddenAt: timestamp({ withTimezone: true }),
    /** An operator's deletion (docs/product.md §10 Moderation): soft, so the audit log keeps what it said. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_item_idx').on(t.itemId, t.createdAt.desc()),
    uniqueIndex('reviews_order_uq')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ]
);

/** Photos attached to a review (shown on business reviews); the pictures live in the images table. */
export const reviewImages = pgTable(
  'review_images',
  {
    id: serial().primaryKey(),
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    imageId: integer()
      .notNull()
      .references(() => images.id),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index('review_images_review_idx').on(t.reviewId, t.sortOrder)]
);
