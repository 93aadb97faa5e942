import type { Db } from '@/server/db/client';
import { SITEMAP_SOURCES, sitemapSource, type SitemapEntry, type SitemapSource } from './sitemapSources';
import { absoluteUrl, escapeXml, w3cDatetime } from './xml';

/**
 * /sitemap.xml (a sitemap index) and its chunk files /sitemaps/{source}-{n}.xml (issue 4).
 * The protocol caps a sitemap at 50,000 URLs; chunk files are streamed in pages of rows, so a chunk
 * of 50,000 items never sits in memory as one query result.
 */
export const SITEMAP_CHUNK_SIZE = 50_000;
/** Rows per query while a chunk is streamed (keyset by id inside the chunk's id range). */
export const SITEMAP_PAGE_SIZE = 5_000;
/** The largest id of a `serial` column (PostgreSQL int4). */
const MAX_ROW_ID = 2_147_483_647;
/** Public folder of the chunk files (next.config.js rewrites it to the API route). */
export const SITEMAP_CHUNK_FOLDER = '/sitemaps';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export type SitemapOptions = {
  /** Canonical origin, e.g. https://www.ridemarket.kr (SITE_URL). */
  siteUrl: string;
  chunkSize?: number;
  pageSize?: number;
};

export type SitemapChunkRef = { source: SitemapSource; chunk: number };

export function sitemapFileName({ source, chunk }: SitemapChunkRef): string {
  return `${source}-${chunk + 1}.xml`;
}

const FILE_NAME = new RegExp(`^(${SITEMAP_SOURCES.join('|')})-([1-9]\\d{0,8})\\.xml$`);

/** The chunk a file name names, or null for anything else (a crawler's guess gets a 404, not an error). */
export function parseSitemapFileName(name: string): SitemapChunkRef | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  return { source: match[1] as SitemapSource, chunk: Number(match[2]) - 1 };
}

function sizeOf(value: number | undefined, fallback: number): number {
  const size = value ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > SITEMAP_CHUNK_SIZE) {
    throw new RangeError(`sitemap size must be an integer in 1..${SITEMAP_CHUNK_SIZE}, got ${size}`);
  }
  return size;
}

function lastmodTag(lastmod: Date | null): string {
  return lastmod ? `<lastmod>${w3cDatetime(lastmod)}</lastmod>` : '';
}

/** The index: one `<sitemap>` per non-empty chunk of every source, with the chunk's newest lastmod. */
export async function buildSitemapIndex(db: Db, options: SitemapOptions): Promise<string> {
  const chunkSize = sizeOf(options.chunkSize, SITEMAP_CHUNK_SIZE);
  const perSource = await Promise.all(
    SITEMAP_SOURCES.map(async (source) => ({ source, chunks: await sitemapSource(source).chunks(db, chunkSize) }))
  );
  const lines = perSource.flatMap(({ source, chunks }) =>
    chunks.map(({ chunk, lastmod }) => {
      const loc = absoluteUrl(options.siteUrl, `${SITEMAP_CHUNK_FOLDER}/${sitemapFileName({ source, chunk })}`);
      return `<sitemap><loc>${escapeXml(loc)}</loc>${lastmodTag(lastmod)}</sitemap>`;
    })
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${lines.join('\n')}\n</sitemapindex>\n`;
}

function urlLines(entries: SitemapEntry[], siteUrl: string): string {
  return entries
    .map(
      (entry) => `<url><loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>${lastmodTag(entry.lastmod)}</url>\n`
    )
    .join('');
}

/**
 * One chunk file as a stream of XML text, or null when the chunk has no URL (an unknown name, a
 * chunk past the end, or one whose rows have all gone since the index was read): the caller answers
 * 404 before it has sent any byte. The first page is read up front for exactly that decision.
 */
export async function openSitemapChunk(
  db: Db,
  ref: SitemapChunkRef,
  options: SitemapOptions
): Promise<AsyncIterable<string> | null> {
  const chunkSize = sizeOf(options.chunkSize, SITEMAP_CHUNK_SIZE);
  const pageSize = sizeOf(options.pageSize, SITEMAP_PAGE_SIZE);
  const source = sitemapSource(ref.source);
  const firstAfter = ref.chunk * chunkSize;
  // Ids are int4 (serial): a chunk starting past the largest one holds nothing, and a bound past it
  // would fail the query instead of finding nothing (a 500 for a guessed file name).
  if (firstAfter >= MAX_ROW_ID) return null;
  const lastId = Math.min((ref.chunk + 1) * chunkSize, MAX_ROW_ID);
  const readPage = (afterId: number) => source.entries(db, { afterId, lastId, limit: pageSize });

  const first = await readPage(firstAfter);
  if (first.length === 0) return null;

  return (async function* stream() {
    yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`;
    let page = first;
    while (page.length > 0) {
      yield urlLines(page, options.siteUrl);
      if (page.length < pageSize) break;
      page = await readPage(page[page.length - 1].id);
    }
    yield '</urlset>\n';
  })();
}
