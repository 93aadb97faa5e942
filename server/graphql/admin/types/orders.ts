import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireVerifiedOperator } from '../../../domain/admin/operatorAccess';
import { requireRecentFactor } from '../../../domain/admin/secondFactor';
import { searchAdminOrders, type AdminOrderPage, type AdminOrderRow } from '../../../domain/admin/adminOrders';
import {
  getAdminOrder,
  type AdminJournalPosting,
  type AdminLedgerLine,
  type AdminOrderAction,
  type AdminOrderDetail,
  type AdminOrderEvent,
  type AdminPaymentRecord,
} from '../../../domain/admin/adminOrderDetail';
import { operatorOrderAction } from '../../../domain/admin/adminOrderActions';
import {
  adminCancelOrderInput,
  adminConfirmOrderInput,
  adminExtendDeadlineInput,
  adminOrderSearchInput,
} from '@/lib/admin/orderInput';
import { AuditEntryRef } from './audit';

/** Orders in the console (docs/product.md §10 Orders). Every field is for verified operators only. */
const AdminOrderRowRef = builder.objectRef<AdminOrderRow>('AdminOrderRow').implement({
  fields: (t) => ({
    id: t.exposeInt('id', { description: '주문번호' }),
    processLabel: t.exposeString('processLabel'),
    stateLabel: t.exposeString('stateLabel'),
    itemName: t.exposeString('itemName'),
    totalPrice: t.exposeInt('totalPrice'),
    memberId: t.exposeInt('memberId'),
    memberNickname: t.exposeString('memberNickname'),
    memberEmail: t.exposeString('memberEmail', { nullable: true }),
    businessId: t.exposeInt('businessId'),
    businessName: t.exposeString('businessName'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const AdminOrderPageRef = builder.objectRef<AdminOrderPage>('AdminOrderPage').implement({
  fields: (t) => ({
    orders: t.field({ type: [AdminOrderRowRef], resolve: (p) => p.orders }),
    after: t.exposeString('after', { nullable: true, description: '다음 페이지 위치 (없으면 마지막 페이지)' }),
  }),
});

const EventRef = builder.objectRef<AdminOrderEvent>('AdminOrderEvent').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    processLabel: t.exposeString('processLabel'),
    actionLabel: t.exposeString('actionLabel'),
    fromLabel: t.exposeString('fromLabel', { nullable: true }),
    toLabel: t.exposeString('toLabel'),
    actorLabel: t.exposeString('actorLabel'),
    actorNickname: t.exposeString('actorNickname', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const PostingRef = builder.objectRef<AdminJournalPosting>('AdminJournalPosting').implement({
  fields: (t) => ({
    account: t.exposeString('account'),
    accountLabel: t.exposeString('accountLabel'),
    amount: t.exposeInt('amount', { description: '차변 +, 대변 −' }),
  }),
});

const LedgerRef = builder.objectRef<AdminLedgerLine>('AdminLedgerLine').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.exposeString('kind'),
    kindLabel: t.exposeString('kindLabel'),
    amount: t.exposeInt('amount'),
    refKey: t.exposeString('refKey'),
    createdAt: t.exposeString('createdAt'),
    postings: t.field({ type: [PostingRef], resolve: (l) => l.postings }),
    statementId: t.exposeInt('statementId', { nullable: true }),
  }),
});

const PaymentRef = builder.objectRef<AdminPaymentRecord>('AdminPaymentRecord').implement({
  fields: (t) => ({
    sequence: t.exposeInt('sequence'),
    amount: t.exposeInt('amount'),
    status: t.exposeString('status'),
    cancelledAmount: t.exposeInt('cancelledAmount'),
    paidAt: t.exposeString('paidAt', { nullable: true }),
  }),
});

const ActionRef = builder.objectRef<AdminOrderAction>('AdminOrderAction').implement({
  fields: (t) => ({ action: t.exposeString('action'), label: t.exposeString('label') }),
});

type Member = AdminOrderDetail['member'];
const MemberRef = builder.objectRef<Member>('AdminOrderMember').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    nickname: t.exposeString('nickname'),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
  }),
});

type Business = AdminOrderDetail['business'];
const BusinessRef = builder.objectRef<Business>('AdminOrderBusiness').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name'), phone: t.exposeString('phone') }),
});

type Deadline = NonNullable<AdminOrderDetail['deadline']>;
const DeadlineRef = builder.objectRef<Deadline>('AdminOrderDeadline').implement({
  fields: (t) => ({
    label: t.exposeString('label'),
    at: t.exposeString('at', { nullable: true }),
    extensionDays: t.exposeInt('extensionDays'),
  }),
});

type Return = NonNullable<AdminOrderDetail['orderReturn']>;
const ReturnRef = builder.objectRef<Return>('AdminOrderReturn').implement({
  fields: (t) => ({
    stateLabel: t.exposeString('stateLabel'),
    kindLabel: t.exposeString('kindLabel'),
    reasonLabel: t.exposeString('reasonLabel'),
    refundAmount: t.exposeInt('refundAmount', { nullable: true }),
  }),
});

const AdminOrderRef = builder.objectRef<AdminOrderDetail>('AdminOrder').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    processLabel: t.exposeString('processLabel'),
    state: t.exposeString('state', { nullable: true }),
    stateLabel: t.exposeString('stateLabel'),
    paymentStateLabel: t.exposeString('paymentStateLabel'),
    itemId: t.exposeInt('itemId'),
    itemName: t.exposeString('itemName'),
    totalPrice: t.exposeInt('totalPrice'),
    pointsUsed: t.exposeInt('pointsUsed'),
    couponDiscount: t.exposeInt('couponDiscount'),
    shippingFee: t.exposeInt('shippingFee'),
    paymentName: t.exposeString('paymentName'),
    provider: t.exposeString('provider'),
    paidAt: t.exposeString('paidAt', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
    deliveryName: t.exposeString('deliveryName'),
    rentalStartDate: t.exposeString('rentalStartDate', { nullable: true }),
    rentalEndDate: t.exposeString('rentalEndDate', { nullable: true }),
    shippingAddress: t.exposeString('shippingAddress', { nullable: true }),
    carrier: t.exposeString('carrier', { nullable: true }),
    invoiceNumber: t.exposeString('invoiceNumber', { nullable: true }),
    cancelReason: t.exposeString('cancelReason', { nullable: true }),
    chargedAmount: t.exposeInt('chargedAmount', { description: '결제된 금액 (원장의 결제 합계)' }),
    refundDue: t.exposeInt('refundDue', { description: '돌려줘야 할 금액 합계' }),
    refundedAmount: t.exposeInt('refundedAmount', { description: '결제대행사에서 환불된 금액' }),
    refundableAmount: t.exposeInt('refundableAmount', { description: '운영자 취소로 더 환불할 수 있는 금액' }),
    deadline: t.field({ type: DeadlineRef, nullable: true, resolve: (o) => o.deadline }),
    member: t.field({ type: MemberRef, resolve: (o) => o.member }),
    ordererName: t.exposeString('ordererName'),
    ordererPhone: t.exposeString('ordererPhone'),
    business: t.field({ type: BusinessRef, resolve: (o) => o.business }),
    orderReturn: t.field({ type: ReturnRef, nullable: true, resolve: (o) => o.orderReturn }),
    events: t.field({ type: [EventRef], resolve: (o) => o.events }),
    ledger: t.field({ type: [LedgerRef], resolve: (o) => o.ledger }),
    payments: t.field({ type: [PaymentRef], resolve: (o) => o.payments }),
    actions: t.field({ type: [ActionRef], description: '운영자가 지금 할 수 있는 처리', resolve: (o) => o.actions }),
    audit: t.field({ type: [AuditEntryRef], description: '이 주문의 운영 기록', resolve: (o) => o.audit }),
  }),
});

const idArg = z.object({ id: z.number().int().positive('주문번호가 올바르지 않아요.') });

builder.queryFields((t) => ({
  adminOrders: t.field({
    type: AdminOrderPageRef,
    description: '주문 검색: 주문번호, 회원, 매장, 상태, 주문일(한국 시간), 최신순 (운영자 전용)',
    args: {
      orderId: t.arg.int(),
      member: t.arg.string(),
      business: t.arg.string(),
      state: t.arg.string({ description: 'PENDING 또는 process.STATE (예: saleOrder.DELIVERED)' }),
      from: t.arg.string({ description: 'YYYY-MM-DD, 이날부터' }),
      to: t.arg.string({ description: 'YYYY-MM-DD, 이날까지' }),
      after: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return searchAdminOrders(ctx.db, parseInput(adminOrderSearchInput, args));
    },
  }),
  adminOrder: t.field({
    type: AdminOrderRef,
    description: '주문 한 건: 당사자, 결제, 타임라인, 원장 (운영자 전용)',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return getAdminOrder(ctx.db, parseInput(idArg, args).id);
    },
  }),
}));

builder.mutationFields((t) => ({
  cancelOrder: t.field({
    type: AdminOrderRef,
    description:
      '운영자 주문 취소(사유): 환불할 수 있는 금액 전부 또는 일부를 환불해요. 최근 5분 안에 2단계 인증을 다시 거쳐야 해요.',
    args: {
      id: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
      refundAmount: t.arg.int({ description: '환불 금액(원). 비우면 환불할 수 있는 금액 전부' }),
    },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const input = parseInput(adminCancelOrderInput, args);
      await requireRecentFactor(ctx.db, operator);
      await operatorOrderAction(ctx.db, operator.userId, { action: 'operatorCancel', ...input });
      return getAdminOrder(ctx.db, input.id);
    },
  }),
  confirmOrder: t.field({
    type: AdminOrderRef,
    description: '구매 확정 / 이용 완료 처리(사유): 고객이 할 수 있는 상태에서만',
    args: { id: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const input = parseInput(adminConfirmOrderInput, args);
      await operatorOrderAction(ctx.db, operator.userId, { action: 'operatorConfirm', ...input });
      return getAdminOrder(ctx.db, input.id);
    },
  }),
  extendOrderDeadline: t.field({
    type: AdminOrderRef,
    description: '매장 답변 기한 또는 자동 구매 확정 기한 연장(일수, 사유)',
    args: {
      id: t.arg.int({ required: true }),
      days: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const input = parseInput(adminExtendDeadlineInput, args);
      await operatorOrderAction(ctx.db, operator.userId, { action: 'extendDeadline', ...input });
      return getAdminOrder(ctx.db, input.id);
    },
  }),
}));
