import { eq, sql } from 'drizzle-orm';
import { builder } from '../builder';
import { orderReturns, orders } from '../../../db/schema';
import { requireMember } from '../../../domain/member/requireMember';
import { requireSeller } from '../../../domain/seller/sellerItems';
import { orderDetail } from '../../../domain/orders/orderQueries';
import { sellerOrderDetail } from '../../../domain/seller/sellerOrderDetail';
import { requestReturn } from '../../../domain/returns/requestReturn';
import { customerReturnAction, sellerReturnAction } from '../../../domain/returns/returnActions';
import {
  loadReturnView,
  returnOffer,
  type ReturnOffer,
  type ReturnStep,
  type ReturnView,
} from '../../../domain/returns/returnView';
import { providerByName } from '../../../payments/providers';
import { returnReasonRules, returnRefundAmount } from '@/lib/orders/returnRules';
import type { Db } from '../../../db/client';
import { OrderDetailRef } from './memberOrders';
import { PhotoRef, SellerOrderDetailRef } from './conditionReports';

/**
 * Returns and exchanges of delivered sales (docs/product.md §4 Returns and exchanges): the return on
 * both order details, the customer's request and steps (`us_`), the business's steps (`bz_`).
 */
const StepRef = builder.objectRef<ReturnStep>('OrderReturnStep').implement({
  fields: (t) => ({
    state: t.exposeString('state'),
    label: t.exposeString('label'),
    at: t.exposeString('at'),
    note: t.exposeString('note', { nullable: true }),
  }),
});

const ReturnRef = builder.objectRef<ReturnView>('OrderReturn').implement({
  description: '배송 완료된 구매의 반품·교환',
  fields: (t) => ({
    state: t.exposeString('state'),
    stateLabel: t.exposeString('stateLabel'),
    kind: t.exposeString('kind', { description: 'RETURN 반품, EXCHANGE 교환' }),
    kindLabel: t.exposeString('kindLabel'),
    reason: t.exposeString('reason'),
    reasonLabel: t.exposeString('reasonLabel'),
    note: t.exposeString('note'),
    photos: t.field({ type: [PhotoRef], resolve: (r) => r.photos }),
    pickupCarrier: t.exposeString('pickupCarrier', { nullable: true }),
    pickupInvoice: t.exposeString('pickupInvoice', { nullable: true }),
    exchangeCarrier: t.exposeString('exchangeCarrier', { nullable: true }),
    exchangeInvoice: t.exposeString('exchangeInvoice', { nullable: true }),
    rejectReason: t.exposeString('rejectReason', { nullable: true }),
    feeAmount: t.exposeInt('feeAmount', { description: '환불에서 빼는 반품 배송비 (원)' }),
    refundAmount: t.exposeInt('refundAmount', { description: '환불 금액 (원)' }),
    steps: t.field({ type: [StepRef], resolve: (r) => r.steps }),
    actions: t.exposeStringList('actions', { description: '보는 사람이 지금 할 수 있는 처리 (반품 처리 표의 이름)' }),
  }),
});

type ReasonOption = (typeof returnReasonRules)[number] & { refundAmount: number };
const ReasonRef = builder.objectRef<ReasonOption>('ReturnReasonOption').implement({
  fields: (t) => ({
    reason: t.exposeString('reason'),
    label: t.exposeString('label'),
    shipping: t.exposeString('shipping', { description: '반품 배송비 부담' }),
    customerPaysShipping: t.exposeBoolean('customerPaysShipping'),
    refundAmount: t.exposeInt('refundAmount', { description: '이 사유로 반품하면 환불될 금액 (원)' }),
  }),
});

type Offer = ReturnOffer & { reasons: readonly ReasonOption[] };
const OfferRef = builder.objectRef<Offer>('ReturnOffer').implement({
  description: '지금 반품·교환을 신청할 수 있을 때: 마감일과 사유별 기준',
  fields: (t) => ({
    deadline: t.exposeString('deadline', { description: '신청 마지막 날 (한국 날짜)' }),
    paidAmount: t.exposeInt('paidAmount'),
    reasons: t.field({ type: [ReasonRef], resolve: (o) => o.reasons }),
  }),
});

async function paidOf(db: Db, orderId: number): Promise<number> {
  const result = await db.execute(
    sql`SELECT coalesce(sum(amount), 0)::int AS paid FROM money_ledger WHERE order_id = ${orderId} AND kind = 'CHARGE'`
  );
  return Number((result as unknown as { rows: { paid: number }[] }).rows[0]?.paid ?? 0);
}

// The parent is the member's own order (the `order` query checked the owner).
builder.objectField(OrderDetailRef, 'orderReturn', (t) =>
  t.field({
    type: ReturnRef,
    nullable: true,
    description: '이 주문의 반품·교환 (없으면 null)',
    resolve: async (order, _args, ctx) =>
      order.process === 'saleOrder' ? loadReturnView(ctx.db, order, 'customer', await paidOf(ctx.db, order.id)) : null,
  })
);

builder.objectField(OrderDetailRef, 'returnOffer', (t) =>
  t.field({
    type: OfferRef,
    nullable: true,
    description: '지금 반품·교환을 신청할 수 있으면 그 기준 (배송 완료 후 7일 이내)',
    resolve: async (detail, _args, ctx) => {
      if (detail.process !== 'saleOrder' || detail.state !== 'DELIVERED') return null;
      const [order] = await ctx.db.select().from(orders).where(eq(orders.id, detail.id)).limit(1);
      const existing = await ctx.db
        .select({ id: orderReturns.id })
        .from(orderReturns)
        .where(eq(orderReturns.orderId, detail.id))
        .limit(1);
      const hasReturn = existing.length > 0;
      const offer = order ? returnOffer(order, hasReturn, await paidOf(ctx.db, order.id), new Date()) : null;
      if (!offer) return null;
      const reasons = returnReasonRules.map((r) => ({
        ...r,
        refundAmount: returnRefundAmount(offer.paidAmount, r.reason).refund,
      }));
      return { ...offer, reasons };
    },
  })
);

// The parent is the seller's own business's order (sellerOrder checked it).
builder.objectField(SellerOrderDetailRef, 'orderReturn', (t) =>
  t.field({
    type: ReturnRef,
    nullable: true,
    description: '이 주문의 반품·교환 (없으면 null)',
    resolve: (detail, _args, ctx) =>
      detail.order.process === 'saleOrder' ? loadReturnView(ctx.db, detail.order, 'seller', detail.paidAmount) : null,
  })
);

builder.mutationFields((t) => ({
  requestReturn: t.field({
    type: OrderDetailRef,
    description: '반품·교환 신청: 배송 완료 후 7일 이내, 사유·내용(500자)·사진(10장) (회원 전용)',
    args: {
      orderId: t.arg.int({ required: true }),
      kind: t.arg.string({ required: true, description: 'RETURN 반품, EXCHANGE 교환' }),
      reason: t.arg.string({ required: true, description: 'CHANGE_OF_MIND, SIZE_EXCHANGE, DEFECTIVE, WRONG_ITEM' }),
      note: t.arg.string(),
      imageIds: t.arg.intList({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const userId = requireMember(ctx.viewer).userId;
      await requestReturn(ctx.db, userId, args);
      return orderDetail(ctx.db, userId, args.orderId);
    },
  }),
  returnAction: t.field({
    type: OrderDetailRef,
    description: '내 반품·교환 처리: dispute 분쟁 조정 신청(거절된 뒤), withdraw 신청 철회(회수 전) (회원 전용)',
    args: { orderId: t.arg.int({ required: true }), action: t.arg.string({ required: true }), reason: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const userId = requireMember(ctx.viewer).userId;
      await customerReturnAction(ctx.db, userId, args);
      return orderDetail(ctx.db, userId, args.orderId);
    },
  }),
  sellerReturnAction: t.field({
    type: SellerOrderDetailRef,
    description:
      '내 매장 주문의 반품·교환 처리: accept 접수(회수 택배사·송장), inspect 검수 완료, refund 환불, sendExchange 교환품 발송(택배사·송장), reject 거절(사유) (판매자 계정 전용)',
    args: {
      orderId: t.arg.int({ required: true }),
      action: t.arg.string({ required: true }),
      reason: t.arg.string(),
      carrier: t.arg.string(),
      invoiceNumber: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const businessId = requireSeller(viewer);
      await sellerReturnAction(
        ctx.db,
        (name) => providerByName(ctx.db, name),
        { userId: viewer.userId, businessId },
        args
      );
      return sellerOrderDetail(ctx.db, businessId, args.orderId);
    },
  }),
}));
