import { doublePrecision, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { categories, items, models } from './catalog';

/**
 * "Viewed together" scores between models, rebuilt from visit and interaction events by a job
 * (server/jobs): the recommender reads a few rows per model instead of scanning a million events
 * on every request.
 */
export const modelAffinities = pgTable(
  'model_affinities',
  {
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    relatedModelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    score: doublePrecision().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.relatedModelId] }),
    index('model_affinities_rank_idx').on(t.modelId, t.score.desc()),
  ]
);

/**
 * Model page views of the popularity window, counted by the same job: the recommender's popularity
 * order reads one row per model instead of aggregating hundreds of thousands of visits per request.
 */
export const modelPopularity = pgTable('model_popularity', {
  modelId: integer()
    .primaryKey()
    .references(() => models.id, { onDelete: 'cascade' }),
  views: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The popularity ranking of each category, refreshed by a job (server/jobs/recommendationRepresentatives.ts):
 * one available item per model (the most reviewed, then the best rated, then the cheapest) and every
 * model-less service on its own, best first, at most the recommender's pool per category. A
 * /recommendations page reads a few hundred indexed rows instead of ranking the whole category.
 */
export const categoryRepresentatives = pgTable(
  'category_representatives',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** 1 = the category's most popular representative. */
    position: integer().notNull(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    modelId: integer().references(() => models.id, { onDelete: 'cascade' }),
    reviewCount: integer().notNull(),
    ratingAvg: doublePrecision(),
    price: integer().notNull(),
    /** Model page views of the popularity window (model_popularity) when the ranking was made. */
    views: integer().notNull(),
    score: doublePrecision().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.position] })]
);
