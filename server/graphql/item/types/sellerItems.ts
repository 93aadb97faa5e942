import { z } from 'zod';
import { builder, DealTypeEnum } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { listSellerItems, requireSeller, type SellerItem, type SellerItemPage } from '../../../domain/seller/sellerItems';
import { itemPriceInput, updateItemPrice } from '../../../domain/seller/itemPrice';
import { kickLowestPriceAlarms } from '../../../jobs/lowestPriceAlarms';

const ItemStatusEnum = builder.enumType('SellerItemStatus', { values: ['AVAILABLE', 'SOLD_OUT', 'HIDDEN'] as const });

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
  }),
});

const SellerStoreRef = builder.objectRef<SellerItemPage['store']>('SellerStore').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const SellerItemPageRef = builder.objectRef<SellerItemPage>('SellerItemPage').implement({
  fields: (t) => ({
    store: t.field({ type: SellerStoreRef, resolve: (p) => p.store }),
    items: t.field({ type: [SellerItemRef], resolve: (p) => p.items }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
  }),
});

const listArgs = z.object({
  keyword: z.string().trim().max(40).nullish().transform((v) => v ?? ''),
  searchAfter: z.string().min(1).max(400).nullish(),
});

builder.queryFields((t) => ({
  sellerItems: t.field({
    type: SellerItemPageRef,
    description: '내 매장의 상품 목록 (판매자 계정 전용)',
    args: { keyword: t.arg.string(), searchAfter: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const storeId = requireSeller(requireMember(ctx.viewer));
      const input = parseInput(listArgs, args);
      return listSellerItems(ctx.db, storeId, input.keyword, input.searchAfter ?? null);
    },
  }),
}));

builder.mutationFields((t) => ({
  updateItemPrice: t.field({
    type: SellerItemRef,
    description: '내 매장 상품의 판매가(와 정가) 변경: 원 단위 정수, 100원 이상, 판매가 ≤ 정가 (판매자 계정 전용)',
    args: { itemId: t.arg.int({ required: true }), price: t.arg.int({ required: true }), originPrice: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const storeId = requireSeller(requireMember(ctx.viewer));
      const item = await updateItemPrice(ctx.db, storeId, parseInput(itemPriceInput, args));
      // The change is committed: the members who wait for this price can hear of it right away.
      kickLowestPriceAlarms();
      return item;
    },
  }),
}));
