/**
 * The discovery pages' getServerSideProps end to end (server/ssr/pages/discoveryPages.ts through
 * loadPage): identity, the one operation through the in-process item service on a real database,
 * the status rules and what the page hands the browser.
 */
import { captureVisitPages } from '@/server/db/schema';
import { recommendationPageCacheKey } from '@/server/ssr/recommendationPageCache';
import type { ShellProps } from '@/lib/shell';
import { anonIdIn } from '../recommendation/recommendationHarness';

import type { PageRoute } from '@/server/ssr/pageTable';
import { pageContextFor, usePageHarness } from '../../support/pageHarness';
import { testDbKinds } from '../../support/testDb';

type Props = { categoryKey?: string; isLanding?: boolean };

describe.each(testDbKinds())('discovery pages through the page table on %s', (kind) => {
  const harness = usePageHarness(kind);
  const { operations } = harness;
  const render = (route: PageRoute, url: string, params?: Record<string, string>) =>
    harness.render<Props>(route, url, params);

  it('/ sends one operation and hands over the home sections and banners, nothing of a visitor', async () => {
    const { result, status, state } = await render('/', '/');
    expect(status).toBe(200);
    expect(operations).toEqual(['pb_homePage']);
    expect(Object.keys(state).sort()).toEqual(['home', 'lineBanner']);
    expect(result.props).toHaveProperty('shell');
  });

  it('/search sends one operation; the bare /search brings popular keywords only', async () => {
    const named = await render('/search', '/search?keyword=%EB%B8%8C%EB%A1%AC%ED%86%A4');
    expect(named.status).toBe(200);
    expect(operations).toEqual(['pb_searchPage']);
    expect(named.state).toMatchObject({ search: { status: 'succeeded', searchedKeyword: '브롬톤' } });
    operations.length = 0;
    const bare = await render('/search', '/search');
    expect(operations).toEqual(['pb_searchPage']);
    expect(bare.state).toMatchObject({ search: { status: 'idle' } });
    expect((bare.state.search as { popularKeywords: unknown[] }).popularKeywords.length).toBeGreaterThan(0);
  });

  it('/search answers 400 for a filter the service refuses, still rendered', async () => {
    const { status, result, state } = await render(
      '/search',
      `/search?keyword=a&f=${encodeURIComponent('nosuchfilter:1')}`
    );
    expect(result.props).toBeDefined();
    expect(status).toBe(400);
    expect(state).toMatchObject({ search: { status: 'failed', error: { code: 'INVALID_INPUT' } } });
  });

  it('/keywords lists the landings; an unknown landing is a 404', async () => {
    const list = await render('/keywords', '/keywords');
    expect(operations).toEqual(['pb_keywordsPage']);
    expect(list.result.props?.isLanding).toBe(false);
    expect((list.state.keyword as { pages: unknown[] }).pages.length).toBeGreaterThan(0);
    const missing = await render('/keywords', '/keywords?keyword=%EC%97%86%EB%8A%94%ED%82%A4%EC%9B%8C%EB%93%9C');
    expect(missing.result.notFound).toBe(true);
  });

  it('/recommendations/{category}: one operation with the variant; SKI moves to ski; a bad key is a 404', async () => {
    const page = await render('/recommendations/[category]', '/recommendations/road', { category: 'road' });
    expect(page.status).toBe(200);
    expect(operations).toEqual(['pb_recommendationPage']);
    expect(page.result.props?.categoryKey).toBe('road');
    expect(Object.keys(page.state).sort()).toEqual(['categoryRecommendation', 'featureFlag']);
    expect(page.state.featureFlag).toMatchObject({ status: 'succeeded' });
    operations.length = 0;
    const upper = await render('/recommendations/[category]', '/recommendations/SKI', { category: 'SKI' });
    expect(upper.result.redirect).toEqual({ destination: '/recommendations/ski', permanent: true });
    expect(
      (await render('/recommendations/[category]', '/recommendations/%EC%8A%A4%ED%82%A4', { category: '스키' })).result
        .notFound
    ).toBe(true);
    expect(operations).toEqual([]);
  });

  it('/recommendations/{category} keeps one cached page per recommender variant for newcomers, none once they have browsed', async () => {
    delete process.env.PAGE_CACHE;
    try {
      const keyFor = (anonId: string) => {
        const shell: ShellProps = { anonId, isCrawler: false, isMobile: true, siteUrl: 'http://localhost' };
        return recommendationPageCacheKey(pageContextFor('/recommendations/road', { category: 'road' }), shell);
      };
      // Hex salts: the page cache keeps pages only for UUID-shaped anonymous ids.
      const salt = kind === 'pglite' ? 'a' : 'b';
      const a = anonIdIn('A', `${salt}1`);
      const b = anonIdIn('B', `${salt}2`);
      expect(await keyFor(a)).toMatch(/\|A$/);
      expect(await keyFor(b)).toMatch(/\|B$/);
      expect(await keyFor(anonIdIn('A', `${salt}3`))).toBe(await keyFor(a));
      await harness
        .db()
        .insert(captureVisitPages)
        .values({ anonyId: b, modelId: 1, url: '/models/1', pageName: 'model_detail' });
      expect(await keyFor(b)).toBeNull();
    } finally {
      process.env.PAGE_CACHE = 'off';
    }
  });
});
