/** @jest-environment node */
import type { SerializedApiError } from '@/api/errors';
import { failureStatus } from '@/server/ssr/pageLoader';
import { homePage, keywordsPage, recommendationPage, searchPage } from '@/server/ssr/pages/discoveryPages';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const error = (code: SerializedApiError['code']): SerializedApiError => ({ code, message: '' });

describe('the discovery pages (server/ssr/pages/discoveryPages.ts)', () => {
  it('/recommendations/{category}: a bad key is no page; an upper-case one moves, for good, to its lower-case address', () => {
    expect(recommendationPage.params.safeParse({ category: '스키' }).success).toBe(false);
    expect(recommendationPage.params.safeParse({ category: '1road' }).success).toBe(false);
    const upper = recommendationPage.params.parse({ category: 'SKI' });
    expect(recommendationPage.redirect?.(upper)).toEqual({ destination: '/recommendations/ski', permanent: true });
    const lower = recommendationPage.params.parse({ category: 'ski' });
    expect(recommendationPage.redirect?.(lower)).toBeNull();
    expect(recommendationPage.props?.(lower, testStore().store.getState(), {} as never)).toEqual({
      categoryKey: 'ski',
    });
    expect(failureStatus(error('NOT_FOUND'), recommendationPage)).toBe('notFound');
    expect(failureStatus(error('INTERNAL'), recommendationPage)).toBe(503);
  });

  it('/search: a refused search is a 400 that still renders, our own failure a 503, never a 404', () => {
    expect(failureStatus(error('INVALID_INPUT'), searchPage)).toBe(400);
    expect(failureStatus(error('BAD_REQUEST'), searchPage)).toBe(400);
    expect(failureStatus(error('NOT_FOUND'), searchPage)).toBe(503);
    expect(searchPage.params.parse({ keyword: [' 브롬톤 ', 'x'], f: 'brand:brompton' })).toEqual({
      hasRequest: true,
      request: {
        keyword: '브롬톤',
        dealType: 'RENTAL',
        sort: 'RECOMMEND',
        filters: [{ key: 'brand', value: 'brompton' }],
      },
    });
  });

  it('the bare /search renders 200 whatever its popular keywords did; a search reports its failure', async () => {
    const failing = () =>
      fakeResponse({
        data: null,
        errors: [{ message: '일시적인 오류가 발생했어요.', extensions: { code: 'INTERNAL' } }],
      });
    const bare = searchPage.params.parse({});
    expect(await searchPage.load!(testStore(failing).store, bare, {} as never)).toBeUndefined();
    const named = searchPage.params.parse({ keyword: '브롬톤' });
    expect(await searchPage.load!(testStore(failing).store, named, {} as never)).toMatchObject({
      meta: { requestStatus: 'rejected' },
    });
  });

  it('/ is never a 404; /keywords is, for an unknown landing', () => {
    expect(failureStatus(error('NOT_FOUND'), homePage)).toBe(503);
    expect(failureStatus(error('NOT_FOUND'), keywordsPage)).toBe('notFound');
    expect(keywordsPage.params.parse({ keyword: '  ' })).toEqual({ keyword: null });
    expect(
      keywordsPage.props?.(
        keywordsPage.params.parse({ keyword: ' 브롬톤 ' }),
        testStore().store.getState(),
        {} as never
      )
    ).toEqual({ isLanding: true });
  });

  it('each page loads in one operation', async () => {
    const { store, transport } = testStore(() =>
      fakeResponse({ data: { me: null, popularKeywords: [], keywordPages: [] } })
    );
    await keywordsPage.load!(store, { keyword: null }, {} as never);
    await searchPage.load!(store, searchPage.params.parse({}), {} as never);
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['pb_keywordsPage', 'pb_searchPage']);
  });
});
