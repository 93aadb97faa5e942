import { builder, DealTypeEnum, ItemConditionEnum } from '../builder';
import type { ItemCard } from '../../../domain/item/itemCard';

/**
 * The one item card of every item list (server/domain/item/itemCard.ts): search, keyword landings,
 * recommendations, the home rail, a business's items and used items all answer it, and the client
 * reads it through one fragment (`ItemCardFields`). A page that needs more per row wraps it.
 */
export const ItemCardRef = builder.objectRef<ItemCard>('ItemCard').implement({
  description: '상품 카드: 모든 상품 목록이 같은 모양 (isMarked: 보는 회원의 찜 여부)',
  fields: (t) => ({
    itemId: t.exposeInt('itemId'),
    modelId: t.exposeInt('modelId', { nullable: true }),
    name: t.exposeString('name'),
    brandName: t.exposeString('brandName', { nullable: true }),
    categoryName: t.exposeString('categoryName'),
    img: t.exposeString('img'),
    imgWidth: t.exposeInt('imgWidth'),
    imgHeight: t.exposeInt('imgHeight'),
    dealType: t.field({ type: DealTypeEnum, resolve: (i) => i.dealType }),
    condition: t.field({ type: ItemConditionEnum, resolve: (i) => i.condition }),
    price: t.exposeInt('price'),
    originPrice: t.exposeInt('originPrice'),
    discount: t.exposeInt('discount', { description: '할인율(%, 내림)' }),
    businessId: t.exposeInt('businessId'),
    businessName: t.exposeString('businessName'),
    businessRegion: t.exposeString('businessRegion'),
    distanceKm: t.exposeFloat('distanceKm', { description: '보는 사람 위치에서의 거리 (위치가 없는 목록은 0)' }),
    ratingAvg: t.exposeFloat('ratingAvg', { nullable: true }),
    reviewCount: t.exposeInt('reviewCount'),
    tag1: t.exposeString('tag1', { nullable: true }),
    isMarked: t.exposeBoolean('isMarked'),
    isLowestPrice: t.exposeBoolean('isLowestPrice', {
      description: '최저가 칩: 모델의 최근 90일 최저가 이하 (기록이 30일 이상인 모델만)',
    }),
  }),
});
