/** @jest-environment node */
import { isSharedRequest, sharedCacheControl, SHARED_FAMILIES } from '@/server/ssr/sharedPages';
import { banPattern } from '@/server/cluster/sharedCachePurge';
import { pageTable } from '@/server/ssr/pageTable';

const get = (headers: Record<string, string> = {}, url = '/models/3') => ({ method: 'GET', url, headers });

describe('which requests get a shared page (docs/operations.md §10 What the shared cache keeps)', () => {
  it('a visitor without a session, whatever other cookies it sends', () => {
    expect(isSharedRequest(get())).toBe(true);
    expect(isSharedRequest(get({ cookie: 'aid=sealed; _ga=GA1.1' }))).toBe(true);
    expect(isSharedRequest(get({ cookie: '__Host-aid=sealed' }))).toBe(true);
  });

  it("not a member (session or refresh cookie, either spelling, or the session header), a page's data or a POST", () => {
    for (const cookie of ['sid=x', 'rid=x', '__Host-sid=x', 'aid=a; __Host-rid=x'])
      expect(isSharedRequest(get({ cookie }))).toBe(false);
    expect(isSharedRequest(get({ 'x-rm-session': 'token' }))).toBe(false);
    expect(isSharedRequest(get({ 'x-nextjs-data': '1' }))).toBe(false);
    expect(isSharedRequest(get({}, '/_next/data/build/models/3.json'))).toBe(false);
    expect(isSharedRequest({ method: 'POST', url: '/models/3', headers: {} })).toBe(false);
  });

  it('member pages are never shared, and each family has its lifetime', () => {
    for (const [route, definition] of Object.entries(pageTable)) {
      if ('access' in definition && definition.access === 'member')
        expect([route, 'shared' in definition]).toEqual([route, false]);
    }
    expect(sharedCacheControl('item')).toBe(
      `public, max-age=0, s-maxage=${SHARED_FAMILIES.item.sMaxAge}, stale-while-revalidate=${SHARED_FAMILIES.item.staleWhileRevalidate}`
    );
  });
});

describe('the ban of a path', () => {
  it('matches the page, its query strings and the pages under it, nothing else', () => {
    const ban = new RegExp(banPattern('/nearby_store/12'));
    for (const url of ['/nearby_store/12', '/nearby_store/12?tab=2', '/nearby_store/12/list?sort=new'])
      expect([url, ban.test(url)]).toEqual([url, true]);
    for (const url of ['/nearby_store/123', '/nearby_store/1', '/x/nearby_store/12'])
      expect([url, ban.test(url)]).toEqual([url, false]);
    const home = new RegExp(banPattern('/'));
    expect(['/', '/?ref=a', '/models/1'].map((u) => home.test(u))).toEqual([true, true, false]);
  });

  it('escapes what a regex would read', () => {
    expect(banPattern('/a.b(c)')).toBe('^/a\\.b\\(c\\)(/|\\?|$)');
  });
});
