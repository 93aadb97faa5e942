import type { SearchAnswer } from '@/api/item/search';
import type { ItemCardFieldsFragment } from '@/api/item/generated';
import type { SearchPage } from '@/store/searchSlice';

export function searchAnswer(items: ItemCardFieldsFragment[], overrides: Partial<SearchAnswer> = {}): SearchAnswer {
  return {
    keyword: '브롬톤',
    dealType: 'RENTAL',
    totalCount: 45,
    searchAfter: 'cursor-1',
    isFuzzy: false,
    suggestedKeywords: [],
    items,
    range: null,
    rangeQuotes: [],
    nearbyRanges: [],
    fitFilter: null,
    sorts: [
      { key: 'RECOMMEND', label: '추천순', isSelected: true },
      { key: 'PRICE_ASC', label: '낮은 가격순', isSelected: false },
    ],
    filterComponents: [
      {
        key: 'price',
        type: 'range',
        title: '1일 대여료',
        min: 0,
        max: 100000,
        step: 1000,
        unit: '원',
        options: [],
        children: [],
      },
    ],
    businessSemiInfos: [
      {
        id: 3,
        name: '한강자전거 여의도점',
        region: '서울',
        address: '서울 영등포구',
        isOfficial: true,
        itemCount: 5,
        distanceKm: 6.5,
      },
    ],
    searchMagazineSection: {
      sectionTitle: '‘브롬톤’ 관련 매거진',
      magazines: [
        {
          id: 6,
          name: '브롬톤 vs 턴, 접이식 자전거 고르는 법',
          summary: '요약',
          img: '/app/v4/images/90',
          imgWidth: 1200,
          imgHeight: 630,
          publishedAt: '2026-10-01T00:00:00.000Z',
        },
      ],
    },
    ...overrides,
  };
}

export function searchPage(items: ItemCardFieldsFragment[], overrides: Partial<SearchAnswer> = {}): SearchPage {
  return {
    ...searchAnswer(items, overrides),
    request: {
      keyword: '브롬톤',
      dealType: 'RENTAL',
      sort: 'RECOMMEND',
      filters: [{ key: 'price', value: '0~50000' }],
    },
  };
}

/** A signed-in member as a page document's `me { ...ViewerFields }` answers it. */
export const pageViewer = {
  id: 42,
  name: '김라이더',
  nickname: '한강라이더',
  nickType: 'CUSTOM' as const,
  img: null,
  point: 3000,
  registKeyType: 'KAKAO' as const,
  businessId: null,
  maskedEmail: 'ka***@k****.com',
  maskedPhone: null,
  hasPassword: false,
  isMarketingAgreed: true,
  createdAt: '2026-11-20T00:00:00.000Z',
  unreadAlarmCount: 3,
  badges: {
    isActiveBookmarkBadge: false,
    isActiveBusinessBookmarkBadge: false,
    isActiveItemBookmarkBadge: false,
    isActiveMyPageBadge: true,
    isActiveNoticeBadge: false,
    isActiveOrderBadge: false,
    isActiveReviewBadge: false,
    unreadMessageThreadCount: 0,
    unansweredMessageThreadCount: 0,
  },
};
