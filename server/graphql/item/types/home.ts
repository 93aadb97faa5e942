import { builder, CategoryCodeEnum, DealTypeEnum, ItemConditionEnum } from '../builder';
import type {
  HomeCategory, HomeData, HomeItemCard, HomeLineBanner, HomeMagazineCard, HomeModelCard, HomeNoticeCard, HomeStoreCard,
} from '../../../domain/home/homeTypes';

const Category = builder.objectRef<HomeCategory>('HomeCategory').implement({
  fields: (t) => ({
    code: t.field({ type: CategoryCodeEnum, resolve: (c) => c.code }),
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    groupName: t.exposeString('groupName'),
    isElect: t.exposeBoolean('isElect'),
  }),
});

const ItemCard = builder.objectRef<HomeItemCard>('ItemCard').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    brandName: t.exposeString('brandName'),
    img: t.exposeString('img'),
    imgWidth: t.exposeInt('imgWidth'),
    imgHeight: t.exposeInt('imgHeight'),
    dealType: t.field({ type: DealTypeEnum, resolve: (i) => i.dealType }),
    condition: t.field({ type: ItemConditionEnum, resolve: (i) => i.condition }),
    originPrice: t.exposeInt('originPrice'),
    price: t.exposeInt('price'),
    discountRate: t.exposeInt('discountRate'),
    storeName: t.exposeString('storeName'),
    ratingAvg: t.exposeFloat('ratingAvg', { nullable: true }),
    reviewCount: t.exposeInt('reviewCount'),
    tag1: t.exposeString('tag1', { nullable: true }),
    tag2: t.exposeString('tag2', { nullable: true }),
  }),
});

const ModelCard = builder.objectRef<HomeModelCard>('ModelCard').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    brandName: t.exposeString('brandName'),
    img: t.exposeString('img'),
    imgWidth: t.exposeInt('imgWidth'),
    imgHeight: t.exposeInt('imgHeight'),
    categoryName: t.exposeString('categoryName'),
    minPrice: t.exposeInt('minPrice'),
    maxOriginPrice: t.exposeInt('maxOriginPrice'),
    itemCount: t.exposeInt('itemCount'),
    ratingAvg: t.exposeFloat('ratingAvg', { nullable: true }),
    reviewCount: t.exposeInt('reviewCount'),
  }),
});

const StoreCard = builder.objectRef<HomeStoreCard>('StoreCard').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    region: t.exposeString('region'),
    address: t.exposeString('address'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
    distanceKm: t.exposeFloat('distanceKm'),
    isOfficial: t.exposeBoolean('isOfficial'),
    ratingAvg: t.exposeFloat('ratingAvg', { nullable: true }),
    reviewCount: t.exposeInt('reviewCount'),
  }),
});

const MagazineCard = builder.objectRef<HomeMagazineCard>('MagazineCard').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    summary: t.exposeString('summary'),
    img: t.exposeString('img'),
    imgWidth: t.exposeInt('imgWidth'),
    imgHeight: t.exposeInt('imgHeight'),
    publishedAt: t.exposeString('publishedAt'),
  }),
});

const NoticeCard = builder.objectRef<HomeNoticeCard>('NoticeCard').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    isImportant: t.exposeBoolean('isImportant'),
    publishedAt: t.exposeString('publishedAt'),
  }),
});

const LineBanner = builder.objectRef<HomeLineBanner>('LineBanner').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    text: t.exposeString('text'),
    linkUrl: t.exposeString('linkUrl'),
    tone: t.exposeString('tone'),
  }),
});

export const HomePage = builder.objectRef<HomeData>('HomePage').implement({
  fields: (t) => ({
    lineBanners: t.field({ type: [LineBanner], resolve: (h) => h.lineBanners }),
    categories: t.field({ type: [Category], resolve: (h) => h.categories }),
    rentalItems: t.field({ type: [ItemCard], resolve: (h) => h.rentalItems }),
    saleModels: t.field({ type: [ModelCard], resolve: (h) => h.saleModels }),
    stores: t.field({ type: [StoreCard], resolve: (h) => h.stores }),
    magazines: t.field({ type: [MagazineCard], resolve: (h) => h.magazines }),
    notices: t.field({ type: [NoticeCard], resolve: (h) => h.notices }),
  }),
});
