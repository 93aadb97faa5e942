import { z } from 'zod';
import { builder, CategoryCodeEnum, DeliveryTypeEnum } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { todayInSeoul } from '@/lib/dates';
import { datedComparison } from '../../../domain/model/datedComparison';
import { rangeArg } from '../../../domain/rentalRange/rangeArgs';
import { NearbyRangeRef, RentalRangeInputRef } from './rentalRange';
import {
  getModelDetail,
  getModelReviews,
  getPriceComparison,
  getSimilarModels,
} from '../../../domain/model/modelDetailService';
import type {
  DatedComparison,
  DatedOffer,
  DetailSpecInfo,
  MdReviewInfo,
  ModelDetail,
  ModelSummary,
  PriceComparison,
  PriceComparisonRow,
  PriceGroup,
  SimilarModels,
  SpecEntry,
  TaggedPost,
} from '../../../domain/model/modelTypes';
import { BookmarkStateRef } from './bookmark';
import { ItemCardRef } from './itemCard';
import { ModelCardRef } from './modelCard';
import { ReviewHeaderRef, ReviewPageRef, ReviewRef } from './review';

const ModelSummaryRef = builder.objectRef<ModelSummary>('ModelSummary').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    summaryInfo: t.exposeString('summaryInfo'),
    img: t.exposeString('img'),
    imgWidth: t.exposeInt('imgWidth'),
    imgHeight: t.exposeInt('imgHeight'),
    imgAlt: t.exposeString('imgAlt'),
    imageId: t.exposeInt('imageId'),
    itemId: t.exposeInt('itemId', { nullable: true, description: '가장 싼 판매 중 상품 (구매 우선, 없으면 렌탈)' }),
    brandId: t.int({ resolve: (m) => m.brand.id }),
    brandKey: t.string({ resolve: (m) => m.brand.key }),
    brand: t.string({ description: '브랜드 이름', resolve: (m) => m.brand.name }),
    categoryKey: t.string({ resolve: (m) => m.category.key }),
    category: t.string({ description: '카테고리 이름', resolve: (m) => m.category.name }),
    categoryCode: t.field({ type: CategoryCodeEnum, resolve: (m) => m.category.code }),
    modelYear: t.exposeInt('modelYear'),
    releasePrice: t.exposeInt('releasePrice'),
    lowestSellPrice: t.exposeInt('lowestSellPrice', { nullable: true }),
    lowestRentalPrice: t.exposeInt('lowestRentalPrice', { nullable: true, description: '렌탈 1일 최저가' }),
    reviewSummary: t.exposeString('reviewSummary'),
    infoSummary: t.exposeString('infoSummary'),
  }),
});

const SpecEntryRef = builder.objectRef<SpecEntry>('SpecEntry').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

const DetailSpecInfoRef = builder.objectRef<DetailSpecInfo>('DetailSpecInfo').implement({
  fields: (t) => ({
    isShow: t.exposeBoolean('isShow'),
    isShowGeometry: t.exposeBoolean('isShowGeometry'),
    isShowDetailSpec: t.exposeBoolean('isShowDetailSpec'),
    htmlDetailSpec: t.exposeString('htmlDetailSpec', { description: '서버에서 만들고 정리한 사양 표 HTML' }),
    htmlGeometry: t.exposeString('htmlGeometry', { description: '서버에서 만들고 정리한 지오메트리 표 HTML' }),
  }),
});

const MdReviewInfoRef = builder.objectRef<MdReviewInfo>('MdReviewInfo').implement({
  fields: (t) => ({
    isShow: t.exposeBoolean('isShow'),
    title: t.exposeString('title'),
    reviews: t.field({ type: [ReviewRef], resolve: (m) => m.reviews }),
  }),
});

const TaggedPostRef = builder.objectRef<TaggedPost>('TaggedPost').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    boardCode: t.exposeString('boardCode'),
    boardName: t.exposeString('boardName'),
    title: t.exposeString('title'),
    nickname: t.exposeString('nickname'),
    commentCount: t.exposeInt('commentCount'),
    likeCount: t.exposeInt('likeCount'),
    createdDatetime: t.exposeString('createdDatetime'),
  }),
});

const ModelDetailRef = builder.objectRef<ModelDetail>('ModelDetail').implement({
  fields: (t) => ({
    model: t.field({ type: ModelSummaryRef, resolve: (d) => d.model }),
    specInfo: t.field({ type: [SpecEntryRef], resolve: (d) => d.specInfo }),
    detailSpecInfo: t.field({ type: DetailSpecInfoRef, resolve: (d) => d.detailSpecInfo }),
    totalHtmlContent: t.exposeString('totalHtmlContent', { description: '서버에서 허용 목록으로 정리된 상세 HTML' }),
    mdReviewInfo: t.field({ type: MdReviewInfoRef, resolve: (d) => d.mdReviewInfo }),
    modelReviewHeader: t.field({ type: ReviewHeaderRef, resolve: (d) => d.modelReviewHeader }),
    bookmark: t.field({
      type: BookmarkStateRef,
      description: '보는 사람의 찜·최저가 알림 상태',
      resolve: (d) => d.bookmark,
    }),
    posts: t.field({
      type: [TaggedPostRef],
      description: '이 모델이 태그된 최신 커뮤니티 글',
      resolve: (d) => d.posts,
    }),
    postCount: t.exposeInt('postCount'),
  }),
});

const PriceComparisonRowRef = builder.objectRef<PriceComparisonRow>('PriceComparisonRow').implement({
  description: '가격 비교의 한 줄: 상품 카드와 이 목록만 보여 주는 중고 등급·배송·매장 평점',
  fields: (t) => ({
    item: t.field({ type: ItemCardRef, resolve: (r) => r.item }),
    usedGrade: t.exposeString('usedGrade', { nullable: true, description: '중고 등급 (S급, A급, B급)' }),
    isOfficial: t.exposeBoolean('isOfficial', { description: '공식 매장' }),
    shippingFee: t.exposeInt('shippingFee'),
    deliveryTypes: t.field({ type: [DeliveryTypeEnum], resolve: (r) => r.deliveryTypes }),
    businessRatingAvg: t.exposeFloat('businessRatingAvg', {
      nullable: true,
      description: '매장 평점 (모든 상품 리뷰)',
    }),
    businessReviewCount: t.exposeInt('businessReviewCount', { description: '매장 리뷰 수' }),
  }),
});

const PriceGroupRef = builder.objectRef<PriceGroup>('PriceGroup').implement({
  fields: (t) => ({
    itemCount: t.exposeInt('itemCount'),
    items: t.field({ type: [PriceComparisonRowRef], description: '가격 낮은 순', resolve: (g) => g.items }),
  }),
});

const PriceComparisonRef = builder.objectRef<PriceComparison>('PriceComparison').implement({
  fields: (t) => ({
    itemCount: t.exposeInt('itemCount'),
    sell: t.field({ type: PriceGroupRef, description: '구매', resolve: (p) => p.sell }),
    rental: t.field({ type: PriceGroupRef, description: '렌탈', resolve: (p) => p.rental }),
  }),
});

const DatedOfferRef = builder.objectRef<DatedOffer>('DatedOffer').implement({
  description: '날짜별 비교의 한 줄: 가격 비교 한 줄과 기간 총액·남은 수량·거리',
  fields: (t) => ({
    offer: t.field({ type: PriceComparisonRowRef, resolve: (r) => r.offer }),
    rangeTotal: t.exposeInt('rangeTotal', { description: '기간 총액 (원, 1대, 보험 별도, 장기 대여 할인 적용)' }),
    unitsLeft: t.exposeInt('unitsLeft', { description: '기간 내내 예약할 수 있는 수량' }),
    distanceKm: t.exposeFloat('distanceKm', { nullable: true, description: '내 위치에서 (위치를 보냈을 때만)' }),
    isCheapest: t.exposeBoolean('isCheapest', { description: '최저 총액' }),
  }),
});

const DatedComparisonRef = builder.objectRef<DatedComparison>('DatedComparison').implement({
  fields: (t) => ({
    start: t.string({ resolve: (c) => c.range.start }),
    end: t.string({ resolve: (c) => c.range.end }),
    rangeDays: t.exposeInt('rangeDays'),
    itemCount: t.exposeInt('itemCount'),
    items: t.field({ type: [DatedOfferRef], description: '기간 총액 낮은 순', resolve: (c) => c.items }),
    nearbyRanges: t.field({
      type: [NearbyRangeRef],
      description: '빌릴 수 있는 매장이 없을 때만: 가까운 기간과 그 매장 수',
      resolve: (c) => c.nearbyRanges,
    }),
  }),
});

const SimilarModelsRef = builder.objectRef<SimilarModels>('SimilarModels').implement({
  fields: (t) => ({
    sectionTitle: t.exposeString('sectionTitle'),
    models: t.field({ type: [ModelCardRef], resolve: (s) => s.models }),
  }),
});

const idArgs = z.object({ id: z.number().int().positive() });
const modelArgs = z.object({ modelId: z.number().int().positive() });
const datedArgs = modelArgs.extend({
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
});
const reviewArgs = modelArgs.extend({ searchAfter: z.string().min(1).max(200).nullish() });

builder.queryFields((t) => ({
  modelDetail: t.field({
    type: ModelDetailRef,
    description: '모델 상세: 요약, 사양, 상세 HTML, 베스트 리뷰, 리뷰 요약, 찜 상태, 태그된 글',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => getModelDetail(ctx.db, ctx.viewer?.userId ?? null, parseInput(idArgs, args).id),
  }),
  priceComparison: t.field({
    type: PriceComparisonRef,
    description: '이 모델을 파는 모든 매장의 판매 중 상품 (렌탈·구매 따로, 가격 낮은 순)',
    args: { modelId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      getPriceComparison(ctx.db, ctx.viewer?.userId ?? null, parseInput(modelArgs, args).modelId),
  }),
  datedComparison: t.field({
    type: DatedComparisonRef,
    nullable: true,
    description: '이 날짜에 빌릴 수 있는 매장: 기간 내내 비어 있는 렌탈 상품만, 기간 총액 낮은 순 (기간이 없으면 null)',
    args: {
      modelId: t.arg.int({ required: true }),
      range: t.arg({ type: RentalRangeInputRef }),
      lat: t.arg.float({ description: '내 위치 (거리 표시용, 경도와 함께)' }),
      lng: t.arg.float(),
    },
    resolve: (_root, args, ctx) => {
      const { modelId, lat, lng } = parseInput(datedArgs, args);
      const today = todayInSeoul();
      const range = rangeArg(args.range, today);
      if (!range) return null;
      const position = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
      return datedComparison(ctx.db, modelId, ctx.viewer?.userId ?? null, range, today, position);
    },
  }),
  similarModels: t.field({
    type: SimilarModelsRef,
    description: '같은 카테고리에서 가격·사양이 비슷한 모델',
    args: { modelId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => getSimilarModels(ctx.db, parseInput(modelArgs, args).modelId),
  }),
  modelReviews: t.field({
    type: ReviewPageRef,
    description: '모델 리뷰 (최신순, searchAfter 커서로 다음 페이지)',
    args: { modelId: t.arg.int({ required: true }), searchAfter: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const input = parseInput(reviewArgs, args);
      return getModelReviews(ctx.db, ctx.viewer?.userId ?? null, input.modelId, input.searchAfter ?? null);
    },
  }),
}));
