import type { Db } from '../db/client';
import { streamNaverEp, type NaverEpOptions } from '../domain/seo/naverEpFeed';
import type { TextAnswer } from './sitemapStream';

/**
 * GET /ep/naver.tsv: the Naver Shopping EP 3.0 feed (UTF-8, tab-separated). Naver collects it on a
 * schedule; an hour of caching keeps repeated pulls off the database.
 */
export function naverEpAnswer(db: Db, options: NaverEpOptions): TextAnswer {
  return {
    status: 200,
    headers: {
      'content-type': 'text/tab-separated-values; charset=utf-8',
      'content-disposition': 'inline; filename="naver-ep.tsv"',
      'cache-control': 'public, max-age=3600',
    },
    body: streamNaverEp(db, options),
  };
}
