import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { requireSeller } from '../../../domain/seller/sellerItems';
import {
  sellerOrderAction,
  sellerOrderActionInput,
  SELLER_ACTIONS,
  type SellerAction,
} from '../../../domain/seller/sellerOrderAction';
import {
  listSellerOrders,
  SELLER_ORDER_STATES,
  toSellerOrder,
  type SellerOrder,
  type SellerOrderPage,
} from '../../../domain/seller/sellerOrders';
import { providerByName } from '../../../payments/providers';

/**
 * The business's side of orders (`bz_` operations, issue 16 §6): a member linked to a business sees and
 * moves that business's orders only. Enum values are the tables' action names in SCREAMING_SNAKE.
 */
const toEnum = (action: SellerAction) => action.replace(/([A-Z])/g, '_$1').toUpperCase();
const actionByEnum = Object.fromEntries(SELLER_ACTIONS.map((a) => [toEnum(a), a])) as Record<string, SellerAction>;

const SellerOrderActionEnum = builder.enumType('SellerOrderAction', {
  description: '판매자가 주문에 할 수 있는 처리',
  values: SELLER_ACTIONS.map(toEnum),
});
const SellerOrderStateEnum = builder.enumType('SellerOrderState', { values: SELLER_ORDER_STATES });
const OrderProcessEnum = builder.enumType('SellerOrderProcess', {
  values: ['rentalReservation', 'contract', 'saleOrder'] as const,
});

const ShippingRef = builder.objectRef<NonNullable<SellerOrder['shipping']>>('SellerOrderShipping').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    phone: t.exposeString('phone'),
    postNum: t.exposeString('postNum'),
    address1: t.exposeString('address1'),
    address2: t.exposeString('address2'),
  }),
});

export const SellerOrderRef = builder.objectRef<SellerOrder>('SellerOrder').implement({
  description: '내 매장의 주문 (판매자 화면용)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    process: t.field({ type: OrderProcessEnum, resolve: (o) => o.process }),
    state: t.exposeString('state'),
    stateLabel: t.exposeString('stateLabel'),
    paymentState: t.exposeString('paymentState'),
    paymentStateLabel: t.exposeString('paymentStateLabel'),
    itemId: t.exposeInt('itemId'),
    itemName: t.exposeString('itemName'),
    totalPrice: t.exposeInt('totalPrice'),
    ordererName: t.exposeString('ordererName'),
    ordererPhone: t.exposeString('ordererPhone'),
    deliveryType: t.exposeString('deliveryType'),
    rentalStartDate: t.exposeString('rentalStartDate', { nullable: true }),
    rentalEndDate: t.exposeString('rentalEndDate', { nullable: true, description: '대여 마지막 날 (포함)' }),
    shipping: t.field({ type: ShippingRef, nullable: true, resolve: (o) => o.shipping }),
    carrier: t.exposeString('carrier', { nullable: true }),
    invoiceNumber: t.exposeString('invoiceNumber', { nullable: true }),
    cancelReason: t.exposeString('cancelReason', { nullable: true }),
    paidAt: t.exposeString('paidAt', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
    actions: t.field({
      type: [SellerOrderActionEnum],
      description: '지금 할 수 있는 처리',
      resolve: (o) => o.actions.map(toEnum),
    }),
  }),
});

const SellerOrderPageRef = builder.objectRef<SellerOrderPage>('SellerOrderPage').implement({
  fields: (t) => ({
    orders: t.field({ type: [SellerOrderRef], resolve: (p) => p.orders }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
  }),
});

const listArgs = z.object({
  status: z
    .enum(SELLER_ORDER_STATES)
    .nullish()
    .transform((v) => v ?? null),
  searchAfter: z
    .string()
    .min(1)
    .max(400)
    .nullish()
    .transform((v) => v ?? null),
});

builder.queryFields((t) => ({
  sellerOrders: t.field({
    type: SellerOrderPageRef,
    description: '내 매장의 결제된 주문, 최신순 (판매자 계정 전용)',
    args: { status: t.arg({ type: SellerOrderStateEnum }), searchAfter: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const businessId = requireSeller(requireMember(ctx.viewer));
      const input = parseInput(listArgs, args);
      return listSellerOrders(ctx.db, businessId, input.status, input.searchAfter);
    },
  }),
}));

builder.mutationFields((t) => ({
  sellerOrderAction: t.field({
    type: SellerOrderRef,
    description:
      '내 매장 주문 처리: 수락, 거절(사유), 반납 확인, 인수·수령 확인, 상품 준비, 발송(택배사·송장), 배송 완료, 수령 준비, 취소(사유, 전액 환불) (판매자 계정 전용)',
    args: {
      orderId: t.arg.int({ required: true }),
      action: t.arg({ type: SellerOrderActionEnum, required: true }),
      reason: t.arg.string(),
      carrier: t.arg.string({ description: 'CJ대한통운, 롯데택배, 한진택배, 우체국택배, 로젠택배 중 하나' }),
      invoiceNumber: t.arg.string({ description: '숫자 10~14자리' }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const businessId = requireSeller(viewer);
      const input = parseInput(sellerOrderActionInput, { ...args, action: actionByEnum[args.action] });
      const order = await sellerOrderAction(
        ctx.db,
        (name) => providerByName(ctx.db, name),
        { userId: viewer.userId, businessId },
        input
      );
      return toSellerOrder(order);
    },
  }),
}));
