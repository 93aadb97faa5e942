/**
 * Issue 15 §2 for the catalogue, content and promotion pages: each page's loader sends ONE
 * operation (its pb_…Page document) whose `me` lands in the user and badge slices, and whose data
 * lands in the page's slice. The same thunk runs in getServerSideProps and for 다시 시도.
 */
import type { AsyncThunkAction } from '@reduxjs/toolkit';
import { noBadges } from '@/store/badgeSlice';
import { loadCommercePage } from '@/store/commerceThunks';
import { loadContent } from '@/store/contentSlice';
import { loadFaqs } from '@/store/faqThunks';
import { loadInfoPage } from '@/store/infoPageSlice';
import { loadMagazinesPage } from '@/store/magazineSlice';
import { loadNotices } from '@/store/noticeSlice';
import {
  loadBrandIntro,
  loadBrandSale,
  loadBrandSaleList,
  loadCardBenefits,
  loadPromotionGuide,
} from '@/store/promotionThunks';
import { loadProvisionList, loadProvisionPage } from '@/store/provisionPageSlice';
import type { RootState } from '@/store/store';
import type { AppThunkConfig } from '@/store/thunk';
import { loadUsedItems } from '@/store/usedItemThunks';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { filterAnswer, modelsPage, usedAnswer } from '../listing/fixtures';

const me = {
  id: 7,
  name: '김라이드',
  nickname: '한강라이더',
  nickType: 'CUSTOM',
  img: null,
  point: 3500,
  registKeyType: 'EMAIL',
  businessId: null,
  maskedEmail: null,
  maskedPhone: null,
  hasPassword: true,
  isMarketingAgreed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  badges: { ...noBadges, isActiveNoticeBadge: true },
  unreadAlarmCount: 2,
};

const infoPage = (key: string) => ({
  key,
  title: '고객센터',
  summary: '요약',
  htmlContent: '<p>본문</p>',
  updatedAt: '2026-10-01T00:00:00.000Z',
});
const summary = {
  key: 'winter',
  title: '겨울 브랜드 세일',
  subtitle: '최대 30%',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
};
const card = {
  id: 1,
  modelId: 3,
  name: '스피드 1',
  brandName: '테스트',
  brandKey: 'test',
  categoryName: '로드',
  groupName: '로드',
  img: '/app/v4/images/1',
  imgWidth: 600,
  imgHeight: 600,
  salePrice: 900_000,
  releasePrice: 1_000_000,
  discountRate: 10,
  lowestPrice: null,
  isFamous: true,
};
const magazine = {
  id: 4,
  name: '북한강 자전거길',
  summary: '하루 코스',
  img: '/app/v4/images/4',
  imgWidth: 1200,
  imgHeight: 630,
  publishedAt: '2026-09-05T01:00:00.000Z',
};
const provision = {
  category: 'SERVICE',
  title: '이용약관',
  version: '2.0',
  isRequired: true,
  effectiveAt: '2026-01-01T00:00:00.000Z',
};
const lease = { price: 1_000_000, feePerMillePerYear: 50, rewardRatePercent: 1, rows: [] };

type Case = {
  page: string;
  operation: string;
  action: AsyncThunkAction<unknown, never, AppThunkConfig> | AsyncThunkAction<unknown, unknown, AppThunkConfig>;
  data: Record<string, unknown>;
  variables?: Record<string, unknown>;
  loaded: (state: RootState) => unknown;
  expected: unknown;
};

const cases: Case[] = [
  {
    page: '/bikes/commerce',
    operation: 'pb_commercePage',
    action: loadCommercePage({
      categoryKey: 'gravel',
      sort: 'PRICE_ASC',
      filters: [{ key: 'brand', value: 'specialized' }],
    }),
    data: {
      experiment: { variant: 'B', isExclude: false },
      bikeCommerceFilter: filterAnswer,
      commerceModels: modelsPage([1, 2], 'c1'),
    },
    variables: {
      input: {
        categoryKey: 'gravel',
        sort: 'PRICE_ASC',
        filters: [{ key: 'brand', value: 'specialized' }],
        searchAfter: null,
        size: 20,
      },
    },
    loaded: (s) => [
      s.bikeCommerceFilter.selectedCategory?.key,
      s.bikeCommerceFilter.sort,
      s.commerceList.models.items.length,
      s.featureFlag.experiments.modelList,
    ],
    expected: ['gravel', 'PRICE_ASC', 2, 'B'],
  },
  {
    page: '/used_item/list',
    operation: 'pb_usedItemsPage',
    action: loadUsedItems({ categoryKey: 'folding', filters: [] }),
    data: { usedItems: usedAnswer([1, 2], 'u1') },
    variables: { input: { categoryKey: 'folding', filters: [], size: 20, searchAfter: null } },
    loaded: (s) => [s.usedItem.categoryKey, s.usedItem.usedItemList.items.length],
    expected: ['folding', 2],
  },
  {
    page: '/recommends',
    operation: 'pb_magazinesPage',
    action: loadMagazinesPage(),
    data: { magazineSections: [{ id: 1, sectionTitle: '이번 주 추천 코스', magazines: [magazine] }] },
    loaded: (s) => s.magazine.magazineSections[0].magazines[0].id,
    expected: 4,
  },
  {
    page: '/contents',
    operation: 'pb_contentPage',
    action: loadContent(3),
    variables: { id: 3 },
    data: {
      content: {
        id: 3,
        img1: '/app/v4/images/3',
        img2: null,
        name: '한강 코스 5',
        link1: null,
        link2: null,
        category: 'MAGAZINE',
        htmlContent: '<p>본문</p>',
        summary: '요약',
        publishedAt: '2026-05-08T01:00:00.000Z',
        img1Id: 3,
        imgWidth: 1200,
        imgHeight: 630,
        relatedMagazines: [magazine],
      },
    },
    loaded: (s) => [s.content.current?.name, s.content.relatedMagazines.length],
    expected: ['한강 코스 5', 1],
  },
  {
    page: '/notices',
    operation: 'pb_noticesPage',
    action: loadNotices(9),
    data: {
      notices: [
        {
          id: 9,
          title: '점검 안내',
          isImportant: true,
          publishedAt: '2026-10-01T00:00:00.000Z',
          htmlContent: '<p>점검</p>',
        },
      ],
    },
    loaded: (s) => s.notice.index,
    expected: 0,
  },
  {
    page: '/qna_info',
    operation: 'pb_faqPage',
    action: loadFaqs({ category: '결제', keyword: ' 환불 ' }),
    variables: { category: '결제', keyword: '환불' },
    data: {
      faqs: {
        categories: [{ name: '결제', count: 1 }],
        faqs: [{ id: 5, category: '결제', question: '환불은?', answerHtml: '<p>네</p>' }],
        total: 1,
        terms: ['환불'],
      },
    },
    loaded: (s) => [s.faq.total, s.faq.openIds],
    expected: [1, [5]],
  },
  {
    page: '/call_info',
    operation: 'pb_infoPage',
    action: loadInfoPage('call_info'),
    variables: { key: 'call_info' },
    data: { infoPage: infoPage('call_info') },
    loaded: (s) => s.infoPage.pages.call_info?.title,
    expected: '고객센터',
  },
  {
    page: '/provisions',
    operation: 'pb_provisionsPage',
    action: loadProvisionList(),
    data: { provisions: [provision] },
    loaded: (s) => s.provisionPage.list.length,
    expected: 1,
  },
  {
    page: '/provisions/[category]',
    operation: 'pb_provisionPage',
    action: loadProvisionPage({ category: 'SERVICE', version: '1.0' }),
    variables: { category: 'SERVICE', version: '1.0' },
    data: {
      provisionPage: { ...provision, version: '1.0', htmlProvision: '<p>약관</p>', isCurrent: false, versions: [] },
    },
    loaded: (s) => s.provisionPage.page?.version,
    expected: '1.0',
  },
  {
    page: '/promotions/brand_sale',
    operation: 'pb_brandSalePage',
    action: loadBrandSale(),
    data: {
      brandSale: {
        isPossibleDeploy: true,
        promotion: summary,
        famousPromotionModels: [card],
        promotionModelGroups: [],
      },
    },
    loaded: (s) => s.brandSale.famousPromotionModels.length,
    expected: 1,
  },
  {
    page: '/promotions/brand_sale/list',
    operation: 'pb_brandSaleListPage',
    action: loadBrandSaleList('로드'),
    variables: { groupName: '로드' },
    data: {
      brandSaleModels: {
        isPossibleDeploy: true,
        promotion: summary,
        groups: [{ groupName: '로드', totalCount: 1 }],
        groupName: '로드',
        models: [card],
        totalCount: 1,
        searchAfter: null,
      },
    },
    loaded: (s) => [s.brandSaleList.groupName, s.brandSaleList.models.items.length],
    expected: ['로드', 1],
  },
  {
    page: '/promotions/brands/[brandKey]',
    operation: 'pb_brandPage',
    action: loadBrandIntro('test'),
    variables: { brandKey: 'test' },
    data: {
      brandIntro: {
        brand: {
          key: 'test',
          name: '테스트',
          nameEn: 'Test',
          country: '한국',
          categoryCode: 'BIKE',
          description: '설명',
          introHtml: '<p>소개</p>',
        },
        models: { models: [], totalCount: 0, searchAfter: null },
        saleModels: [card],
        promotion: summary,
      },
    },
    loaded: (s) => s.brandIntro.brand?.key,
    expected: 'test',
  },
  {
    page: '/promotions/card_benefit',
    operation: 'pb_cardBenefitPage',
    action: loadCardBenefits(),
    data: {
      cardBenefits: [
        {
          cardCode: 'SH',
          cardCompany: '신한카드',
          freeMonths: [2, 3],
          partialFreeMonths: [],
          minAmount: 50_000,
          startsAt: summary.startsAt,
          endsAt: summary.endsAt,
        },
      ],
    },
    loaded: (s) => s.cardBenefit.benefits.length,
    expected: 1,
  },
  {
    page: '/promotions/introduce_lease',
    operation: 'pb_promotionGuidePage',
    action: loadPromotionGuide('introduce_lease'),
    variables: { key: 'introduce_lease', withLeaseExample: true },
    data: { infoPage: infoPage('introduce_lease'), leaseExample: lease },
    loaded: (s) => [s.promotionGuide.key, s.promotionGuide.leaseExample?.price],
    expected: ['introduce_lease', 1_000_000],
  },
  {
    page: '/promotions/lite_pay',
    operation: 'pb_promotionGuidePage',
    action: loadPromotionGuide('lite_pay'),
    variables: { key: 'lite_pay', withLeaseExample: false },
    data: { infoPage: infoPage('lite_pay') },
    loaded: (s) => [s.promotionGuide.key, s.promotionGuide.leaseExample],
    expected: ['lite_pay', null],
  },
];

describe('catalogue, content and promotion pages: one operation per page load', () => {
  it.each(cases.map((c) => [c.page, c] as const))(
    '%s sends its page document once, with the viewer',
    async (_page, c) => {
      const { store, transport } = testStore(() => fakeResponse({ data: { me, ...c.data } }));
      const result = await store.dispatch(c.action as AsyncThunkAction<unknown, void, AppThunkConfig>);
      expect(result.meta.requestStatus).toBe('fulfilled');
      expect(transport.calls).toHaveLength(1);
      expect(transport.calls[0].body.operationName).toBe(c.operation);
      expect(transport.calls[0].body.query).toMatch(/\bme\s*\{\s*\.\.\.ViewerFields/);
      if (c.variables) expect(transport.calls[0].body.variables).toEqual(c.variables);
      const state = store.getState();
      expect(state.user).toMatchObject({ isLogin: true, nickname: '한강라이더' });
      expect(state.badge).toMatchObject({ unreadAlarmCount: 2, badges: { isActiveNoticeBadge: true } });
      expect(c.loaded(state)).toEqual(c.expected);
    }
  );

  it.each(cases.map((c) => [c.page, c] as const))(
    '%s for a visitor: the same one operation, nobody signed in',
    async (_page, c) => {
      const { store, transport } = testStore(() => fakeResponse({ data: { me: null, ...c.data } }));
      await store.dispatch(c.action as AsyncThunkAction<unknown, void, AppThunkConfig>);
      expect(transport.calls).toHaveLength(1);
      expect(store.getState().user.isLogin).toBe(false);
      expect(c.loaded(store.getState())).toEqual(c.expected);
    }
  );
});
