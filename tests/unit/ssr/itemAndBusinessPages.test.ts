/** @jest-environment node */
// The item and business family's page definitions (server/ssr/pages/itemPages.ts, businessPages.ts):
// the old status rules of each page, and one operation per page load.
import type { GetServerSidePropsContext } from 'next';
import type { SerializedApiError } from '@/api/errors';
import { requestState } from '@/server/auth/requestState';
import { failureStatus } from '@/server/ssr/pageLoader';
import {
  businessReviewsPage,
  nearbyMapPage,
  nearbyOnboardingPage,
  nearbyBusinessPage,
  businessFamousListPage,
  businessItemListPage,
} from '@/server/ssr/pages/businessPages';
import { itemPage } from '@/server/ssr/pages/itemPages';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const error = (code: SerializedApiError['code']): SerializedApiError => ({ code, message: '' });
// Which operation a load sends is what counts here; the answer may as well be a failure.
const failing = () =>
  fakeResponse({ data: null, errors: [{ message: '일시적인 오류가 발생했어요.', extensions: { code: 'INTERNAL' } }] });
const context = (headers: Record<string, string> = {}) =>
  ({
    req: { method: 'GET', url: '/services/7', headers },
    res: {},
    resolvedUrl: '/services/7',
    query: {},
    params: {},
  }) as unknown as GetServerSidePropsContext;

describe('the item and business pages', () => {
  it('only a plain positive id names an item, a business, a list or a review page', () => {
    for (const page of [itemPage, nearbyBusinessPage, businessItemListPage]) {
      for (const id of ['abc', '0', '007', '1e3', '-1']) expect(page.params.safeParse({ id }).success).toBe(false);
      expect(page.params.safeParse({ id: '986' }).success).toBe(true);
    }
    expect(businessReviewsPage.params.safeParse({ businessId: '007' }).success).toBe(false);
  });

  it('an unknown item or business is a 404, our own failure a 503 that still renders; the map is never a 404', () => {
    for (const page of [
      itemPage,
      nearbyBusinessPage,
      businessItemListPage,
      businessFamousListPage,
      businessReviewsPage,
    ]) {
      expect(failureStatus(error('NOT_FOUND'), page)).toBe('notFound');
      expect(failureStatus(error('INVALID_INPUT'), page)).toBe('notFound');
      expect(failureStatus(error('INTERNAL'), page)).toBe(503);
    }
    expect(failureStatus(error('NOT_FOUND'), nearbyMapPage)).toBe(503);
    expect(failureStatus(error('INVALID_INPUT'), nearbyMapPage)).toBe(503);
  });

  it('a business list reads its tab, order and filters from the URL; the famous list is the same page with famousOnly', () => {
    expect(
      businessItemListPage.params.parse({
        id: '7',
        category: 'road',
        sort: ' PRICE_ASC ',
        filter: ['brand:trek', 'bad'],
      })
    ).toEqual({
      businessId: 7,
      famousOnly: false,
      categoryKey: 'road',
      sort: 'PRICE_ASC',
      filters: [{ key: 'brand', value: 'trek' }],
      range: null,
    });
    expect(businessFamousListPage.params.parse({ id: '7' })).toEqual({
      businessId: 7,
      famousOnly: true,
      categoryKey: 'all',
      sort: 'RECOMMEND',
      filters: [],
      range: null,
    });
  });

  it('the review page takes one of the three orders (anything else is no page) and the photo filter', () => {
    expect(businessReviewsPage.params.parse({ businessId: '7' })).toEqual({
      businessId: 7,
      sort: 'NEWEST',
      photoOnly: false,
    });
    expect(businessReviewsPage.params.parse({ businessId: '7', sort: 'RATING_ASC', photo: '1' })).toEqual({
      businessId: 7,
      sort: 'RATING_ASC',
      photoOnly: true,
    });
    expect(businessReviewsPage.params.safeParse({ businessId: '7', sort: 'CHEAPEST' }).success).toBe(false);
  });

  it('each page loads in one operation (the viewer inside it); the onboarding has none of its own', async () => {
    const { store, transport } = testStore(failing);
    const ctx = context();
    await itemPage.load!(store, itemPage.params.parse({ id: '7' }), ctx);
    await nearbyBusinessPage.load!(store, nearbyBusinessPage.params.parse({ id: '7' }), ctx);
    await businessItemListPage.load!(store, businessItemListPage.params.parse({ id: '7' }), ctx);
    await businessReviewsPage.load!(store, businessReviewsPage.params.parse({ businessId: '7' }), ctx);
    await nearbyMapPage.load!(store, nearbyMapPage.params.parse({ map_lat: '37.5', map_lng: '127.0', z: '14' }), ctx);
    expect(transport.calls.map((c) => c.body.operationName)).toEqual([
      'pb_itemPage',
      'pb_nearbyBusinessPage',
      'pb_businessItemsPage',
      'pb_businessReviewsPage',
      'pb_nearbyMapPage',
    ]);
    expect(nearbyOnboardingPage.load).toBeUndefined();
  });

  it("the map asks for saved places only with a member's session", async () => {
    const { store, transport } = testStore(failing);
    const visitor = context();
    const member = context();
    requestState(member.req).sessionToken = 'member-token';
    const filters = nearbyMapPage.params.parse({});
    await nearbyMapPage.load!(store, filters, visitor);
    await nearbyMapPage.load!(store, filters, member);
    expect(transport.calls.map((c) => c.body.variables?.signedIn)).toEqual([false, true]);
  });

  it('the item page remembers the internal page the shopper came from; a member gets no shared copy', async () => {
    const ctx = context({ referer: 'http://localhost:3000/recommendations/road', host: 'localhost:3000' });
    const props = itemPage.props!(itemPage.params.parse({ id: '7' }), testStore().store.getState(), ctx);
    expect(props).toMatchObject({
      itemId: 7,
      internalReferrer: { kind: 'recommendations', path: '/recommendations/road' },
    });
    expect(
      itemPage.props!({ id: 7, start: null, end: null }, testStore().store.getState(), context()).internalReferrer
    ).toBeNull();
    const member = context();
    requestState(member.req).sessionToken = 'member-token';
    const shell = {
      anonId: '00000000-0000-4000-8000-000000000000',
      isCrawler: false,
      isMobile: true,
      siteUrl: 'http://localhost:3000',
    };
    expect(
      typeof itemPage.cache === 'function' &&
        (await itemPage.cache(member, shell, { id: 7, start: null, end: null }, testStore().store))
    ).toBeNull();
  });
});
