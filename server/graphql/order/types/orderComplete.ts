import { builder } from '../builder';
import { requireMember } from '../../../domain/member/requireMember';
import {
  orderComplete,
  type OrderComplete,
  type PurchasePriceInfo,
  type TitleAndValue,
} from '../../../domain/orders/orderComplete';
import { popularRecommendation, type PopularRecommendation } from '../../../domain/orders/popularRecommendations';
import type { ItemCard } from '../../../domain/item/itemCard';

/**
 * /order/complete/{id} and /recommendations/popular/{paymentId}: what follows a purchase. The item
 * cards are the item service's one ItemCard (issue 27: one shape per entity): the same name, the same
 * fields, served by the same mapper (server/domain/item/itemCard.ts), read through the same fragment
 * name (`ItemCardFields` in api/order/fragments/itemCard.graphql), so the same list component shows them.
 */
const DealTypeEnum = builder.enumType('DealType', { values: ['RENTAL', 'SELL'] as const });
const ItemConditionEnum = builder.enumType('ItemCondition', { values: ['NEW', 'USED'] as const });

const ItemCardRef = builder.objectRef<ItemCard>('ItemCard').implement({
  description: '상품 카드: 상품 서비스의 ItemCard와 같은 모양 (isMarked: 보는 회원의 찜 여부)',
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
    discount: t.exposeInt('discount'),
    businessId: t.exposeInt('businessId'),
    businessName: t.exposeString('businessName'),
    businessRegion: t.exposeString('businessRegion'),
    distanceKm: t.exposeFloat('distanceKm'),
    ratingAvg: t.exposeFloat('ratingAvg', { nullable: true }),
    reviewCount: t.exposeInt('reviewCount'),
    tag1: t.exposeString('tag1', { nullable: true }),
    isMarked: t.exposeBoolean('isMarked'),
    isLowestPrice: t.exposeBoolean('isLowestPrice'),
  }),
});

const TitleAndValueRef = builder.objectRef<TitleAndValue>('TitleAndValue').implement({
  fields: (t) => ({ title: t.exposeString('title'), value: t.exposeString('value') }),
});

type Info = PurchasePriceInfo;
const PriceInfoValueRef = builder.objectRef<Info['priceInfoValue']>('PriceInfoValue').implement({
  fields: (t) => ({
    totalPrice: t.exposeInt('totalPrice'),
    basicPrice: t.exposeInt('basicPrice'),
    basicDiscount: t.exposeInt('basicDiscount'),
    couponDiscount: t.exposeInt('couponDiscount'),
    pointDiscount: t.exposeInt('pointDiscount'),
    insurancePrice: t.exposeInt('insurancePrice'),
  }),
});
const TagAndTextRef = builder.objectRef<Info['tagAndTextValue']>('TagAndTextValue').implement({
  fields: (t) => ({ tag: t.exposeString('tag'), text: t.exposeString('text'), isShow: t.exposeBoolean('isShow') }),
});
const PointTextRef = builder.objectRef<Info['pointTextValue']>('PointTextValue').implement({
  fields: (t) => ({ isShow: t.exposeBoolean('isShow'), savePointText: t.exposeString('savePointText') }),
});
const PurchasePriceInfoRef = builder.objectRef<Info>('PurchasePriceInfo').implement({
  description: '결제 금액 내역 (docs/product.md §3 Order complete)',
  fields: (t) => ({
    priceInfoValue: t.field({ type: PriceInfoValueRef, resolve: (p) => p.priceInfoValue }),
    titleAndValues: t.field({ type: [TitleAndValueRef], resolve: (p) => p.titleAndValues }),
    lastTitleAndValue: t.field({ type: TitleAndValueRef, resolve: (p) => p.lastTitleAndValue }),
    tagAndTextValue: t.field({ type: TagAndTextRef, resolve: (p) => p.tagAndTextValue }),
    pointTextValue: t.field({ type: PointTextRef, resolve: (p) => p.pointTextValue }),
  }),
});

const CategoryRef = builder.objectRef<OrderComplete['categories'][number]>('OrderCategory').implement({
  fields: (t) => ({ key: t.exposeString('key'), name: t.exposeString('name') }),
});

const OrderCompleteRef = builder.objectRef<OrderComplete>('OrderComplete').implement({
  description: '주문 완료 (docs/product.md §3 Order complete): 카테고리 추천은 앞의 6개만',
  fields: (t) => ({
    id: t.exposeInt('id'),
    itemId: t.exposeInt('itemId'),
    itemName: t.exposeString('itemName'),
    status: t.exposeString('status'),
    purchasePriceInfo: t.field({ type: PurchasePriceInfoRef, resolve: (c) => c.purchasePriceInfo }),
    categories: t.field({ type: [CategoryRef], resolve: (c) => c.categories }),
    recommendationItems: t.field({ type: [ItemCardRef], resolve: (c) => c.recommendationItems }),
    recommendationItemTotalCount: t.exposeInt('recommendationItemTotalCount'),
    recommendationCategoryItems: t.field({ type: [ItemCardRef], resolve: (c) => c.recommendationCategoryItems }),
    recommendationCategoryItemsTitle: t.exposeString('recommendationCategoryItemsTitle'),
  }),
});

const PopularRecommendationRef = builder.objectRef<PopularRecommendation>('PopularRecommendation').implement({
  description: '구매와 관련된 인기 상품 (docs/product.md §3 Popular recommendation, 최대 200개)',
  fields: (t) => ({
    paymentId: t.exposeInt('paymentId'),
    itemName: t.exposeString('itemName'),
    totalCount: t.exposeInt('totalCount'),
    recommendationItemList: t.field({ type: [ItemCardRef], resolve: (p) => p.recommendationItemList }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  orderComplete: t.field({
    type: OrderCompleteRef,
    description: '주문 완료 화면: 금액 내역, 적립 예정 포인트, 추천 상품 (회원 전용, 내 주문만)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      return orderComplete(ctx.db, viewer.userId, args.id, { anonId: ctx.anonId, userId: viewer.userId });
    },
  }),
  popularRecommendation: t.field({
    type: PopularRecommendationRef,
    description:
      '이 주문과 관련된 인기 상품 (같은 카테고리·모델에서 많이 사고 본 상품, 최대 200개) (회원 전용, 내 주문만)',
    args: { paymentId: t.arg.int({ required: true }), searchAfter: t.arg.string(), size: t.arg.int() },
    resolve: (_root, args, ctx) =>
      popularRecommendation(ctx.db, requireMember(ctx.viewer).userId, args.paymentId, {
        searchAfter: args.searchAfter ?? null,
        size: args.size ?? undefined,
      }),
  }),
}));
