import type { BikeCommerceFilterAnswer, CommerceModel, CommerceModelsAnswer } from '@/api/item/commerce';
import type { FilterComponentView } from '@/api/item/filterSchemas';
import type { UsedItemRow, UsedItemsAnswer } from '@/api/item/usedItems';
import { itemCard } from '../item/itemCardFixture';
import { commerceQueryKey, type CommercePageLoaded, type CommerceQuery } from '@/store/commerceThunks';
import type { UsedLoadPayload, UsedQuery } from '@/store/usedItemThunks';
import { modelCard } from '../model/modelCardFixture';

export const component = (key: string, title: string, options: string[] = []): FilterComponentView => ({
  key,
  type: 'MULTI_SELECT',
  title,
  min: null,
  max: null,
  step: null,
  unit: null,
  options: options.map((value) => ({ label: value, value, count: 1 })),
  children: [],
});

const picture = (n: number) => ({
  activeImg: `/app/v4/images/${n}`,
  inActiveImg: `/app/v4/images/${n + 1}`,
  imgWidth: 112,
  imgHeight: 112,
});

/** Two groups as the service answers them: 로드·그래블 (road, gravel) and 전기자전거 (ebike, emtb). */
export const filterAnswer: BikeCommerceFilterAnswer = {
  originSorts: [
    { key: 'POPULAR', name: '인기순' },
    { key: 'PRICE_ASC', name: '낮은 가격순' },
  ],
  originGroups: [
    {
      name: '로드·그래블',
      ...picture(10),
      categories: [
        { key: 'road', name: '로드', isElect: false, filterComponents: [component('brand', '로드 브랜드', ['trek'])] },
        {
          key: 'gravel',
          name: '그래블·투어링',
          isElect: false,
          filterComponents: [component('brand', '그래블 브랜드', ['specialized'])],
        },
      ],
    },
    {
      name: '전기자전거',
      ...picture(12),
      categories: [
        {
          key: 'ebike',
          name: '전기 시티·접이식',
          isElect: true,
          filterComponents: [component('brand', '전기 브랜드', ['altonbike'])],
        },
        { key: 'emtb', name: '전기 MTB', isElect: true, filterComponents: [] },
      ],
    },
  ],
  categoryGroups: [
    { name: '로드·그래블', ...picture(10) },
    { name: '전기자전거', ...picture(12) },
  ],
  filterComponents: [component('category', '카테고리'), component('brand', '모든 브랜드')],
};

export const model = (id: number): CommerceModel => ({
  id,
  model: modelCard(id, {
    name: `모델 ${id}`,
    brandName: '트렉',
    categoryName: '로드',
    ratingAvg: 4.5,
    reviewCount: 12,
  }),
  isElect: false,
  matchingMinPrice: 1_290_000,
  matchingMaxOriginPrice: 1_490_000,
  matchingBusinessCount: 3,
});

export const modelsPage = (ids: number[], searchAfter: string | null, totalCount = 40): CommerceModelsAnswer => ({
  models: ids.map(model),
  searchAfter,
  totalCount,
});

export const usedItem = (id: number): UsedItemRow => ({
  item: itemCard(id, {
    name: `중고 자전거 ${id}`,
    categoryName: '접이식',
    dealType: 'SELL',
    condition: 'USED',
    price: 1_500_000,
    originPrice: 2_300_000,
    discount: 34,
    businessId: 1,
    businessName: '반포 바이크',
    businessRegion: '서울 서초구',
  }),
  grade: 'A급',
  description: '기스 조금',
  listedAt: '2026-10-01T00:00:00.000Z',
});

export const usedAnswer = (ids: number[], searchAfter: string | null): UsedItemsAnswer => ({
  usedItemListHeader: { title: '중고 상품', itemCount: 41 },
  categoryTemplates: [
    { key: 'all', name: '전체', itemCount: 41, filterComponents: [component('brand', '브랜드')] },
    { key: 'folding', name: '접이식', itemCount: 15, filterComponents: [component('grade', '상품 등급')] },
  ],
  filterComponents: [component('brand', '브랜드')],
  usedItemList: ids.map(usedItem),
  searchAfter,
});

/** What the commerce page's one operation answers for `query` (a visitor, the control of the experiment). */
export const commercePage = (
  query: CommerceQuery,
  filter: BikeCommerceFilterAnswer = filterAnswer,
  page = modelsPage([1, 2], 'c1')
): CommercePageLoaded => ({
  me: null,
  experiment: { variant: null, isExclude: false },
  bikeCommerceFilter: filter,
  commerceModels: page,
  query,
  queryKey: commerceQueryKey(query),
});

/** What the used list page's one operation answers for `query` (a visitor). */
export const usedPage = (query: UsedQuery, answer: UsedItemsAnswer, queryKey = 'k'): UsedLoadPayload => ({
  me: null,
  usedItems: answer,
  queryKey,
  ...query,
});
