import { builder, CategoryCodeEnum } from '../builder';
import { getBrandSale, listBrandSaleModels } from '../../../domain/promotion/brandSale';
import { getBrandIntro, listBrandModels } from '../../../domain/promotion/brandIntro';
import type {
  BrandInfo,
  BrandIntro,
  BrandModelPage,
  BrandSale,
  BrandSaleModelPage,
  GroupCount,
  PromotionModelCard,
  PromotionModelGroup,
  PromotionSummary,
} from '../../../domain/promotion/promotionTypes';
// The card benefit and lease introduction fields live beside these (one registration line in schema.ts).
import './promotionBenefits';
import { ModelCardRef } from './modelCard';

const PromotionSummaryRef = builder.objectRef<PromotionSummary>('PromotionSummary').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle'),
    startsAt: t.exposeString('startsAt'),
    endsAt: t.exposeString('endsAt', { description: '이 시각 전까지 진행 (미포함)' }),
  }),
});

const PromotionModelCardRef = builder.objectRef<PromotionModelCard>('PromotionModelRow').implement({
  description: '세일 중인 모델: 모델 카드와 이 세일만의 세일가·할인율·그룹',
  fields: (t) => ({
    id: t.exposeInt('id', { description: '세일 목록 안에서의 id' }),
    groupName: t.exposeString('groupName'),
    salePrice: t.exposeInt('salePrice', { description: '세일가 (원)' }),
    discountRate: t.exposeInt('discountRate', { description: '출고가 대비 할인율 (%, 내림)' }),
    isFamous: t.exposeBoolean('isFamous'),
    model: t.field({
      type: ModelCardRef,
      description: '모델 카드 (releasePrice 출고가, lowestPrice 지금 매장 새 상품 최저가)',
      resolve: (r) => r.model,
    }),
  }),
});

const PromotionModelGroupRef = builder.objectRef<PromotionModelGroup>('PromotionModelGroup').implement({
  fields: (t) => ({
    groupName: t.exposeString('groupName'),
    totalCount: t.exposeInt('totalCount'),
    models: t.field({ type: [PromotionModelCardRef], resolve: (g) => g.models }),
  }),
});

const GroupCountRef = builder.objectRef<GroupCount>('PromotionGroupCount').implement({
  fields: (t) => ({ groupName: t.exposeString('groupName'), totalCount: t.exposeInt('totalCount') }),
});

const BrandSaleRef = builder.objectRef<BrandSale>('BrandSale').implement({
  fields: (t) => ({
    isPossibleDeploy: t.exposeBoolean('isPossibleDeploy', { description: '켜져 있고 기간 안인 세일이 있을 때만 true' }),
    promotion: t.field({ type: PromotionSummaryRef, nullable: true, resolve: (s) => s.promotion }),
    famousPromotionModels: t.field({ type: [PromotionModelCardRef], resolve: (s) => s.famousPromotionModels }),
    promotionModelGroups: t.field({ type: [PromotionModelGroupRef], resolve: (s) => s.promotionModelGroups }),
  }),
});

const BrandSaleModelPageRef = builder.objectRef<BrandSaleModelPage>('BrandSaleModelPage').implement({
  fields: (t) => ({
    isPossibleDeploy: t.exposeBoolean('isPossibleDeploy'),
    promotion: t.field({ type: PromotionSummaryRef, nullable: true, resolve: (p) => p.promotion }),
    groups: t.field({ type: [GroupCountRef], resolve: (p) => p.groups }),
    groupName: t.exposeString('groupName', { nullable: true }),
    models: t.field({ type: [PromotionModelCardRef], resolve: (p) => p.models }),
    totalCount: t.exposeInt('totalCount'),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
  }),
});

const BrandInfoRef = builder.objectRef<BrandInfo>('BrandInfo').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    nameEn: t.exposeString('nameEn'),
    country: t.exposeString('country'),
    categoryCode: t.field({ type: CategoryCodeEnum, resolve: (b) => b.categoryCode }),
    description: t.exposeString('description'),
    introHtml: t.exposeString('introHtml', { description: '서버에서 허용 목록으로 정리된 HTML' }),
  }),
});

const BrandModelPageRef = builder.objectRef<BrandModelPage>('BrandModelPage').implement({
  fields: (t) => ({
    models: t.field({ type: [ModelCardRef], resolve: (p) => p.models }),
    totalCount: t.exposeInt('totalCount'),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
  }),
});

const BrandIntroRef = builder.objectRef<BrandIntro>('BrandIntro').implement({
  fields: (t) => ({
    brand: t.field({ type: BrandInfoRef, resolve: (b) => b.brand }),
    models: t.field({ type: BrandModelPageRef, resolve: (b) => b.models }),
    saleModels: t.field({ type: [PromotionModelCardRef], resolve: (b) => b.saleModels }),
    promotion: t.field({ type: PromotionSummaryRef, nullable: true, resolve: (b) => b.promotion }),
  }),
});

builder.queryFields((t) => ({
  brandSale: t.field({
    type: BrandSaleRef,
    description: '진행 중인 브랜드 세일: 인기 모델과 그룹별 모델 (없으면 isPossibleDeploy false)',
    resolve: (_root, _args, ctx) => getBrandSale(ctx.db),
  }),
  brandSaleModels: t.field({
    type: BrandSaleModelPageRef,
    description: '브랜드 세일 모델 목록 (그룹별, searchAfter 페이지)',
    args: { groupName: t.arg.string(), searchAfter: t.arg.string() },
    resolve: (_root, args, ctx) => listBrandSaleModels(ctx.db, args),
  }),
  brandIntro: t.field({
    type: BrandIntroRef,
    description: '브랜드 소개, 판매 중인 모델, 진행 중인 세일 모델',
    args: { brandKey: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getBrandIntro(ctx.db, args),
  }),
  brandModels: t.field({
    type: BrandModelPageRef,
    description: '브랜드 모델 다음 페이지',
    args: { brandKey: t.arg.string({ required: true }), searchAfter: t.arg.string() },
    resolve: (_root, args, ctx) => listBrandModels(ctx.db, args),
  }),
}));
