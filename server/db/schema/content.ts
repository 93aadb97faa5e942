import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contentCategory, provisionCategory } from './enums';
import { images } from './images';

/** Magazines and guides (SPEC.md §3 Content). */
export const contents = pgTable('contents', {
  id: serial().primaryKey(),
  category: contentCategory().notNull(),
  name: text().notNull(),
  summary: text().notNull(),
  img1Id: integer().notNull().references(() => images.id),
  img2Id: integer().references(() => images.id),
  link1: text(),
  link2: text(),
  htmlContent: text().notNull(),
  publishedAt: timestamp({ withTimezone: true }).notNull(),
}, (t) => [index('contents_published_idx').on(t.category, t.publishedAt.desc())]);

export const notices = pgTable('notices', {
  id: serial().primaryKey(),
  title: text().notNull(),
  htmlContent: text().notNull(),
  isImportant: boolean().notNull().default(false),
  publishedAt: timestamp({ withTimezone: true }).notNull(),
}, (t) => [index('notices_published_idx').on(t.publishedAt.desc())]);

/** Terms, versioned: the newest effective version of a category is the one shown and agreed to. */
export const provisions = pgTable('provisions', {
  id: serial().primaryKey(),
  category: provisionCategory().notNull(),
  title: text().notNull(),
  version: text().notNull(),
  isRequired: boolean().notNull(),
  htmlProvision: text().notNull(),
  effectiveAt: timestamp({ withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('provisions_category_version_uq').on(t.category, t.version)]);

export const lineBanners = pgTable('line_banners', {
  id: serial().primaryKey(),
  text: text().notNull(),
  linkUrl: text().notNull(),
  tone: text().notNull().default('brand'),
  sortOrder: smallint().notNull().default(0),
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Experiments (model list, item detail, recommender): variants with weights; a visitor's variant
 * is a stable hash of the anonymous id, so it needs no row per visitor.
 */
export const featureFlags = pgTable('feature_flags', {
  id: serial().primaryKey(),
  key: text().notNull(),
  description: text().notNull(),
  isEnabled: boolean().notNull().default(true),
  variants: jsonb().$type<{ name: string; weight: number }[]>().notNull(),
  /** Anonymous-id prefixes or user ids left out of the experiment (internal testers). */
  excludedAnonIds: jsonb().$type<string[]>().notNull().default([]),
}, (t) => [uniqueIndex('feature_flags_key_uq').on(t.key)]);
