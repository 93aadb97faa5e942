import { z } from 'zod';
import { builder, DealTypeEnum } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { requireSeller } from '../../../domain/seller/sellerItems';
import { listingInput } from '@/lib/seller/listingInput';
import { saveListing } from '../../../domain/seller/listing/listingWrite';
import { publishListing, unpublishListing } from '../../../domain/seller/listing/listingPublish';
import { sellerListing, type SellerListing } from '../../../domain/seller/listing/listingRead';
import { listingChanged } from '../../../cluster/pageChanges';
import type { Viewer } from '../../../domain/viewer';
import { listingCategories, type ListingCategory } from '../../../domain/seller/listing/listingCategories';

const ListingStateEnum = builder.enumType('ListingState', {
  description: 'DRAFT 임시저장, AVAILABLE 판매 중, SOLD_OUT 품절, HIDDEN 게시 중지',
  values: ['DRAFT', 'AVAILABLE', 'SOLD_OUT', 'HIDDEN'] as const,
});

const ListingOptionKindEnum = builder.enumType('ListingOptionKind', {
  description: 'REQUIRED 필수 (사이즈 등), ADDITIONAL 추가',
  values: ['REQUIRED', 'ADDITIONAL'] as const,
});

const ConditionEnum = builder.enumType('ListingCondition', { values: ['NEW', 'USED'] as const });

type Photo = SellerListing['photos'][number];
type Option = SellerListing['options'][number];
type ModelRequest = NonNullable<SellerListing['modelRequest']>;
type Insurance = NonNullable<SellerListing['insurance']>;

const PhotoRef = builder.objectRef<Photo>('ListingPhoto').implement({
  fields: (t) => ({ id: t.exposeInt('id'), url: t.exposeString('url') }),
});

const OptionRef = builder.objectRef<Option>('ListingOption').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.field({ type: ListingOptionKindEnum, resolve: (o) => o.kind }),
    name: t.exposeString('name'),
    price: t.exposeInt('price'),
    stock: t.exposeInt('stock'),
  }),
});

const ModelRequestRef = builder.objectRef<ModelRequest>('ListingModelRequest').implement({
  fields: (t) => ({
    brandName: t.exposeString('brandName'),
    modelName: t.exposeString('modelName'),
    modelYear: t.exposeInt('modelYear', { nullable: true }),
  }),
});

const InsuranceRef = builder.objectRef<Insurance>('ListingInsurance').implement({
  fields: (t) => ({ name: t.exposeString('name'), price: t.exposeInt('price') }),
});

const SellerListingRef = builder.objectRef<SellerListing>('SellerListing').implement({
  description: '판매자가 직접 등록한 상품 (등록·수정 화면용)',
  fields: (t) => ({
    itemId: t.exposeInt('itemId'),
    state: t.field({ type: ListingStateEnum, resolve: (l) => l.state }),
    dealType: t.field({ type: DealTypeEnum, resolve: (l) => l.dealType }),
    modelId: t.exposeInt('modelId', { nullable: true }),
    modelLabel: t.exposeString('modelLabel', { nullable: true }),
    modelRequest: t.field({ type: ModelRequestRef, nullable: true, resolve: (l) => l.modelRequest }),
    categoryId: t.exposeInt('categoryId', { nullable: true }),
    title: t.exposeString('title'),
    condition: t.field({ type: ConditionEnum, resolve: (l) => l.condition }),
    usedGrade: t.exposeString('usedGrade', { nullable: true }),
    description: t.exposeString('description'),
    photos: t.field({ type: [PhotoRef], description: '첫 사진이 대표 사진', resolve: (l) => l.photos }),
    options: t.field({ type: [OptionRef], resolve: (l) => l.options }),
    stock: t.exposeInt('stock'),
    price: t.exposeInt('price', { description: '렌탈은 하루 가격, 판매는 판매가 (원)' }),
    originPrice: t.exposeInt('originPrice', { nullable: true }),
    pickup: t.exposeBoolean('pickup'),
    parcel: t.exposeBoolean('parcel'),
    shippingFee: t.exposeInt('shippingFee'),
    insurance: t.field({ type: InsuranceRef, nullable: true, resolve: (l) => l.insurance }),
    depositAmount: t.exposeInt('depositAmount'),
    threeDayDiscountPercent: t.exposeInt('threeDayDiscountPercent', {
      nullable: true,
      description: '3일 이상 대여 할인율 (%), 없으면 null',
    }),
    sevenDayDiscountPercent: t.exposeInt('sevenDayDiscountPercent', {
      nullable: true,
      description: '7일 이상 대여 할인율 (%), 없으면 null',
    }),
  }),
});

const ListingOptionInputRef = builder.inputType('ListingOptionInput', {
  fields: (t) => ({
    id: t.int({ description: '이미 있는 옵션의 id (새 옵션은 비움)' }),
    kind: t.field({ type: ListingOptionKindEnum, required: true }),
    name: t.string({ required: true }),
    price: t.int({ required: true }),
    stock: t.int({ required: true }),
  }),
});

const ModelRequestInputRef = builder.inputType('ListingModelRequestInput', {
  fields: (t) => ({
    brandName: t.string({ required: true }),
    modelName: t.string({ required: true }),
    modelYear: t.int(),
  }),
});

const InsuranceInputRef = builder.inputType('ListingInsuranceInput', {
  fields: (t) => ({ name: t.string({ required: true }), price: t.int({ required: true }) }),
});

const ListingInputRef = builder.inputType('ListingInput', {
  description: '상품 등록·수정 입력. 검사와 한국어 메시지는 lib/seller/listingInput.ts',
  fields: (t) => ({
    dealType: t.field({ type: DealTypeEnum, required: true }),
    modelId: t.int(),
    modelRequest: t.field({ type: ModelRequestInputRef, description: '모델 없음: 운영팀에 보낼 모델 정보' }),
    categoryId: t.int({ description: '모델 없는 상품의 종류' }),
    title: t.string({ required: true }),
    condition: t.field({ type: ConditionEnum, required: true }),
    usedGrade: t.string(),
    description: t.string({ required: true }),
    imageIds: t.intList({ required: true, description: '올린 사진 id, 보여 줄 순서대로 (15장까지)' }),
    options: t.field({ type: [ListingOptionInputRef], required: true }),
    stock: t.int({ required: true, description: '필수 옵션이 없을 때의 재고 (있으면 옵션 재고의 합)' }),
    price: t.int({ required: true }),
    originPrice: t.int(),
    pickup: t.boolean({ required: true }),
    parcel: t.boolean({ required: true }),
    shippingFee: t.int({ required: true }),
    insurance: t.field({ type: InsuranceInputRef }),
    depositAmount: t.int({ required: true }),
    threeDayDiscountPercent: t.int({ description: '3일 이상 대여 할인율 (1-90 %, 렌탈만, 없으면 비움)' }),
    sevenDayDiscountPercent: t.int({ description: '7일 이상 대여 할인율 (1-90 %, 3일 이상 이상, 렌탈만)' }),
  }),
});

const itemIdArgs = z.object({ itemId: z.number().int().positive().max(2_147_483_647) });

/** The seller writing and their business: every listing write goes to the caller's own business. */
export function author(viewer: Viewer | null) {
  const member = requireMember(viewer);
  return { userId: member.userId, businessId: requireSeller(member) };
}

const ListingCategoryRef = builder.objectRef<ListingCategory>('ListingCategory').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name'), groupName: t.exposeString('groupName') }),
});

builder.queryFields((t) => ({
  listingCategories: t.field({
    type: [ListingCategoryRef],
    description: '모델 없는 상품이 고를 수 있는 종류 (판매자 계정 전용)',
    resolve: (_root, _args, ctx) => {
      author(ctx.viewer);
      return listingCategories(ctx.db);
    },
  }),
  sellerListing: t.field({
    type: SellerListingRef,
    description: '내 매장 상품의 등록 정보 (수정 화면). 다른 매장의 상품은 NOT_FOUND (판매자 계정 전용)',
    args: { itemId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { businessId } = author(ctx.viewer);
      return sellerListing(ctx.db, businessId, parseInput(itemIdArgs, args).itemId);
    },
  }),
}));

builder.mutationFields((t) => ({
  createListing: t.field({
    type: SellerListingRef,
    description: '새 상품을 임시저장으로 등록 (판매자 계정 전용)',
    args: { input: t.arg({ type: ListingInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const who = author(ctx.viewer);
      const itemId = await saveListing(ctx.db, who, null, parseInput(listingInput, args.input));
      return sellerListing(ctx.db, who.businessId, itemId);
    },
  }),
  updateListing: t.field({
    type: SellerListingRef,
    description: '내 매장 상품의 등록 정보 저장. 게시 중인 상품은 바로 반영 (판매자 계정 전용)',
    args: { itemId: t.arg.int({ required: true }), input: t.arg({ type: ListingInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const who = author(ctx.viewer);
      const { itemId } = parseInput(itemIdArgs, args);
      await saveListing(ctx.db, who, itemId, parseInput(listingInput, args.input));
      await listingChanged(ctx.db, itemId);
      return sellerListing(ctx.db, who.businessId, itemId);
    },
  }),
  publishListing: t.field({
    type: SellerListingRef,
    description: '게시하기: 검색, 모델 가격 비교, 매장, 사이트맵, 네이버 EP에 바로 나타남 (판매자 계정 전용)',
    args: { itemId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { businessId } = author(ctx.viewer);
      const { itemId } = parseInput(itemIdArgs, args);
      await publishListing(ctx.db, businessId, itemId);
      await listingChanged(ctx.db, itemId);
      return sellerListing(ctx.db, businessId, itemId);
    },
  }),
  unpublishListing: t.field({
    type: SellerListingRef,
    description: '게시 중지: 목록과 검색에서 내림. 진행 중인 주문은 그대로 (판매자 계정 전용)',
    args: { itemId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { businessId } = author(ctx.viewer);
      const { itemId } = parseInput(itemIdArgs, args);
      await unpublishListing(ctx.db, businessId, itemId);
      await listingChanged(ctx.db, itemId);
      return sellerListing(ctx.db, businessId, itemId);
    },
  }),
}));
