import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { items, models, reviews } from './catalog';
import { businesses } from './businesses';
import { users } from './users';

/** A member's saved item, with the lowest-price alarm switched on or off (docs/product.md §3 Item bookmark). */
export const itemBookmarks = pgTable(
  'item_bookmarks',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    isLowestPriceAlarm: boolean().notNull().default(false),
    /** The lowest price the member has seen since saving it; an alarm fires only below it. */
    lowestSeenPrice: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('item_bookmarks_item_idx').on(t.itemId)]
);

/** A member's saved model; its alarm fires when any business's price of the model drops. */
export const modelBookmarks = pgTable(
  'model_bookmarks',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    isLowestPriceAlarm: boolean().notNull().default(false),
    /** The model's lowest business price the member has seen since saving it. */
    lowestSeenPrice: integer(),
    /**
     * EVERY_DROP: each new lowest is announced (가격이 내려갈 때마다); ALL_TIME_LOW: only a price below
     * the lowest of the model's kept history (역대 최저가가 되면; docs/product.md §4 Bookmarks).
     */
    alarmMode: text().notNull().default('EVERY_DROP'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.modelId] }),
    index('model_bookmarks_model_idx').on(t.modelId),
    check('model_bookmarks_alarm_mode', sql`${t.alarmMode} IN ('EVERY_DROP', 'ALL_TIME_LOW')`),
  ]
);

/** "도움이 돼요" on a review: one row per member and review; reviews.helpfulCount is kept in step. */
export const reviewHelpfuls = pgTable(
  'review_helpfuls',
  {
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_helpfuls_user_idx').on(t.userId)]
);

/** A member's saved business (docs/product.md §3 Bookmarks: businessBookmarks). */
export const businessBookmarks = pgTable(
  'business_bookmarks',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] }), index('business_bookmarks_business_idx').on(t.businessId)]
);

/**
 * A member's saved places for the nearby-business map (docs/product.md §3 Nearby business map: userLocation). A named place ("집",
 * "회사") centers the map there at zoom 15; an unnamed one (the last position used) does not.
 */
export const userLocations = pgTable(
  'user_locations',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text(),
    address1: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    isSelected: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_locations_user_idx').on(t.userId, t.createdAt)]
);
