import type { ItemCardFieldsFragment } from '@/api/item/generated';

/** One item card as every item list answers it (fragment ItemCardFields); overrides pick what a test is about. */
export function itemCard(itemId: number, overrides: Partial<ItemCardFieldsFragment> = {}): ItemCardFieldsFragment {
  return {
    itemId,
    modelId: 40 + itemId,
    name: `브롬톤 C Line Explore 1일 렌탈 ${itemId}`,
    brandName: '브롬톤',
    categoryName: '접이식',
    img: `/app/v4/images/${itemId}`,
    imgWidth: 600,
    imgHeight: 600,
    dealType: 'RENTAL',
    condition: 'NEW',
    price: 25000,
    originPrice: 30000,
    discount: 16,
    businessId: 3,
    businessName: '한강자전거 여의도점',
    businessRegion: '서울',
    distanceKm: 6.5,
    ratingAvg: 4.6,
    reviewCount: 12,
    tag1: null,
    isMarked: false,
    isLowestPrice: false,
    ...overrides,
  };
}
