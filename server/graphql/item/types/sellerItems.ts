import { z } from 'zod';
import { builder, DealTypeEnum } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import {
  listSellerItems,
  requireSeller,
  type SellerItem,
  type SellerItemPage,
} from '../../../domain/seller/sellerItems';
import { itemPriceInput, updateItemPrice } from '../../../domain/seller/itemPrice';
import { kickLowestPriceAlarms } from '../../../jobs/lowestPriceAlarms';
import { itemChanged } from '../../../cluster/pageChanges';
import { itemStatusInput, ownSellerItem, updateItemStatus } from '../../../domain/seller/itemStatus';
import { itemStockInput, updateItemStock } from '../../../domain/seller/itemStock';
import { itemDepositInput, updateItemDeposit } from '../../../domain/seller/itemDeposit';
import {
  listItemOptions,
  optionStockInput,
  updateOptionStock,
  type SellerItemOption,
} from '../../../domain/seller/itemOptionStock';
import {
  addMaintenanceBlock,
  addMaintenanceInput,
  listMaintenanceBlocks,
  removeMaintenanceBlock,
  removeMaintenanceInput,
  type MaintenanceBlock,
} from '../../../domain/seller/maintenanceBlocks';

export const ItemStatusEnum = builder.enumType('SellerItemStatus', {
  values: ['AVAILABLE', 'SOLD_OUT', 'HIDDEN'] as const,
});

const SellerItemRef = builder.objectRef<SellerItem>('SellerItem').implement({
  description: '판매자 매장의 상품 (가격 관리용)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    img: t.exposeString('img'),
    dealType: t.field({ type: DealTypeEnum, resolve: (i) => i.dealType }),
    status: t.field({ type: ItemStatusEnum, resolve: (i) => i.status }),
    price: t.exposeInt('price'),
    originPrice: t.exposeInt('originPrice'),
    discountRate: t.exposeInt('discountRate'),
    stock: t.exposeInt('stock', { description: '보유 수량 (렌탈: 대여 가능한 장비 수, 판매: 남은 재고)' }),
    depositAmount: t.exposeInt('depositAmount', { description: '렌탈 보증금 (원, 0 = 없음)' }),
    threeDayDiscountPercent: t.exposeInt('threeDayDiscountPercent', {
      description: '3일 이상 대여 할인율 (%, 0 = 없음)',
    }),
    sevenDayDiscountPercent: t.exposeInt('sevenDayDiscountPercent', {
      description: '7일 이상 대여 할인율 (%, 0 = 없음)',
    }),
    isDraft: t.exposeBoolean('isDraft', { description: '임시저장: 아직 한 번도 게시하지 않은 상품' }),
  }),
});

const SellerBusinessRef = builder.objectRef<SellerItemPage['business']>('SellerBusiness').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const SellerItemPageRef = builder.objectRef<SellerItemPage>('SellerItemPage').implement({
  fields: (t) => ({
    business: t.field({ type: SellerBusinessRef, resolve: (p) => p.business }),
    items: t.field({ type: [SellerItemRef], resolve: (p) => p.items }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
  }),
});

const listArgs = z.object({
  keyword: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v ?? ''),
  searchAfter: z.string().min(1).max(400).nullish(),
});

builder.queryFields((t) => ({
  sellerItems: t.field({
    type: SellerItemPageRef,
    description: '내 매장의 상품 목록 (판매자 계정 전용)',
    args: { keyword: t.arg.string(), searchAfter: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const businessId = requireSeller(requireMember(ctx.viewer));
      const input = parseInput(listArgs, args);
      return listSellerItems(ctx.db, businessId, input.keyword, input.searchAfter ?? null);
    },
  }),
}));

builder.mutationFields((t) => ({
  updateItemPrice: t.field({
    type: SellerItemRef,
    description: '내 매장 상품의 판매가(와 정가) 변경: 원 단위 정수, 100원 이상, 판매가 ≤ 정가 (판매자 계정 전용)',
    args: { itemId: t.arg.int({ required: true }), price: t.arg.int({ required: true }), originPrice: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const businessId = requireSeller(requireMember(ctx.viewer));
      const item = await updateItemPrice(ctx.db, businessId, parseInput(itemPriceInput, args));
      // The change is committed: the members who wait for this price can hear of it right away, and
      // shoppers see it on the item's, the shop's and the model's pages (server/cluster/pageChanges.ts).
      kickLowestPriceAlarms();
      await itemChanged(ctx.db, item.id);
      return item;
    },
  }),
}));

const MaintenanceBlockRef = builder.objectRef<MaintenanceBlock>('MaintenanceBlock').implement({
  description: '정비 일정: 그 기간 동안 장비 한 대를 대여에서 뺀다',
  fields: (t) => ({
    id: t.exposeInt('id'),
    itemId: t.exposeInt('itemId'),
    startDate: t.exposeString('startDate', { description: 'YYYY-MM-DD' }),
    endDate: t.exposeString('endDate', { description: 'YYYY-MM-DD (이 날 포함)' }),
    note: t.exposeString('note'),
  }),
});

const OptionKindEnum = builder.enumType('SellerOptionKind', {
  description: 'REQUIRED 필수, ADDITIONAL 추가',
  values: ['REQUIRED', 'ADDITIONAL'] as const,
});

const SellerItemOptionRef = builder.objectRef<SellerItemOption>('SellerItemOption').implement({
  description: '판매자 매장 상품의 옵션 (재고 관리용)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    itemId: t.exposeInt('itemId'),
    kind: t.field({ type: OptionKindEnum, resolve: (o) => o.kind }),
    name: t.exposeString('name'),
    price: t.exposeInt('price', { description: '상품 가격에 더해지는 금액 (원, 추가 옵션은 옵션 자체 가격)' }),
    stock: t.exposeInt('stock', {
      description: '옵션 재고: 판매는 주문마다 줄고, 렌탈은 손님이 고를 수 있는 수량의 상한',
    }),
  }),
});

type SellerItemDetail = {
  item: Awaited<ReturnType<typeof ownSellerItem>>;
  maintenanceBlocks: MaintenanceBlock[];
  options: SellerItemOption[];
};

const SellerItemDetailRef = builder.objectRef<SellerItemDetail>('SellerItemDetail').implement({
  fields: (t) => ({
    item: t.field({ type: SellerItemRef, resolve: (d) => d.item }),
    maintenanceBlocks: t.field({
      type: [MaintenanceBlockRef],
      description: '끝나지 않은 정비 일정 (렌탈 상품)',
      resolve: (d) => d.maintenanceBlocks,
    }),
    options: t.field({
      type: [SellerItemOptionRef],
      description: '상품의 옵션과 옵션별 재고',
      resolve: (d) => d.options,
    }),
  }),
});

const itemIdArg = z.object({ itemId: z.number().int().positive().max(2_147_483_647) });

builder.queryFields((t) => ({
  sellerItem: t.field({
    type: SellerItemDetailRef,
    description: '내 매장 상품 하나와 정비 일정 (판매자 계정 전용)',
    args: { itemId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const businessId = requireSeller(requireMember(ctx.viewer));
      const { itemId } = parseInput(itemIdArg, args);
      const item = await ownSellerItem(ctx.db, businessId, itemId);
      const [maintenanceBlocks, options] = await Promise.all([
        item.dealType === 'RENTAL' ? listMaintenanceBlocks(ctx.db, itemId) : Promise.resolve([]),
        listItemOptions(ctx.db, itemId),
      ]);
      return { item, maintenanceBlocks, options };
    },
  }),
}));

builder.mutationFields((t) => ({
  updateItemStock: t.field({
    type: SellerItemRef,
    description: '재고 변경 (0–999). 렌탈 상품은 앞으로 예약된 수보다 줄일 수 없다 (판매자 계정 전용)',
    args: { itemId: t.arg.int({ required: true }), stock: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const businessId = requireSeller(requireMember(ctx.viewer));
      const item = await updateItemStock(ctx.db, businessId, parseInput(itemStockInput, args));
      await itemChanged(ctx.db, item.id);
      return item;
    },
  }),
  updateItemDeposit: t.field({
    type: SellerItemRef,
    description:
      '렌탈 상품의 보증금 변경 (0–3,000,000원, 0 = 없음). 결제 금액과 별도로 카드 승인만 해요 (판매자 계정 전용)',
    args: { itemId: t.arg.int({ required: true }), depositAmount: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const businessId = requireSeller(requireMember(ctx.viewer));
      const item = await updateItemDeposit(ctx.db, businessId, parseInput(itemDepositInput, args));
      await itemChanged(ctx.db, item.id);
      return item;
    },
  }),
  updateOptionStock: t.field({
    type: SellerItemOptionRef,
    description: '옵션 재고 변경 (0–999). 다른 매장의 옵션은 FORBIDDEN (판매자 계정 전용)',
    args: { optionId: t.arg.int({ required: true }), stock: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const businessId = requireSeller(requireMember(ctx.viewer));
      const option = await updateOptionStock(ctx.db, businessId, parseInput(optionStockInput, args));
      await itemChanged(ctx.db, option.itemId);
      return option;
    },
  }),
  updateItemStatus: t.field({
    type: SellerItemRef,
    description: '판매 상태 변경: 판매 중 / 품절 / 숨김 (판매자 계정 전용)',
    args: { itemId: t.arg.int({ required: true }), status: t.arg({ type: ItemStatusEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      const businessId = requireSeller(requireMember(ctx.viewer));
      const item = await updateItemStatus(ctx.db, businessId, parseInput(itemStatusInput, args));
      await itemChanged(ctx.db, item.id);
      return item;
    },
  }),
  addMaintenanceBlock: t.field({
    type: [MaintenanceBlockRef],
    description: '정비 일정 추가: 그 기간 내내 남는 장비 한 대를 막는다. 없으면 UNAVAILABLE_DATES (판매자 계정 전용)',
    args: {
      itemId: t.arg.int({ required: true }),
      startDate: t.arg.string({ required: true }),
      endDate: t.arg.string({ required: true }),
      note: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const businessId = requireSeller(requireMember(ctx.viewer));
      const input = parseInput(addMaintenanceInput, args);
      const blocks = await addMaintenanceBlock(ctx.db, businessId, input);
      await itemChanged(ctx.db, input.itemId);
      return blocks;
    },
  }),
  removeMaintenanceBlock: t.field({
    type: [MaintenanceBlockRef],
    description: '정비 일정 삭제: 장비를 다시 대여에 돌린다. 남은 정비 일정을 돌려준다 (판매자 계정 전용)',
    args: { blockId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const businessId = requireSeller(requireMember(ctx.viewer));
      const { blockId } = parseInput(removeMaintenanceInput, args);
      const { itemId, blocks } = await removeMaintenanceBlock(ctx.db, businessId, blockId);
      await itemChanged(ctx.db, itemId);
      return blocks;
    },
  }),
}));
