import { builder, CategoryCodeEnum, DealTypeEnum, DeliveryTypeEnum, ItemConditionEnum } from '../builder';
import type {
  Business,
  CallInfo,
  CriticalNotice,
  DealInfo,
  DeliveryOption,
  ImageRef,
  InfoEntry,
  ItemCore,
  ItemOption,
  ItemPrice,
  ItemReview,
  ItemSubInfo,
  LeasePriceInfo,
  NestedModel,
  RatingRatio,
  ReviewStatic,
  TagInfo,
} from '../../../domain/item/itemDetailTypes';
import type { CouponPreview } from '../../../domain/coupon/couponTypes';
import { ReviewPhotoRef, ReviewReplyRef } from './review';

/** Object types of the item detail answer (docs/product.md §3 Item detail); names carry `Item` to stay apart. */

const ItemStatusEnum = builder.enumType('ItemSaleStatus', { values: ['AVAILABLE', 'SOLD_OUT'] as const });
const AdditionalSelectEnum = builder.enumType('AdditionalOptionSelectType', { values: ['NONE', 'MULTIPLE'] as const });

export const ItemCoreRef = builder.objectRef<ItemCore>('ItemDetailItem').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    img: t.exposeString('img'),
    imageId: t.exposeInt('imageId'),
    imgWidth: t.exposeInt('imgWidth'),
    imgHeight: t.exposeInt('imgHeight'),
    imgAlt: t.exposeString('imgAlt'),
    itemType: t.field({ type: CategoryCodeEnum, description: '카테고리 코드 (BIKE, SKI)', resolve: (i) => i.itemType }),
    dealType: t.field({ type: DealTypeEnum, resolve: (i) => i.dealType }),
    condition: t.field({ type: ItemConditionEnum, resolve: (i) => i.condition }),
    status: t.field({ type: ItemStatusEnum, resolve: (i) => i.status }),
    additionalOptionSelectType: t.field({ type: AdditionalSelectEnum, resolve: (i) => i.additionalOptionSelectType }),
    giftHtmlContent: t.exposeString('giftHtmlContent', { nullable: true, description: '서버에서 정리한 사은품 HTML' }),
    totalHtmlContent: t.exposeString('totalHtmlContent', { description: '서버에서 정리한 매장 설명 HTML' }),
    isDiscount: t.exposeBoolean('isDiscount'),
    discountedPrice: t.exposeInt('discountedPrice'),
    originPrice: t.exposeInt('originPrice'),
    discountRate: t.exposeInt('discountRate'),
    threeDayDiscountPercent: t.exposeInt('threeDayDiscountPercent', {
      description: '3일 이상 대여 할인율 (%, 0 = 없음). 규칙은 lib/item/rentalDiscount.ts',
    }),
    sevenDayDiscountPercent: t.exposeInt('sevenDayDiscountPercent', {
      description: '7일 이상 대여 할인율 (%, 0 = 없음; 없으면 3일 이상 할인율이 이어짐)',
    }),
    dictionaryId: t.exposeInt('dictionaryId', { nullable: true, description: '카탈로그 모델 id (정비 서비스는 null)' }),
    isExistGift: t.exposeBoolean('isExistGift'),
    isService: t.exposeBoolean('isService'),
    categoryName: t.exposeString('categoryName'),
    categoryKey: t.exposeString('categoryKey'),
  }),
});

export const TagInfoRef = builder.objectRef<TagInfo>('ItemTagInfo').implement({
  fields: (t) => ({
    tag1: t.exposeString('tag1', { nullable: true }),
    tag2: t.exposeString('tag2', { nullable: true }),
    redBottom: t.exposeString('redBottom', { nullable: true }),
    otherBottom: t.exposeString('otherBottom', { nullable: true }),
  }),
});

export const DealInfoRef = builder.objectRef<DealInfo>('ItemDealInfo').implement({
  fields: (t) => ({
    priceUnit: t.exposeString('priceUnit', { nullable: true }),
    statusText: t.exposeString('statusText'),
    isSoldOut: t.exposeBoolean('isSoldOut'),
    stock: t.exposeInt('stock'),
    usedGrade: t.exposeString('usedGrade', { nullable: true }),
    usedDescription: t.exposeString('usedDescription', { nullable: true }),
  }),
});

const InfoEntryRef = builder.objectRef<InfoEntry>('ItemInfoEntry').implement({
  fields: (t) => ({ title: t.exposeString('title'), content: t.exposeString('content') }),
});

export const ItemSubInfoRef = builder.objectRef<ItemSubInfo>('ItemSubInfo').implement({
  fields: (t) => ({
    isShowShipping: t.exposeBoolean('isShowShipping'),
    isShowInsurance: t.exposeBoolean('isShowInsurance'),
    isShowCancel: t.exposeBoolean('isShowCancel'),
    isShowNote: t.exposeBoolean('isShowNote'),
    isShowQna: t.exposeBoolean('isShowQna'),
    isShowProductAnnouncement: t.exposeBoolean('isShowProductAnnouncement'),
    shippingInfos: t.expose('shippingInfos', { type: [InfoEntryRef] }),
    insuranceInfos: t.expose('insuranceInfos', { type: [InfoEntryRef] }),
    cancelInfos: t.expose('cancelInfos', { type: [InfoEntryRef] }),
    noteInfos: t.expose('noteInfos', { type: [InfoEntryRef] }),
    productAnnouncements: t.expose('productAnnouncements', { type: [InfoEntryRef] }),
  }),
});

const CallInfoRef = builder.objectRef<CallInfo>('ItemCallInfo').implement({
  fields: (t) => ({ title: t.exposeString('title'), phone: t.exposeString('phone') }),
});

export const BusinessRef = builder.objectRef<Business>('ItemBusiness').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    region: t.exposeString('region'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
    info: t.exposeString('info', { nullable: true }),
    isOfficial: t.exposeBoolean('isOfficial'),
    callInfos: t.expose('callInfos', { type: [CallInfoRef] }),
    openingHoursText: t.exposeString('openingHoursText'),
    ratingAvg: t.exposeFloat('ratingAvg', { nullable: true }),
    reviewCount: t.exposeInt('reviewCount'),
  }),
});

export const DeliveryOptionRef = builder.objectRef<DeliveryOption>('ItemDeliveryOption').implement({
  fields: (t) => ({
    type: t.field({ type: DeliveryTypeEnum, resolve: (d) => d.type }),
    name: t.exposeString('name'),
    fee: t.exposeInt('fee'),
    feeText: t.exposeString('feeText'),
  }),
});

const ImageRefRef = builder.objectRef<ImageRef>('ItemImage').implement({
  fields: (t) => ({
    img: t.exposeString('img'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    alt: t.exposeString('alt'),
  }),
});

const ImageCategoryRef = builder.objectRef<NestedModel['imageCategories'][number]>('ItemImageCategory').implement({
  fields: (t) => ({ name: t.exposeString('name'), images: t.expose('images', { type: [ImageRefRef] }) }),
});

const ModelSpecRef = builder.objectRef<NestedModel['specInfo'][number]>('ItemSpecEntry').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

const ModelBrandRef = builder.objectRef<NestedModel['brand']>('ItemModelBrand').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    nameEn: t.exposeString('nameEn'),
    country: t.exposeString('country'),
  }),
});

const ModelCategoryRef = builder.objectRef<NestedModel['category']>('ItemModelCategory').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    code: t.field({ type: CategoryCodeEnum, resolve: (c) => c.code }),
    groupName: t.exposeString('groupName'),
  }),
});

export const NestedModelRef = builder.objectRef<NestedModel>('ItemModel').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    modelYear: t.exposeInt('modelYear'),
    summaryInfo: t.exposeString('summaryInfo'),
    img: t.exposeString('img'),
    imgWidth: t.exposeInt('imgWidth'),
    imgHeight: t.exposeInt('imgHeight'),
    specInfo: t.expose('specInfo', { type: [ModelSpecRef] }),
    specHtml: t.exposeString('specHtml', { description: '서버에서 만들고 정리한 사양 표 HTML' }),
    geometryHtml: t.exposeString('geometryHtml', { description: '서버에서 만들고 정리한 지오메트리 표 HTML' }),
    imageCategories: t.expose('imageCategories', { type: [ImageCategoryRef] }),
    brand: t.expose('brand', { type: ModelBrandRef }),
    category: t.expose('category', { type: ModelCategoryRef }),
  }),
});

export const CriticalNoticeRef = builder.objectRef<CriticalNotice>('ItemCriticalNotice').implement({
  fields: (t) => ({
    isShow: t.exposeBoolean('isShow'),
    content: t.exposeString('content', { nullable: true }),
    linkUrl: t.exposeString('linkUrl', { nullable: true }),
  }),
});

const RatingRatioRef = builder.objectRef<RatingRatio>('ItemRatingRatio').implement({
  fields: (t) => ({ rating: t.exposeInt('rating'), count: t.exposeInt('count'), ratio: t.exposeFloat('ratio') }),
});

export const ReviewStaticRef = builder.objectRef<ReviewStatic>('ItemReviewStatic').implement({
  fields: (t) => ({
    reviewCount: t.exposeInt('reviewCount'),
    avgRating: t.exposeFloat('avgRating', { nullable: true }),
    ratingRatioList: t.expose('ratingRatioList', { type: [RatingRatioRef] }),
  }),
});

export const ItemReviewRef = builder.objectRef<ItemReview>('ItemReview').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    nickname: t.exposeString('nickname'),
    rating: t.exposeInt('rating'),
    content: t.exposeString('content'),
    createdDatetime: t.exposeString('createdDatetime'),
    helpfulCount: t.exposeInt('helpfulCount'),
    isVerified: t.exposeBoolean('isVerified', { description: '결제한 주문에서 쓴 리뷰 (구매 인증 / 대여 인증)' }),
    reply: t.field({ type: ReviewReplyRef, nullable: true, description: '사장님 답글', resolve: (r) => r.reply }),
    photos: t.field({ type: [ReviewPhotoRef], description: '리뷰 사진 (올린 순서)', resolve: (r) => r.photos }),
  }),
});

export const ItemOptionRef = builder.objectRef<ItemOption>('ItemOption').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    optionType: t.exposeInt('optionType', { description: '1 필수 옵션, 2 추가 옵션' }),
    name: t.exposeString('name'),
    price: t.exposeInt('price'),
    unitPrice: t.exposeInt('unitPrice'),
    unitOriginPrice: t.exposeInt('unitOriginPrice'),
    stock: t.exposeInt('stock'),
    isSoldOut: t.exposeBoolean('isSoldOut'),
  }),
});

export const CouponPreviewRef = builder.objectRef<CouponPreview>('ItemCouponPreview').implement({
  fields: (t) => ({
    enableCouponDiscount: t.exposeBoolean('enableCouponDiscount'),
    expectedDiscountedPrice: t.exposeInt('expectedDiscountedPrice'),
    expectedTotalPrice: t.exposeInt('expectedTotalPrice'),
    expectedCouponDiscount: t.exposeInt('expectedCouponDiscount'),
    applyCouponText: t.exposeString('applyCouponText'),
    couponName: t.exposeString('couponName', { nullable: true }),
    isOwned: t.exposeBoolean('isOwned'),
  }),
});

const LeasePriceRef = builder.objectRef<LeasePriceInfo>('ItemLeasePriceInfo').implement({
  fields: (t) => ({
    months: t.exposeInt('months'),
    monthlyPrice: t.exposeInt('monthlyPrice'),
    totalPrice: t.exposeInt('totalPrice'),
    text: t.exposeString('text'),
  }),
});

const NormalPriceRef = builder.objectRef<ItemPrice['normalPriceInfo']>('ItemNormalPriceInfo').implement({
  fields: (t) => ({
    discountedPrice: t.exposeInt('discountedPrice'),
    discountText: t.exposeString('discountText'),
    originPrice: t.exposeInt('originPrice'),
    expectedPrice: t.exposeInt('expectedPrice'),
  }),
});

export const ItemPriceRef = builder.objectRef<ItemPrice>('ItemPrice').implement({
  fields: (t) => ({
    expectedLeaseRewardPoint: t.exposeInt('expectedLeaseRewardPoint'),
    expectedNormalRewardPoint: t.exposeInt('expectedNormalRewardPoint'),
    normalPriceInfo: t.expose('normalPriceInfo', { type: NormalPriceRef }),
    leasePriceInfoList: t.expose('leasePriceInfoList', { type: [LeasePriceRef] }),
  }),
});
