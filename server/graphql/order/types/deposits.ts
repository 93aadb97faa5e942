import { builder } from '../builder';
import { requireMember } from '../../../domain/member/requireMember';
import { requireSeller } from '../../../domain/seller/sellerItems';
import { orderDetail } from '../../../domain/orders/orderQueries';
import { sellerOrderDetail } from '../../../domain/seller/sellerOrderDetail';
import { answerDepositClaim, openDepositClaim } from '../../../domain/deposits/depositClaims';
import { loadDepositView, type DepositView } from '../../../domain/deposits/depositView';
import { providerByName } from '../../../payments/providers';
import { eq } from 'drizzle-orm';
import { items } from '../../../db/schema';
import { CheckoutPageRef } from './checkout';
import { OrderDetailRef } from './memberOrders';
import { PhotoRef, SellerOrderDetailRef } from './conditionReports';

/**
 * Damage deposits of rentals (docs/product.md §4 Damage deposits): the deposit and its claim on
 * both order details, the customer's answer (`us_`) and the business's claim (`bz_`).
 */
export const DepositRef = builder.objectRef<DepositView>('RentalDeposit').implement({
  description: '렌탈 보증금과 손상 청구',
  fields: (t) => ({
    id: t.exposeInt('id'),
    state: t.exposeString('state'),
    stateLabel: t.exposeString('stateLabel'),
    amount: t.exposeInt('amount', { description: '카드에 승인한 보증금 (원)' }),
    claimAmount: t.exposeInt('claimAmount', { nullable: true, description: '손상 청구 금액 (원)' }),
    claimDescription: t.exposeString('claimDescription', { nullable: true }),
    claimedAt: t.exposeString('claimedAt', { nullable: true }),
    customerNote: t.exposeString('customerNote', { nullable: true, description: '이의 제기 사유' }),
    decidedAmount: t.exposeInt('decidedAmount', { nullable: true, description: '운영자가 정한 결제 금액 (원)' }),
    decisionReason: t.exposeString('decisionReason', { nullable: true }),
    capturedAmount: t.exposeInt('capturedAmount', { description: '보증금에서 실제로 결제된 금액 (원)' }),
    claimDeadline: t.exposeString('claimDeadline', {
      nullable: true,
      description: '손상 청구를 할 수 있는 마지막 시각',
    }),
    answerDeadline: t.exposeString('answerDeadline', {
      nullable: true,
      description: '청구에 답할 수 있는 마지막 시각',
    }),
    businessPhotos: t.field({ type: [PhotoRef], resolve: (d) => d.businessPhotos }),
    customerPhotos: t.field({ type: [PhotoRef], resolve: (d) => d.customerPhotos }),
    actions: t.exposeStringList('actions', { description: '보는 사람이 지금 할 수 있는 처리 (보증금 표의 이름)' }),
  }),
});

// The item on the payment page is public; its deposit is what the item page shows too.
builder.objectField(CheckoutPageRef, 'depositAmount', (t) =>
  t.int({
    description: '렌탈 보증금 (원, 0 = 없음): 결제 금액과 별도로 카드 승인만 해요',
    resolve: async (page, _args, ctx) => {
      if (page.dealType !== 'RENTAL') return 0;
      const [row] = await ctx.db
        .select({ depositAmount: items.depositAmount })
        .from(items)
        .where(eq(items.id, page.itemId))
        .limit(1);
      return row?.depositAmount ?? 0;
    },
  })
);

// The parent is the member's own order (the `order` query checked the owner).
builder.objectField(OrderDetailRef, 'deposit', (t) =>
  t.field({
    type: DepositRef,
    nullable: true,
    description: '이 렌탈의 보증금 (없으면 null)',
    resolve: (order, _args, ctx) =>
      order.process === 'rentalReservation' ? loadDepositView(ctx.db, order.id, 'customer') : null,
  })
);

// The parent is the seller's own business's order (sellerOrder checked it).
builder.objectField(SellerOrderDetailRef, 'deposit', (t) =>
  t.field({
    type: DepositRef,
    nullable: true,
    description: '이 렌탈의 보증금 (없으면 null)',
    resolve: (detail, _args, ctx) =>
      detail.order.process === 'rentalReservation' ? loadDepositView(ctx.db, detail.order.id, 'seller') : null,
  })
);

builder.mutationFields((t) => ({
  answerDepositClaim: t.field({
    type: OrderDetailRef,
    description: '손상 청구에 답하기: accept 수락, dispute 이의 제기(사유 500자, 사진 10장) (회원 전용)',
    args: {
      orderId: t.arg.int({ required: true }),
      answer: t.arg.string({ required: true, description: 'accept 또는 dispute' }),
      note: t.arg.string(),
      imageIds: t.arg.intList(),
    },
    resolve: async (_root, args, ctx) => {
      const userId = requireMember(ctx.viewer).userId;
      await answerDepositClaim(ctx.db, (name) => providerByName(ctx.db, name), userId, {
        ...args,
        note: args.note ?? undefined,
        imageIds: args.imageIds ?? undefined,
      });
      return orderDetail(ctx.db, userId, args.orderId);
    },
  }),
  openDepositClaim: t.field({
    type: SellerOrderDetailRef,
    description: '손상 청구: 이용 완료 후 48시간 안에, 보증금 이하 금액·내용(500자)·사진(10장) (판매자 계정 전용)',
    args: {
      orderId: t.arg.int({ required: true }),
      amount: t.arg.int({ required: true }),
      description: t.arg.string({ required: true }),
      imageIds: t.arg.intList({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const businessId = requireSeller(viewer);
      await openDepositClaim(ctx.db, { userId: viewer.userId, businessId }, args);
      return sellerOrderDetail(ctx.db, businessId, args.orderId);
    },
  }),
}));
