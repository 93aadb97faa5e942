import type { Db } from '../db/client';
import {
  buildSitemapIndex,
  openSitemapChunk,
  parseSitemapFileName,
  type SitemapOptions,
} from '../domain/seo/sitemapService';
import { notFoundAnswer, type TextAnswer } from './sitemapStream';

const XML_TYPE = 'application/xml; charset=utf-8';
// Crawlers fetch these a few times a day; an hour's staleness costs nothing and spares the database.
const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/** GET /sitemap.xml: the sitemap index. */
export async function sitemapIndexAnswer(db: Db, options: SitemapOptions): Promise<TextAnswer> {
  return {
    status: 200,
    headers: { 'content-type': XML_TYPE, 'cache-control': CACHE },
    body: await buildSitemapIndex(db, options),
  };
}

/** GET /sitemaps/{source}-{n}.xml: one chunk, streamed; 404 for a name or chunk that has no URL. */
export async function sitemapChunkAnswer(db: Db, fileName: string, options: SitemapOptions): Promise<TextAnswer> {
  const ref = parseSitemapFileName(fileName);
  const body = ref ? await openSitemapChunk(db, ref, options) : null;
  if (!body) return notFoundAnswer('사이트맵 파일을 찾을 수 없어요.');
  return { status: 200, headers: { 'content-type': XML_TYPE, 'cache-control': CACHE }, body };
}
