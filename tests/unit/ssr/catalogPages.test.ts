/** @jest-environment node */
// The catalogue, content and promotion routes' policies (server/ssr/pages/catalogPages.ts, contentPages.ts).
import type { GetServerSidePropsContext } from 'next';
import type { SerializedApiError } from '@/api/errors';
import { experimentVariant } from '@/server/domain/experiments/assignVariant';
import { failureStatus } from '@/server/ssr/pageLoader';
import {
  brandPage,
  brandSalePage,
  cardBenefitPage,
  commercePage,
  promotionGuidePage,
  usedItemsPage,
} from '@/server/ssr/pages/catalogPages';
import {
  contentPage,
  faqPage,
  infoPage,
  magazinesPage,
  noticesPage,
  provisionPage,
  provisionsPage,
} from '@/server/ssr/pages/contentPages';
import { noBadges } from '@/store/badgeSlice';
import { fakeResponse } from '../api/fakeFetch';
import { filterAnswer, modelsPage } from '../listing/fixtures';
import { testStore } from '../store/testStore';

// The commerce page reads the visitor's assignment and the first category before its operation:
// no database here, the domain answers are given.
jest.mock('@/server/db', () => ({ getDb: async () => ({}) }));
jest.mock('@/server/domain/experiments/assignVariant', () => ({ experimentVariant: jest.fn() }));
jest.mock('@/server/domain/listing/commerceFilter', () => ({
  getBikeCommerceFilter: async () => ({ originGroups: [{ categories: [{ key: 'road' }] }] }),
}));

const assign = experimentVariant as jest.MockedFunction<typeof experimentVariant>;
const error = (code: SerializedApiError['code']): SerializedApiError => ({ code, message: '' });
const ANON = '0f8fad5b-d9cb-469f-a165-70867728950e';
const contextOf = (url: string) =>
  ({
    req: { method: 'GET', headers: {}, url },
    resolvedUrl: url,
  }) as unknown as GetServerSidePropsContext;
const shell = {
  anonId: ANON,
  isCrawler: false,
  isMobile: false,
  siteUrl: 'https://ridemarket.example',
  demoMode: false,
};

const commerceAnswer = () =>
  fakeResponse({
    data: {
      me: null,
      experiment: { variant: 'B', isExclude: false },
      bikeCommerceFilter: filterAnswer,
      commerceModels: modelsPage([1], null, 1),
    },
  });

describe('/bikes/commerce', () => {
  beforeEach(() => assign.mockResolvedValue({ variant: 'B', isExclude: false }));

  it("a link without category or sort opens on the first category on sale and the variant's sort, in one operation", async () => {
    const { store, transport } = testStore(commerceAnswer);
    const params = commercePage.params.parse({ filter: ['brand:trek', 'oops'] });
    const outcome = await commercePage.load!(store, params, contextOf('/bikes/commerce'));
    expect(outcome).toMatchObject({ meta: { requestStatus: 'fulfilled' } });
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0].body).toMatchObject({
      operationName: 'pb_commercePage',
      variables: {
        input: {
          categoryKey: 'road',
          sort: 'PRICE_ASC',
          filters: [{ key: 'brand', value: 'trek' }],
          searchAfter: null,
          size: 20,
        },
      },
    });
    expect(store.getState().featureFlag.experiments.modelList).toBe('B');
  });

  it('a sort the service does not offer opens on 인기순; an excluded visitor gets the control', async () => {
    const { store, transport } = testStore(commerceAnswer);
    await commercePage.load!(
      store,
      commercePage.params.parse({ category: 'gravel', sort: 'CHEAPEST' }),
      contextOf('/bikes/commerce?category=gravel&sort=CHEAPEST')
    );
    expect(transport.calls[0].body.variables).toMatchObject({ input: { categoryKey: 'gravel', sort: 'POPULAR' } });
    assign.mockResolvedValue({ variant: 'B', isExclude: true });
    const other = testStore(commerceAnswer);
    await commercePage.load!(other.store, commercePage.params.parse({}), contextOf('/bikes/commerce'));
    expect(other.transport.calls[0].body.variables).toMatchObject({ input: { sort: 'POPULAR' } });
  });

  it('a category not on sale here is no page', async () => {
    const { store } = testStore(commerceAnswer);
    const outcome = await commercePage.load!(
      store,
      commercePage.params.parse({ category: 'bike_service' }),
      contextOf('/bikes/commerce?category=bike_service')
    );
    expect(outcome).toMatchObject({ meta: { requestStatus: 'rejected' }, payload: { code: 'NOT_FOUND' } });
    expect(failureStatus(error('INVALID_INPUT'), commercePage)).toBe('notFound');
    expect(failureStatus(error('INTERNAL'), commercePage)).toBe(503);
  });

  it("the variant is part of the anonymous page's cache key, asked for once per request", async () => {
    assign.mockClear();
    const context = contextOf('/bikes/commerce');
    const key = await (commercePage.cache as Exclude<typeof commercePage.cache, boolean | undefined>)(
      context,
      shell,
      commercePage.params.parse({}),
      testStore().store
    );
    expect(key).toMatch(/\|B$/);
    await commercePage.load!(testStore(commerceAnswer).store, commercePage.params.parse({}), context);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('the other catalogue and promotion pages', () => {
  it('/used_item/list: a wrong category or filter value is no list; anything else is a 503', () => {
    expect(usedItemsPage.params.parse({ category: ' ', filter: 'grade:A급' })).toEqual({
      categoryKey: 'all',
      filters: [{ key: 'grade', value: 'A급' }],
    });
    expect(failureStatus(error('INVALID_INPUT'), usedItemsPage)).toBe('notFound');
    expect(failureStatus(error('NOT_FOUND'), usedItemsPage)).toBe(503);
  });

  it('/promotions/brands/{brandKey}: only a lower-case slug names a brand', () => {
    expect(brandPage.params.safeParse({ brandKey: 'trek' }).success).toBe(true);
    expect(brandPage.params.safeParse({ brandKey: 'Trek' }).success).toBe(false);
    expect(failureStatus(error('NOT_FOUND'), brandPage)).toBe('notFound');
  });

  it('pages without an address of their own are never a 404; a guide without its text is', () => {
    for (const page of [brandSalePage, cardBenefitPage, magazinesPage, provisionsPage])
      expect(failureStatus(error('NOT_FOUND'), page)).toBe(503);
    expect(failureStatus(error('NOT_FOUND'), promotionGuidePage('lite_pay'))).toBe('notFound');
    expect(failureStatus(error('INVALID_INPUT'), promotionGuidePage('lite_pay'))).toBe(503);
    expect(failureStatus(error('NOT_FOUND'), infoPage('call_info'))).toBe('notFound');
    expect(failureStatus(error('INVALID_INPUT'), infoPage('call_info'))).toBe(503);
  });
});

describe('the content and information pages', () => {
  it('/contents?id=: only a plain positive id names a content', () => {
    expect(contentPage.params.parse({ id: ['3', '4'] })).toEqual({ id: 3 });
    for (const id of [undefined, '007', 'abc', '0']) expect(contentPage.params.safeParse({ id }).success).toBe(false);
    expect(contentPage.props?.({ id: 3 }, testStore().store.getState(), {} as never)).toEqual({ contentId: 3 });
  });

  it('/notices?id=: no id (or a repeated one) is the list, a bad one no page', () => {
    expect(noticesPage.params.parse({})).toEqual({ id: null });
    expect(noticesPage.params.parse({ id: ['1', '2'] })).toEqual({ id: null });
    expect(noticesPage.params.parse({ id: '5' })).toEqual({ id: 5 });
    for (const id of ['0', 'abc', '05']) expect(noticesPage.params.safeParse({ id }).success).toBe(false);
  });

  it("/notices: a link to a notice that is not there is a 404; a member's visit clears the notice badge after the one read", async () => {
    const notices = [
      { id: 9, title: '점검', isImportant: false, publishedAt: '2026-10-01T00:00:00.000Z', htmlContent: '<p>점검</p>' },
    ];
    const visitor = testStore(() => fakeResponse({ data: { me: null, notices } }));
    expect(await noticesPage.load!(visitor.store, { id: 8 }, {} as never)).toMatchObject({
      payload: { code: 'NOT_FOUND' },
    });
    expect(visitor.transport.calls.map((c) => c.body.operationName)).toEqual(['pb_noticesPage']);
    const me = {
      id: 7,
      name: null,
      nickname: '한강라이더',
      nickType: 'AUTO',
      img: null,
      point: 0,
      registKeyType: 'EMAIL',
      businessId: null,
      maskedEmail: null,
      maskedPhone: null,
      hasPassword: true,
      isMarketingAgreed: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      badges: { ...noBadges, isActiveNoticeBadge: true },
      unreadAlarmCount: 0,
    };
    const member = testStore((call) =>
      fakeResponse({ data: call.body.operationName === 'us_markSeen' ? { markSeen: noBadges } : { me, notices } })
    );
    expect(await noticesPage.load!(member.store, { id: 9 }, {} as never)).toMatchObject({
      meta: { requestStatus: 'fulfilled' },
    });
    expect(member.transport.calls.map((c) => c.body.operationName)).toEqual(['pb_noticesPage', 'us_markSeen']);
    expect(member.store.getState().badge.badges.isActiveNoticeBadge).toBe(false);
    expect(failureStatus(error('NOT_FOUND'), noticesPage)).toBe('notFound');
    expect(failureStatus(error('INVALID_INPUT'), noticesPage)).toBe(503);
  });

  it("/qna_info: a category we don't have sends the words to the whole FAQ; other failures are a 503", () => {
    const query = faqPage.params.parse({ category: ' 없는 분류 ', keyword: '환불' });
    expect(query).toEqual({ category: '없는 분류', keyword: '환불' });
    expect(faqPage.redirectOn?.(error('INVALID_INPUT'), query)).toBe('/qna_info?keyword=%ED%99%98%EB%B6%88');
    expect(faqPage.redirectOn?.(error('INVALID_INPUT'), { category: null, keyword: '' })).toBeNull();
    expect(faqPage.redirectOn?.(error('INTERNAL'), query)).toBeNull();
    expect(failureStatus(error('INVALID_INPUT'), faqPage)).toBe(503);
  });

  it('/provisions/{category}: the lower-case slug of a terms document; an empty or repeated version is the current one', () => {
    expect(provisionPage.params.parse({ category: 'service' })).toEqual({ category: 'SERVICE', version: null });
    expect(provisionPage.params.parse({ category: 'privacy', version: '1.0' })).toEqual({
      category: 'PRIVACY',
      version: '1.0',
    });
    expect(provisionPage.params.parse({ category: 'privacy', version: ['1.0', '2.0'] })).toEqual({
      category: 'PRIVACY',
      version: null,
    });
    for (const category of ['SERVICE', 'refund', ''])
      expect(provisionPage.params.safeParse({ category }).success).toBe(false);
    expect(failureStatus(error('INVALID_INPUT'), provisionPage)).toBe('notFound');
  });
});
