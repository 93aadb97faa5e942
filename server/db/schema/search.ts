import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { dealType, deliveryType, itemCondition, itemStatus } from './enums';
import { items } from './catalog';

/**
 * One narrow row per item with what a broad search reads (server/domain/search/searchSql.ts): its
 * listing columns, its filters' columns and its precomputed rank. A broad word ("로드", "트렉")
 * matches ten thousand items or more; reading them from `items`, whose rows carry descriptions and
 * gift HTML, cost fifty to a hundred milliseconds of heap per search, the same rows here a tenth.
 *
 * Kept by a trigger on items (migration 0010), so it is never behind what a seller just listed or
 * sold. searchText and searchChosung are filled only for items without a model (services): those
 * are found by their own name; every other item of a broad search is found by its model.
 */
export const itemSearchRows = pgTable(
  'item_search_rows',
  {
    /** The item's id. */
    id: integer()
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    status: itemStatus().notNull(),
    dealType: dealType().notNull(),
    categoryId: integer().notNull(),
    modelId: integer(),
    businessId: integer().notNull(),
    condition: itemCondition().notNull(),
    price: integer().notNull(),
    deliveryTypes: deliveryType().array().notNull(),
    isLeaseAvailable: boolean().notNull(),
    usedGrade: text(),
    reviewCount: integer().notNull(),
    ratingAvg: doublePrecision(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    searchText: text().notNull(),
    searchChosung: text().notNull(),
    /**
     * The item's own part of 추천순 (server/domain/search/textMatch.ts recommendScoreSql): reviews on a
     * log scale and the rating. Precomputed with the row, so ranking a broad word reads one column.
     */
    searchRank: doublePrecision().generatedAlwaysAs(
      sql`0.6 * least(ln(1 + review_count) / ln(101), 1) + 0.4 * coalesce(rating_avg, 0) / 5`
    ),
  },
  (t) => [
    index('item_search_rows_listing_idx')
      .on(t.dealType, t.categoryId, t.searchRank.desc(), t.id)
      .where(sql`${t.status} = 'AVAILABLE'`),
    index('item_search_rows_model_idx').on(t.modelId, t.dealType),
  ]
);
