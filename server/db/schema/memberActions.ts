import { boolean, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { items, models, reviews } from './catalog';
import { users } from './users';

/** A member's saved item, with the lowest-price alarm switched on or off (SPEC.md §3 Item bookmark). */
export const itemBookmarks = pgTable('item_bookmarks', {
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  itemId: integer().notNull().references(() => items.id, { onDelete: 'cascade' }),
  isLowestPriceAlarm: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('item_bookmarks_item_idx').on(t.itemId)]);

/** A member's saved model; its alarm fires when any store's price of the model drops. */
export const modelBookmarks = pgTable('model_bookmarks', {
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  modelId: integer().notNull().references(() => models.id, { onDelete: 'cascade' }),
  isLowestPriceAlarm: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.modelId] }), index('model_bookmarks_model_idx').on(t.modelId)]);

/** "도움이 돼요" on a review: one row per member and review; reviews.helpfulCount is kept in step. */
export const reviewHelpfuls = pgTable('review_helpfuls', {
  reviewId: integer().notNull().references(() => reviews.id, { onDelete: 'cascade' }),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_helpfuls_user_idx').on(t.userId)]);
