import { builder, CategoryCodeEnum, type PothosFieldBuilder } from '../builder';
import type {
  HomeCategory,
  HomeData,
  HomeLineBanner,
  HomeMagazineCard,
  HomeNoticeCard,
  HomeBusinessCard,
} from '../../../domain/home/homeTypes';
import { ItemCardRef } from './itemCard';
import { ModelCardRef } from './modelCard';

type Card = { id: number; img: string; imgWidth: number; imgHeight: number };
type Rated = { ratingAvg: number | null; reviewCount: number };

// Field groups several card types share: a picture with its size (no layout shift), and a rating.
const cardFields = <T extends Card>(t: PothosFieldBuilder<T>) => ({
  id: t.int({ resolve: (parent) => parent.id }),
  img: t.string({ resolve: (parent) => parent.img }),
  imgWidth: t.int({ resolve: (parent) => parent.imgWidth }),
  imgHeight: t.int({ resolve: (parent) => parent.imgHeight }),
});
const ratingFields = <T extends Rated>(t: PothosFieldBuilder<T>) => ({
  ratingAvg: t.float({ nullable: true, resolve: (parent) => parent.ratingAvg }),
  reviewCount: t.int({ resolve: (parent) => parent.reviewCount }),
});

const Category = builder.objectRef<HomeCategory>('HomeCategory').implement({
  fields: (t) => ({
    code: t.field({ type: CategoryCodeEnum, resolve: (c) => c.code }),
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    groupName: t.exposeString('groupName'),
    isElect: t.exposeBoolean('isElect'),
  }),
});

const BusinessCard = builder.objectRef<HomeBusinessCard>('BusinessCard').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    region: t.exposeString('region'),
    address: t.exposeString('address'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
    distanceKm: t.exposeFloat('distanceKm'),
    isOfficial: t.exposeBoolean('isOfficial'),
    ...ratingFields(t),
  }),
});

/** A magazine card: the home section and the search page's magazine section show the same card. */
export const MagazineCard = builder.objectRef<HomeMagazineCard>('MagazineCard').implement({
  fields: (t) => ({
    ...cardFields(t),
    name: t.exposeString('name'),
    summary: t.exposeString('summary'),
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
    rentalItems: t.field({ type: [ItemCardRef], resolve: (h) => h.rentalItems }),
    saleModels: t.field({ type: [ModelCardRef], resolve: (h) => h.saleModels }),
    businesses: t.field({ type: [BusinessCard], resolve: (h) => h.businesses }),
    magazines: t.field({ type: [MagazineCard], resolve: (h) => h.magazines }),
    notices: t.field({ type: [NoticeCard], resolve: (h) => h.notices }),
  }),
});
