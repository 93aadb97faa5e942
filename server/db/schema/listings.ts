import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { items, models } from './catalog';
import { images } from './images';
import { users } from './users';

/**
 * The photos of a business's own listing, in the order the seller put them (docs/product.md §4
 * Listings): the first is the cover and is also kept as items.image_id, so every list that shows
 * one picture keeps reading that column.
 */
export const itemImages = pgTable(
  'item_images',
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    imageId: integer()
      .notNull()
      .references(() => images.id),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index('item_images_item_idx').on(t.itemId, t.sortOrder), uniqueIndex('item_images_image_uq').on(t.imageId)]
);

/**
 * A listing whose model is not in the catalogue ("모델 없음"): what the seller said it is, kept for
 * the operator, who may later add the model and attach it (modelId set, resolvedAt stamped).
 */
export const modelRequests = pgTable(
  'model_requests',
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id),
    requestedBy: integer()
      .notNull()
      .references(() => users.id),
    brandName: text().notNull(),
    modelName: text().notNull(),
    modelYear: smallint(),
    modelId: integer().references(() => models.id),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('model_requests_item_uq').on(t.itemId), index('model_requests_open_idx').on(t.resolvedAt, t.id)]
);
