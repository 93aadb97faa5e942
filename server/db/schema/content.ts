import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contentCategory, provisionCategory } from './enums';
import { images } from './images';

/** Magazines and guides (docs/product.md §3 Content). */
export const contents = pgTable(
  'contents',
  {
    id: serial().primaryKey(),
    category: contentCategory().notNull(),
    name: text().notNull(),
    summary: text().notNull(),
    img1Id: integer()
      .notNull()
      .references(() => images.id),
    img2Id: integer().references(() => images.id),
    link1: text(),
    link2: text(),
    htmlContent: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('contents_published_idx').on(t.category, t.publishedAt.desc())]
);

export const notices = pgTable(
  'notices',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    htmlContent: text().notNull(),
    isImportant: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('notices_published_idx').on(t.publishedAt.desc())]
);

/** Terms, versioned: the newest effective version of a category is the one shown and agreed to. */
export const provisions = pgTable(
  'provisions',
  {
    id: serial().primaryKey(),
    category: provisionCategory().notNull(),
    title: text().notNull(),
    version: text().notNull(),
    isRequired: boolean().notNull(),
    htmlProvision: text().notNull(),
    effectiveAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('provisions_category_version_uq').on(t.category, t.version)]
);

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
export const featureFlags = pgTable(
  'feature_flags',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    description: text().notNull(),
    isEnabled: boolean().notNull().default(true),
    variants: jsonb().$type<{ name: string; weight: number }[]>().notNull(),
    /** Anonymous-id prefixes or user ids left out of the experiment (internal testers). */
    excludedAnonIds: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('feature_flags_key_uq').on(t.key)]
);

/** Editorial sections of the magazine list (/recommends): a title over chosen magazines in order. */
export const magazineSections = pgTable('magazine_sections', {
  id: serial().primaryKey(),
  title: text().notNull(),
  sortOrder: smallint().notNull().default(0),
  isVisible: boolean().notNull().default(true),
});

export const magazineSectionContents = pgTable(
  'magazine_section_contents',
  {
    sectionId: integer()
      .notNull()
      .references(() => magazineSections.id, { onDelete: 'cascade' }),
    contentId: integer()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.contentId] })]
);

/**
 * Information pages written by the operator (/call_info, /cancel_info, /item_semi_info, /note_info,
 * /promotions/lite_pay …): one row per page key, so wording changes without a deploy.
 */
export const infoPages = pgTable(
  'info_pages',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    htmlContent: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('info_pages_key_uq').on(t.key)]
);

/** Questions of the FAQ (/qna_info), grouped by category and searchable. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial().primaryKey(),
    category: text().notNull(),
    question: text().notNull(),
    answerHtml: text().notNull(),
    sortOrder: smallint().notNull().default(0),
    /** normalizeSearchText of question and answer text: the trigram-indexed text of the FAQ search. */
    searchText: text().notNull().default(''),
  },
  (t) => [
    index('faqs_category_idx').on(t.category, t.sortOrder),
    index('faqs_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ]
);
