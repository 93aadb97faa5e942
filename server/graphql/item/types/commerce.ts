import { builder } from '../builder';
import { ModelCardRef } from './modelCard';
import { FilterComponentRef, FilterValueInputRef } from './filters';
import { parseInput } from '../../../domain/parseInput';
import { getBikeCommerceFilter } from '../../../domain/listing/commerceFilter';
import { listCommerceModels } from '../../../domain/listing/commerceModels';
import type { CommerceSort } from '../../../domain/listing/commerceSorts';
import { commerceModelsInput } from '../../../domain/listing/listingInput';
import type {
  BikeCommerceFilter,
  CommerceCategory,
  CommerceCategoryGroup,
  CommerceModelRow,
  CommerceModelsPage,
  GroupPicture,
} from '../../../domain/listing/listingTypes';

const CommerceSortRef = builder.objectRef<CommerceSort>('CommerceSort').implement({
  description: '구매 모델 목록의 정렬 (key를 commerceModels의 sort로 보냄)',
  fields: (t) => ({ key: t.exposeString('key'), name: t.exposeString('name') }),
});

const CommerceCategoryRef = builder.objectRef<CommerceCategory>('CommerceCategory').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    isElect: t.exposeBoolean('isElect', { description: '전기자전거 카테고리' }),
    filterComponents: t.field({ type: [FilterComponentRef], resolve: (c) => c.filterComponents }),
  }),
});

type Named = GroupPicture & { name: string };

const CategoryGroupTabRef = builder.objectRef<Named>('CommerceCategoryGroupTab').implement({
  description: '카테고리 그룹 탭: 이름과 선택/비선택 그림',
  fields: (t) => ({
    name: t.exposeString('name'),
    activeImg: t.exposeString('activeImg', { nullable: true }),
    inActiveImg: t.exposeString('inActiveImg', { nullable: true }),
    imgWidth: t.exposeInt('imgWidth'),
    imgHeight: t.exposeInt('imgHeight'),
  }),
});

const CategoryGroupRef = builder.objectRef<CommerceCategoryGroup>('CommerceCategoryGroup').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    activeImg: t.exposeString('activeImg', { nullable: true }),
    inActiveImg: t.exposeString('inActiveImg', { nullable: true }),
    imgWidth: t.exposeInt('imgWidth'),
    imgHeight: t.exposeInt('imgHeight'),
    categories: t.field({ type: [CommerceCategoryRef], resolve: (g) => g.categories }),
  }),
});

const BikeCommerceFilterRef = builder.objectRef<BikeCommerceFilter>('BikeCommerceFilter').implement({
  fields: (t) => ({
    originSorts: t.field({ type: [CommerceSortRef], resolve: (f) => f.originSorts }),
    originGroups: t.field({ type: [CategoryGroupRef], resolve: (f) => f.originGroups }),
    categoryGroups: t.field({ type: [CategoryGroupTabRef], resolve: (f) => f.categoryGroups }),
    filterComponents: t.field({
      type: [FilterComponentRef],
      description: '기본 템플릿(all)의 필터',
      resolve: (f) => f.filterComponents,
    }),
  }),
});

const CommerceModelRowRef = builder.objectRef<CommerceModelRow>('CommerceModelRow').implement({
  description: '구매 모델 목록의 한 줄: 모델 카드와 필터에 맞는 판매 상품의 가격·매장 수',
  fields: (t) => ({
    id: t.exposeInt('id', { description: '모델 id (목록 키)' }),
    model: t.field({ type: ModelCardRef, resolve: (r) => r.model }),
    isElect: t.exposeBoolean('isElect', { description: '전기자전거 카테고리' }),
    matchingMinPrice: t.exposeInt('matchingMinPrice', {
      description: '필터에 맞는 매장별 새 상품 판매가 중 최저가 (원)',
    }),
    matchingMaxOriginPrice: t.exposeInt('matchingMaxOriginPrice', { description: '그 상품들의 정가 중 최고 (원)' }),
    matchingBusinessCount: t.exposeInt('matchingBusinessCount', { description: '필터에 맞는 판매 매장 수' }),
  }),
});

const CommerceModelsPageRef = builder.objectRef<CommerceModelsPage>('CommerceModelsPage').implement({
  fields: (t) => ({
    models: t.field({ type: [CommerceModelRowRef], resolve: (p) => p.models }),
    totalCount: t.exposeInt('totalCount'),
    searchAfter: t.exposeString('searchAfter', {
      nullable: true,
      description: '다음 페이지 커서 (없으면 마지막 페이지)',
    }),
  }),
});

const CommerceModelsInputRef = builder.inputType('CommerceModelsInput', {
  fields: (t) => ({
    categoryKey: t.string({ description: "카테고리 key, 기본 'all'" }),
    sort: t.string({ description: 'POPULAR, PRICE_ASC, PRICE_DESC, REVIEW, NEWEST (기본 POPULAR)' }),
    filters: t.field({ type: [FilterValueInputRef] }),
    searchAfter: t.string(),
    size: t.int({ description: '1–50, 기본 20' }),
  }),
});

builder.queryFields((t) => ({
  bikeCommerceFilter: t.field({
    type: BikeCommerceFilterRef,
    description: '자전거 구매 목록의 정렬, 카테고리 그룹(그림 포함), 카테고리와 카테고리별 필터',
    resolve: (_root, _args, ctx) => getBikeCommerceFilter(ctx.db),
  }),
  commerceModels: t.field({
    type: CommerceModelsPageRef,
    description: '자전거 구매 모델 목록: 매장별 최저가, 판매 매장 수, 평점 (searchAfter 커서로 페이지)',
    args: { input: t.arg({ type: CommerceModelsInputRef }) },
    resolve: (_root, args, ctx) => listCommerceModels(ctx.db, parseInput(commerceModelsInput, args.input ?? {})),
  }),
}));
