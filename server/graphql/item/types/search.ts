import { z } from 'zod';
import { MagazineCard } from './home';
import { builder, DealTypeEnum } from '../builder';
import { FilterComponentRef, FilterValueInputRef } from './filters';
import { ItemCardRef } from './itemCard';
import { parseInput } from '../../../domain/parseInput';
import { autoKeywords, type AutoKeyword } from '../../../domain/search/autoKeywords';
import { popularKeywords, type PopularKeyword } from '../../../domain/search/popularKeywords';
import { MAX_KEYWORD_LENGTH } from '../../../domain/search/queryTerms';
import { searchItems } from '../../../domain/search/searchItems';
import { NearbyRangeRef, RentalRangeInputRef, RentalRangeRef, RangeQuoteRef } from './rentalRange';
import type {
  BusinessSemiInfo,
  SearchInput,
  SearchMagazineSection,
  SearchResult,
} from '../../../domain/search/searchTypes';
import { SEARCH_SORTS, type SortOption } from '../../../domain/search/sorts';
import type { FitFilterAnswer } from '../../../domain/fit/fitSearch';

const SearchSortEnum = builder.enumType('SearchSort', {
  description:
    '추천순, 낮은 가격순, 높은 가격순, 리뷰 많은 순, 최신순, 가까운 순, 총액 낮은순 (날짜를 고른 대여 검색만)',
  values: SEARCH_SORTS,
});

const SortOptionRef = builder.objectRef<SortOption>('SearchSortOption').implement({
  fields: (t) => ({
    key: t.field({ type: SearchSortEnum, resolve: (s) => s.key }),
    label: t.exposeString('label'),
    isSelected: t.exposeBoolean('isSelected'),
  }),
});

const BusinessSemiInfoRef = builder.objectRef<BusinessSemiInfo>('BusinessSemiInfo').implement({
  description: '검색 결과가 있는 매장 요약 (결과 많은 순)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    region: t.exposeString('region'),
    address: t.exposeString('address'),
    isOfficial: t.exposeBoolean('isOfficial'),
    itemCount: t.exposeInt('itemCount'),
    distanceKm: t.exposeFloat('distanceKm'),
  }),
});

const SearchMagazineSectionRef = builder.objectRef<SearchMagazineSection>('SearchMagazineSection').implement({
  fields: (t) => ({
    sectionTitle: t.exposeString('sectionTitle'),
    magazines: t.field({ type: [MagazineCard], resolve: (s) => s.magazines }),
  }),
});

const FitFilterStateEnum = builder.enumType('FitFilterState', {
  description: '내 사이즈 필터: APPLIED 적용됨, SIGN_IN 로그인 필요, NO_PROFILE 키를 입력하지 않음',
  values: ['APPLIED', 'SIGN_IN', 'NO_PROFILE'] as const,
});

const FitFilterRef = builder.objectRef<FitFilterAnswer>('FitFilter').implement({
  fields: (t) => ({
    state: t.field({ type: FitFilterStateEnum, resolve: (f) => f.state }),
    summary: t.exposeString('summary', {
      nullable: true,
      description: '적용된 기준 ("키 175cm 기준 · 스키 160–175cm"), 적용되지 않았으면 null',
    }),
  }),
});

const SearchResultRef = builder.objectRef<SearchResult>('SearchResult').implement({
  fields: (t) => ({
    keyword: t.exposeString('keyword'),
    dealType: t.field({ type: DealTypeEnum, resolve: (r) => r.dealType }),
    items: t.field({ type: [ItemCardRef], resolve: (r) => r.items }),
    totalCount: t.exposeInt('totalCount', {
      description: '검색 결과 수. 10,000에서 세기를 멈춤: 10,000이면 "1만 개 이상"',
    }),
    searchAfter: t.exposeString('searchAfter', {
      nullable: true,
      description: '다음 페이지 커서 (마지막 페이지면 null)',
    }),
    isFuzzy: t.exposeBoolean('isFuzzy', { description: '정확히 일치하는 결과가 없어 비슷한 결과를 보여줄 때 true' }),
    sorts: t.field({ type: [SortOptionRef], resolve: (r) => r.sorts }),
    filterComponents: t.field({
      type: [FilterComponentRef],
      description: '첫 페이지에만 채워짐',
      resolve: (r) => r.filterComponents,
    }),
    businessSemiInfos: t.field({
      type: [BusinessSemiInfoRef],
      description: '첫 페이지에만 채워짐',
      resolve: (r) => r.businessSemiInfos,
    }),
    searchMagazineSection: t.field({ type: SearchMagazineSectionRef, resolve: (r) => r.searchMagazineSection }),
    suggestedKeywords: t.exposeStringList('suggestedKeywords', { description: '결과가 없을 때 추천 검색어' }),
    range: t.field({
      type: RentalRangeRef,
      nullable: true,
      description: '결과가 맞춘 대여 기간 (날짜 없는 검색과 중고/판매 탭은 null)',
      resolve: (r) => r.range,
    }),
    rangeQuotes: t.field({
      type: [RangeQuoteRef],
      description: '날짜를 고른 대여 검색에서 items 각각의 기간 총액과 남은 수량',
      resolve: (r) => r.rangeQuotes,
    }),
    nearbyRanges: t.field({
      type: [NearbyRangeRef],
      description: '날짜를 고른 검색에 결과가 없을 때 가까운 기간 (가까운 순, 첫 페이지만)',
      resolve: (r) => r.nearbyRanges,
    }),
    fitFilter: t.field({
      type: FitFilterRef,
      nullable: true,
      description: 'fitsMe로 검색했을 때 내 사이즈 필터가 적용됐는지 (요청하지 않았으면 null)',
      resolve: (r) => r.fitFilter,
    }),
  }),
});

const SearchInputRef = builder.inputType('SearchInput', {
  fields: (t) => ({
    keyword: t.string({ required: true }),
    dealType: t.field({ type: DealTypeEnum, required: true }),
    sort: t.field({ type: SearchSortEnum, required: false }),
    filters: t.field({ type: [FilterValueInputRef], required: false }),
    searchAfter: t.string({ required: false }),
    size: t.int({ required: false }),
    lat: t.float({ required: false }),
    lng: t.float({ required: false }),
    range: t.field({ type: RentalRangeInputRef, required: false }),
    fitsMe: t.boolean({ required: false, description: '내 사이즈: 로그인한 회원의 핏 프로필에 맞는 사이즈만' }),
  }),
});

const AutoKeywordTypeEnum = builder.enumType('AutoKeywordType', { values: ['BRAND', 'CATEGORY', 'MODEL'] as const });

const AutoKeywordRef = builder.objectRef<AutoKeyword>('AutoKeyword').implement({
  fields: (t) => ({
    keyword: t.exposeString('keyword'),
    type: t.field({ type: AutoKeywordTypeEnum, resolve: (k) => k.type }),
    subText: t.exposeString('subText'),
    modelId: t.exposeInt('modelId', { nullable: true }),
  }),
});

const PopularKeywordRef = builder.objectRef<PopularKeyword>('PopularKeyword').implement({
  fields: (t) => ({
    rank: t.exposeInt('rank'),
    keyword: t.exposeString('keyword'),
    count: t.exposeInt('count', { description: '최근 7일 동안 검색한 방문자 수 (편집 키워드는 0)' }),
  }),
});

const autoArgs = z.object({
  keyword: z.string().max(MAX_KEYWORD_LENGTH, `검색어는 ${MAX_KEYWORD_LENGTH}자 이하로 입력해 주세요.`),
});

// Drops the nulls GraphQL gives for omitted optional fields, so the zod defaults apply.
const withoutNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

builder.queryFields((t) => ({
  search: t.field({
    type: SearchResultRef,
    description: '상품 검색 (키워드, 거래 유형, 정렬, 필터, searchAfter 커서)',
    args: { input: t.arg({ type: SearchInputRef, required: true }) },
    // searchItems validates the whole input with zod (INVALID_INPUT), so the cast only names the shape.
    resolve: (_root, args, ctx) =>
      searchItems(ctx.db, withoutNulls(args.input) as SearchInput, ctx.viewer?.userId ?? null),
  }),
  autoKeywords: t.field({
    type: [AutoKeywordRef],
    description: '자동 완성: 브랜드, 카테고리, 모델 (최대 10개)',
    args: { keyword: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => autoKeywords(ctx.db, parseInput(autoArgs, args).keyword),
  }),
  popularKeywords: t.field({
    type: [PopularKeywordRef],
    description: '인기 검색어 (최근 7일 검색 기록 기준)',
    resolve: (_root, _args, ctx) => popularKeywords(ctx.db),
  }),
}));
