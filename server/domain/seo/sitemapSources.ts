import { and, asc, eq, gt, isNull, lte, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import {
  brands,
  communityBoards,
  communityPosts,
  contents,
  items,
  keywordPages,
  models,
  businesses,
} from '@/server/db/schema';
import {
  brandPath,
  communityBoardPath,
  communityPostPath,
  contentPath,
  itemPath,
  keywordLandingPath,
  businessPath,
} from './paths';
import { businessNotSuspended } from '../business/businessRow';

/**
 * What the sitemap lists, per source. A source is cut into chunk files by id range: chunk k holds
 * the rows with id in (k·size, (k+1)·size]. So a chunk never exceeds the chunk size, an item stays in
 * the same file for its whole life (crawlers revisit only the files whose lastmod moved), and every
 * chunk is one primary-key range scan: no OFFSET, however many rows there are. Chunks whose rows
 * are all gone (hidden items, gaps in ids) are simply not listed.
 */
export const SITEMAP_SOURCES = [
  'pages',
  'models',
  'items',
  'keywords',
  'businesses',
  'contents',
  'brands',
  'boards',
  'community',
] as const;
export type SitemapSource = (typeof SITEMAP_SOURCES)[number];

/** One `<url>`: a site path (made absolute with SITE_URL when written) and its last change, if known. */
export type SitemapEntry = { id: number; path: string; lastmod: Date | null };

/** A non-empty chunk of a source (0-based) and the newest lastmod of its rows. */
export type SitemapChunk = { chunk: number; lastmod: Date | null };

/**
 * The public, indexable screens that are not a row of a table: the catalogue's entry points, the
 * business map, magazines, promotions, terms and the information pages. Personal pages (the
 * recommendations, the member area) and the onboarding step are left out.
 */
export const STATIC_PAGE_PATHS = [
  '/',
  '/search',
  '/keywords',
  '/bikes/commerce',
  '/used_item/list',
  '/notices',
  '/nearby_store/map',
  '/recommends',
  '/community',
  '/promotions/brand_sale',
  '/promotions/brand_sale/list',
  '/promotions/card_benefit',
  '/promotions/introduce_lease',
  '/promotions/lite_pay',
  '/provisions',
  '/provisions/service',
  '/provisions/privacy',
  '/provisions/marketing',
  '/provisions/location',
  '/call_info',
  '/cancel_info',
  '/item_semi_info',
  '/note_info',
  '/qna_info',
] as const;

type IdRange = { afterId: number; lastId: number; limit: number };

type SourceDef = {
  chunks(db: Db, chunkSize: number): Promise<SitemapChunk[]>;
  /** Entries with afterId < id ≤ lastId, by id, at most `limit`. */
  entries(db: Db, range: IdRange): Promise<SitemapEntry[]>;
};

/** Chunks of a table: one grouped scan, which PostgreSQL answers from the primary key and the filter. */
async function tableChunks(
  db: Db,
  table: PgTable,
  id: PgColumn,
  chunkSize: number,
  where: SQL | undefined,
  lastmod: PgColumn | null
): Promise<SitemapChunk[]> {
  // The size is an integer we validated (never user text): inlined so the grouped expression is one.
  const size = sql.raw(String(Math.trunc(chunkSize)));
  const chunk = sql<number>`(${id} - 1) / ${size}`.mapWith(Number);
  const rows = await db
    .select({ chunk, lastmod: lastmod ? max(lastmod) : sql<null>`null` })
    .from(table)
    .where(where)
    .groupBy(chunk)
    .orderBy(chunk);
  return rows.map((row) => ({ chunk: row.chunk, lastmod: toDate(row.lastmod) }));
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}

const inRange = (id: PgColumn, range: IdRange) => and(gt(id, range.afterId), lte(id, range.lastId));

// Only items a shopper can act on are worth a crawl: hidden and sold-out ones answer 404 or 품절.
const itemIsListed = and(eq(items.status, 'AVAILABLE'), businessNotSuspended(items.businessId));

const SOURCES: Record<SitemapSource, SourceDef> = {
  pages: {
    chunks: async (_db, chunkSize) => {
      const count = Math.ceil(STATIC_PAGE_PATHS.length / chunkSize);
      return Array.from({ length: count }, (_, chunk) => ({ chunk, lastmod: null }));
    },
    entries: async (_db, range) =>
      STATIC_PAGE_PATHS.map((path, index) => ({ id: index + 1, path, lastmod: null }))
        .filter((entry) => entry.id > range.afterId && entry.id <= range.lastId)
        .slice(0, range.limit),
  },
  models: {
    chunks: (db, size) => tableChunks(db, models, models.id, size, undefined, models.createdAt),
    entries: async (db, range) => {
      const rows = await db
        .select({ id: models.id, lastmod: models.createdAt })
        .from(models)
        .where(inRange(models.id, range))
        .orderBy(asc(models.id))
        .limit(range.limit);
      return rows.map((row) => ({ id: row.id, path: `/models/${row.id}`, lastmod: row.lastmod }));
    },
  },
  items: {
    chunks: (db, size) => tableChunks(db, items, items.id, size, itemIsListed, items.updatedAt),
    entries: async (db, range) => {
      const rows = await db
        .select({ id: items.id, lastmod: items.updatedAt })
        .from(items)
        .where(and(itemIsListed, inRange(items.id, range)))
        .orderBy(asc(items.id))
        .limit(range.limit);
      return rows.map((row) => ({ id: row.id, path: itemPath(row.id), lastmod: row.lastmod }));
    },
  },
  keywords: {
    // Keyword landings have no timestamp of their own: no lastmod rather than a made-up one.
    chunks: (db, size) => tableChunks(db, keywordPages, keywordPages.id, size, undefined, null),
    entries: async (db, range) => {
      const rows = await db
        .select({ id: keywordPages.id, keyword: keywordPages.keyword })
        .from(keywordPages)
        .where(inRange(keywordPages.id, range))
        .orderBy(asc(keywordPages.id))
        .limit(range.limit);
      return rows.map((row) => ({ id: row.id, path: keywordLandingPath(row.keyword), lastmod: null }));
    },
  },
  businesses: {
    // Every business has a profile page (/nearby_store/{id}); a business row has no update time, so its creation is the lastmod.
    // A suspended business's page answers 404 (docs/product.md §10 Suspension): not listed meanwhile.
    chunks: (db, size) =>
      tableChunks(db, businesses, businesses.id, size, isNull(businesses.suspendedAt), businesses.createdAt),
    entries: async (db, range) => {
      const rows = await db
        .select({ id: businesses.id, lastmod: businesses.createdAt })
        .from(businesses)
        .where(and(isNull(businesses.suspendedAt), inRange(businesses.id, range)))
        .orderBy(asc(businesses.id))
        .limit(range.limit);
      return rows.map((row) => ({ id: row.id, path: businessPath(row.id), lastmod: row.lastmod }));
    },
  },
  contents: {
    // A content scheduled for later answers 404 until it is published: not listed before then.
    chunks: (db, size) => tableChunks(db, contents, contents.id, size, contentIsPublished(), contents.publishedAt),
    entries: async (db, range) => {
      const rows = await db
        .select({ id: contents.id, lastmod: contents.publishedAt })
        .from(contents)
        .where(and(contentIsPublished(), inRange(contents.id, range)))
        .orderBy(asc(contents.id))
        .limit(range.limit);
      return rows.map((row) => ({ id: row.id, path: contentPath(row.id), lastmod: row.lastmod }));
    },
  },
  brands: {
    chunks: (db, size) => tableChunks(db, brands, brands.id, size, undefined, null),
    entries: async (db, range) => {
      const rows = await db
        .select({ id: brands.id, key: brands.key })
        .from(brands)
        .where(inRange(brands.id, range))
        .orderBy(asc(brands.id))
        .limit(range.limit);
      return rows.map((row) => ({ id: row.id, path: brandPath(row.key), lastmod: null }));
    },
  },
  boards: {
    chunks: async (db, chunkSize) => {
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(communityBoards);
      return Array.from({ length: Math.ceil(n / chunkSize) }, (_, chunk) => ({ chunk, lastmod: null }));
    },
    entries: boardEntries,
  },
  community: {
    chunks: (db, size) =>
      tableChunks(db, communityPosts, communityPosts.id, size, postIsShown, communityPosts.updatedAt),
    entries: async (db, range) => {
      const rows = await db
        .select({ id: communityPosts.id, board: communityPosts.boardCode, lastmod: communityPosts.updatedAt })
        .from(communityPosts)
        .where(and(postIsShown, inRange(communityPosts.id, range)))
        .orderBy(asc(communityPosts.id))
        .limit(range.limit);
      return rows.map((row) => ({ id: row.id, path: communityPostPath(row.board, row.id), lastmod: row.lastmod }));
    },
  },
};

// Only posts a visitor can read: deleted ones answer 404 and reported ones are hidden pending review.
const postIsShown = and(eq(communityPosts.isDeleted, false), isNull(communityPosts.hiddenAt));

/** Boards are a handful of rows keyed by code: numbered 1… in their order, all in chunk 0. */
async function boardEntries(db: Db, range: IdRange): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ code: communityBoards.code })
    .from(communityBoards)
    .orderBy(asc(communityBoards.sortOrder), asc(communityBoards.code));
  return rows
    .map((row, index) => ({ id: index + 1, path: communityBoardPath(row.code), lastmod: null }))
    .filter((entry) => entry.id > range.afterId && entry.id <= range.lastId)
    .slice(0, range.limit);
}

const contentIsPublished = () => lte(contents.publishedAt, new Date());

export function sitemapSource(source: SitemapSource): SourceDef {
  return SOURCES[source];
}
