import { builder } from '../builder';
import { FilterComponentRef, FilterValueInputRef } from './filters';
import { ItemCardRef } from './itemCard';
import { parseInput } from '../../../domain/parseInput';
import { usedItemsInput } from '../../../domain/listing/listingInput';
import type { UsedCategoryTemplate, UsedItemRow } from '../../../domain/listing/listingTypes';
import { usedItemsPage, type UsedItemsPage } from '../../../domain/listing/usedItemsPage';

const UsedItemListHeaderRef = builder.objectRef<{ title: string; itemCount: number }>('UsedItemListHeader').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    itemCount: t.exposeInt('itemCount', { description: '카테고리와 필터에 맞는 중고 상품 수' }),
  }),
});

const UsedCategoryTemplateRef = builder.objectRef<UsedCategoryTemplate>('UsedCategoryTemplate').implement({
  description: "카테고리 탭과 그 필터 (key 'all'은 전체)",
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    itemCount: t.exposeInt('itemCount'),
    filterComponents: t.field({ type: [FilterComponentRef], resolve: (c) => c.filterComponents }),
  }),
});

const UsedItemRowRef = builder.objectRef<UsedItemRow>('UsedItemRow').implement({
  description: '중고 목록의 한 줄: 상품 카드와 이 목록만 보여 주는 등급·설명',
  fields: (t) => ({
    item: t.field({ type: ItemCardRef, resolve: (r) => r.item }),
    grade: t.exposeString('grade', { nullable: true, description: '중고 등급 (S급, A급, B급)' }),
    description: t.exposeString('description', { nullable: true }),
    listedAt: t.exposeString('listedAt', { description: '등록 시각 (목록은 최신순)' }),
  }),
});

const UsedItemsPageRef = builder.objectRef<UsedItemsPage>('UsedItemsPage').implement({
  fields: (t) => ({
    usedItemListHeader: t.field({ type: UsedItemListHeaderRef, resolve: (p) => p.usedItemListHeader() }),
    categoryTemplates: t.field({ type: [UsedCategoryTemplateRef], resolve: (p) => p.categoryTemplates() }),
    filterComponents: t.field({
      type: [FilterComponentRef],
      description: '고른 카테고리의 필터',
      resolve: (p) => p.filterComponents(),
    }),
    usedItemList: t.field({ type: [UsedItemRowRef], resolve: (p) => p.usedItemList }),
    searchAfter: t.exposeString('searchAfter', {
      nullable: true,
      description: '다음 페이지 커서 (없으면 마지막 페이지)',
    }),
  }),
});

const UsedItemsInputRef = builder.inputType('UsedItemsInput', {
  fields: (t) => ({
    categoryKey: t.string({ description: "카테고리 key, 기본 'all'" }),
    filters: t.field({ type: [FilterValueInputRef] }),
    searchAfter: t.string(),
    size: t.int({ description: '1–50, 기본 20' }),
  }),
});

builder.queryFields((t) => ({
  usedItems: t.field({
    type: UsedItemsPageRef,
    description: '중고 상품 목록: 헤더(제목, 개수), 카테고리 템플릿, 필터, 최신순 목록 (searchAfter 커서로 페이지)',
    args: { input: t.arg({ type: UsedItemsInputRef }) },
    resolve: (_root, args, ctx) =>
      usedItemsPage(ctx.db, parseInput(usedItemsInput, args.input ?? {}), ctx.viewer?.userId ?? null),
  }),
}));
