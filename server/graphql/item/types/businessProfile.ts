import { RentalRangeInputRef } from './rentalRange';
import type { ItemRangeFact } from '../../../domain/business/businessItems';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { businessDetail } from '../../../domain/business/businessDetailService';
import { businessDetailInput, businessItemsInput } from '../../../domain/business/businessInput';
import { businessSorts } from '../../../domain/business/businessItemSorts';
import { businessItemsPage } from '../../../domain/business/businessPages';
import type {
  OperationDay,
  OperationTime,
  BusinessBrand,
  BusinessCategoryTemplate,
  BusinessDetail,
  BusinessInfo,
  BusinessItemsPage,
  BusinessSection,
} from '../../../domain/business/businessTypes';
import { FilterComponentRef, FilterValueInputRef } from './filters';
import { ItemCardRef } from './itemCard';
import { ReviewHeaderRef, ReviewRef } from './review';
import './businessReviews';

const BusinessInfoRef = builder.objectRef<BusinessInfo>('BusinessInfo').implement({
  fields: (t) => ({
    businessId: t.exposeInt('businessId'),
    isOfficial: t.exposeBoolean('isOfficial'),
    businessName: t.exposeString('businessName'),
    businessAddress: t.exposeString('businessAddress'),
    region: t.exposeString('region'),
    reviewCountText: t.exposeString('reviewCountText', { description: '리뷰 1,234' }),
    reviewRatingText: t.exposeString('reviewRatingText', { description: '4.7 (리뷰가 없으면 빈 문자열)' }),
    reviewCount: t.exposeInt('reviewCount'),
    ratingAvg: t.exposeFloat('ratingAvg', { nullable: true }),
    isBookmarked: t.exposeBoolean('isBookmarked'),
    businessPhone: t.exposeString('businessPhone'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
  }),
});

const BusinessSectionRef = builder.objectRef<BusinessSection>('BusinessSection').implement({
  fields: (t) => ({ isShow: t.exposeBoolean('isShow'), content: t.exposeString('content') }),
});

const OperationDayRef = builder.objectRef<OperationDay>('OperationDay').implement({
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: '0 일요일 … 6 토요일' }),
    label: t.exposeString('label'),
    open: t.exposeString('open', { nullable: true, description: 'HH:mm, 휴무일이면 null' }),
    close: t.exposeString('close', { nullable: true }),
  }),
});

const OpeningHourRef = builder.objectRef<OperationTime['hours'][number]>('OpeningHour').implement({
  fields: (t) => ({ weekday: t.exposeInt('weekday'), open: t.exposeString('open'), close: t.exposeString('close') }),
});

const OperationTimeRef = builder.objectRef<OperationTime>('OperationTime').implement({
  fields: (t) => ({
    isShow: t.exposeBoolean('isShow'),
    content: t.exposeString('content', { description: '한 줄 요약 (평일 10:00~20:00 · 월요일 휴무)' }),
    days: t.field({ type: [OperationDayRef], description: '월요일부터 일요일까지', resolve: (o) => o.days }),
    upcomingClosedDates: t.exposeStringList('upcomingClosedDates'),
    hours: t.field({ type: [OpeningHourRef], resolve: (o) => o.hours }),
    closedDates: t.exposeStringList('closedDates'),
    isOpenNow: t.exposeBoolean('isOpenNow', { description: '지금 영업 중인지 (Asia/Seoul)' }),
    openStatusText: t.exposeString('openStatusText'),
  }),
});

const BusinessProfileRef = builder.objectRef<BusinessDetail['businessProfile']>('BusinessProfile').implement({
  fields: (t) => ({
    info: t.field({ type: BusinessInfoRef, resolve: (p) => p.info }),
    notice: t.field({ type: BusinessSectionRef, resolve: (p) => p.notice }),
    introduction: t.field({ type: BusinessSectionRef, resolve: (p) => p.introduction }),
    operationTime: t.field({ type: OperationTimeRef, resolve: (p) => p.operationTime }),
    maintenance: t.field({ type: BusinessSectionRef, resolve: (p) => p.maintenance }),
  }),
});

const BusinessBrandRef = builder.objectRef<BusinessBrand>('BusinessBrand').implement({
  fields: (t) => ({ key: t.exposeString('key'), name: t.exposeString('name'), itemCount: t.exposeInt('itemCount') }),
});

const BusinessDetailRef = builder.objectRef<BusinessDetail>('NearbyBusinessDetail').implement({
  fields: (t) => ({
    businessProfile: t.field({ type: BusinessProfileRef, resolve: (d) => d.businessProfile }),
    isBookmarked: t.boolean({ resolve: (d) => d.businessProfile.info.isBookmarked }),
    businessFamousItems: t.field({
      type: [ItemCardRef],
      description: '대표 상품 (최대 10개)',
      resolve: (d) => d.businessFamousItems,
    }),
    businessFamousItemCount: t.exposeInt('businessFamousItemCount'),
    isShowLabel: t.exposeBoolean('isShowLabel', { description: '공식 매장 라벨 표시' }),
    brands: t.field({ type: [BusinessBrandRef], resolve: (d) => d.brands }),
    reviewHeader: t.field({ type: ReviewHeaderRef, resolve: (d) => d.reviewHeader }),
    businessReviews: t.field({ type: [ReviewRef], description: '최신 리뷰', resolve: (d) => d.businessReviews }),
    reviewSearchAfter: t.exposeString('reviewSearchAfter', {
      nullable: true,
      description: 'businessReviews(NEWEST)의 다음 페이지 커서',
    }),
  }),
});

const BusinessCategoryTemplateRef = builder.objectRef<BusinessCategoryTemplate>('BusinessCategoryTemplate').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    itemCount: t.exposeInt('itemCount'),
    filterComponents: t.field({ type: [FilterComponentRef], resolve: (c) => c.filterComponents }),
  }),
});

const BusinessSortRef = builder.objectRef<{ key: string; name: string }>('BusinessItemSort').implement({
  fields: (t) => ({ key: t.exposeString('key'), name: t.exposeString('name') }),
});

const BusinessListRangeRef = builder.objectRef<NonNullable<BusinessItemsPage['range']>>('BusinessListRange').implement({
  fields: (t) => ({ start: t.exposeString('start'), end: t.exposeString('end'), rangeDays: t.exposeInt('rangeDays') }),
});

const ItemRangeFactRef = builder.objectRef<ItemRangeFact>('ItemRangeFact').implement({
  description: '기간을 고른 목록의 한 상품: 기간 총액 (1대, 보험 별도, 장기 대여 할인 적용)과 남은 수량',
  fields: (t) => ({
    itemId: t.exposeInt('itemId'),
    rangeTotal: t.exposeInt('rangeTotal'),
    unitsLeft: t.exposeInt('unitsLeft'),
  }),
});

const BusinessItemsPageRef = builder.objectRef<BusinessItemsPage>('BusinessItemsPage').implement({
  fields: (t) => ({
    header: t.field({
      type: builder.objectRef<BusinessItemsPage['header']>('BusinessListHeader').implement({
        fields: (h) => ({ businessName: h.exposeString('businessName'), itemCount: h.exposeInt('itemCount') }),
      }),
      resolve: (p) => p.header,
    }),
    businessItems: t.field({ type: [ItemCardRef], resolve: (p) => p.businessItems }),
    range: t.field({
      type: BusinessListRangeRef,
      nullable: true,
      description: '목록을 거른 기간 (없으면 null)',
      resolve: (p) => p.range,
    }),
    rangeFacts: t.field({
      type: [ItemRangeFactRef],
      description: '기간을 골랐을 때 각 상품의 기간 총액과 남은 수량 (businessItems와 같은 순서)',
      resolve: (p) => p.rangeFacts,
    }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
    categoryTemplates: t.field({ type: [BusinessCategoryTemplateRef], resolve: (p) => p.categoryTemplates() }),
    filterComponents: t.field({
      type: [FilterComponentRef],
      description: '고른 카테고리의 필터',
      resolve: (p) => p.filterComponents(),
    }),
    sorts: t.field({ type: [BusinessSortRef], resolve: () => businessSorts }),
  }),
});

const BusinessItemsInputRef = builder.inputType('BusinessItemsInput', {
  fields: (t) => ({
    businessId: t.int({ required: true }),
    categoryKey: t.string({ description: "카테고리 key, 기본 'all'" }),
    sort: t.string({ description: 'RECOMMEND(기본), NEWEST, PRICE_ASC, PRICE_DESC, REVIEW' }),
    filters: t.field({ type: [FilterValueInputRef] }),
    famousOnly: t.boolean({ description: '대표 상품만 (famous_list)' }),
    searchAfter: t.string(),
    size: t.int({ description: '1–50, 기본 20' }),
    range: t.field({ type: RentalRangeInputRef, description: '기간: 그 기간 내내 빌릴 수 있는 렌탈 상품만' }),
  }),
});

builder.queryFields((t) => ({
  nearbyBusiness: t.field({
    type: BusinessDetailRef,
    description: '매장 프로필: 정보, 공지·소개·영업시간·정비, 대표 상품, 브랜드, 최신 리뷰',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      businessDetail(ctx.db, parseInput(businessDetailInput, args).id, ctx.viewer?.userId ?? null),
  }),
  businessItems: t.field({
    type: BusinessItemsPageRef,
    description: '매장 상품 목록 (전체 또는 대표 상품): 헤더, 카테고리 템플릿, 필터, 정렬, searchAfter 커서',
    args: { input: t.arg({ type: BusinessItemsInputRef, required: true }) },
    resolve: (_root, args, ctx) =>
      businessItemsPage(ctx.db, parseInput(businessItemsInput, args.input), ctx.viewer?.userId ?? null),
  }),
}));
