import { absoluteUrl, escapeXml, w3cDatetime } from '@/server/domain/seo/xml';
import { keywordLandingPath } from '@/server/domain/seo/paths';
import { parseSitemapFileName, sitemapFileName } from '@/server/domain/seo/sitemapService';
import { sitemapSource, STATIC_PAGE_PATHS } from '@/server/domain/seo/sitemapSources';
import type { Db } from '@/server/db/client';

describe('sitemap XML escaping', () => {
  it('escapes the five XML specials, & first so nothing is escaped twice', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('keeps Korean text and plain URLs as they are', () => {
    expect(escapeXml('https://www.ridemarket.kr/models/12')).toBe('https://www.ridemarket.kr/models/12');
    expect(escapeXml('브롬톤 접이식')).toBe('브롬톤 접이식');
  });

  it('writes a keyword landing URL that is valid inside <loc>: percent-encoded keyword, & escaped', () => {
    const path = keywordLandingPath('자전거 & 헬멧');
    expect(path).toBe('/keywords?keyword=%EC%9E%90%EC%A0%84%EA%B1%B0%20%26%20%ED%97%AC%EB%A9%A7');
    expect(escapeXml(absoluteUrl('https://x.kr', `${path}&from=sitemap`))).toContain(
      '%ED%97%AC%EB%A9%A7&amp;from=sitemap'
    );
  });

  it('writes lastmod as a W3C datetime in UTC to the second', () => {
    expect(w3cDatetime(new Date('2025-03-01T09:30:15.123+09:00'))).toBe('2025-03-01T00:30:15Z');
    expect(w3cDatetime('2025-12-31T23:59:59.000Z')).toBe('2025-12-31T23:59:59Z');
  });

  it('joins the site origin and a path with exactly one slash', () => {
    expect(absoluteUrl('https://www.ridemarket.kr/', '/search')).toBe('https://www.ridemarket.kr/search');
    expect(absoluteUrl('https://www.ridemarket.kr', 'notices')).toBe('https://www.ridemarket.kr/notices');
  });
});

describe('sitemap chunk file names', () => {
  it('round-trips a source and a 0-based chunk through a 1-based file name', () => {
    expect(sitemapFileName({ source: 'items', chunk: 0 })).toBe('items-1.xml');
    expect(parseSitemapFileName('items-1.xml')).toEqual({ source: 'items', chunk: 0 });
    expect(parseSitemapFileName('keywords-12.xml')).toEqual({ source: 'keywords', chunk: 11 });
  });

  it('rejects anything that is not a chunk we write', () => {
    for (const name of [
      'items-0.xml',
      'items-01.xml',
      'users-1.xml',
      'items-1.xml.gz',
      '../items-1.xml',
      'items-1',
      'items-9999999999.xml',
      '',
    ]) {
      expect(parseSitemapFileName(name)).toBeNull();
    }
  });
});

describe('sitemap chunking of the static pages', () => {
  const noDb = {} as Db;
  const pages = sitemapSource('pages');

  it('lists the public entry points, once each, and no personal or member page', () => {
    expect(STATIC_PAGE_PATHS).toEqual(
      expect.arrayContaining([
        '/',
        '/search',
        '/bikes/commerce',
        '/nearby_store/map',
        '/recommends',
        '/promotions/brand_sale',
        '/provisions/privacy',
        '/qna_info',
        '/cancel_info',
      ])
    );
    expect(new Set(STATIC_PAGE_PATHS).size).toBe(STATIC_PAGE_PATHS.length);
    expect(
      STATIC_PAGE_PATHS.filter((p) => /^\/(user|login|registration|recommendations)|onboarding|payment/.test(p))
    ).toEqual([]);
  });

  it('cuts them into ceil(n / size) chunks that never exceed the chunk size', async () => {
    for (const size of [1, 2, 4, 6, 50_000]) {
      const chunks = await pages.chunks(noDb, size);
      expect(chunks).toHaveLength(Math.ceil(STATIC_PAGE_PATHS.length / size));
      const seen: string[] = [];
      for (const { chunk } of chunks) {
        const entries = await pages.entries(noDb, { afterId: chunk * size, lastId: (chunk + 1) * size, limit: size });
        expect(entries.length).toBeGreaterThan(0);
        expect(entries.length).toBeLessThanOrEqual(size);
        seen.push(...entries.map((e) => e.path));
      }
      expect(seen).toEqual([...STATIC_PAGE_PATHS]);
    }
  });
});
