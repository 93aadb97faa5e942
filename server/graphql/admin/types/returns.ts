import { builder } from '../builder';
import { requireVerifiedOperator } from '../../../domain/admin/operatorAccess';
import { requireRecentFactor } from '../../../domain/admin/secondFactor';
import {
  decideDisputedReturn,
  listDisputedReturns,
  type DisputedReturn,
  type DisputeOutcome,
} from '../../../domain/admin/adminReturns';
import type { ConditionPhoto } from '../../../domain/seller/conditionReports';
import { providerByName } from '../../../payments/providers';
import { disputeDecisions } from '@/lib/orders';

/** Disputed returns in the console (docs/product.md §10 Disputed returns). Verified operators only. */
const DecisionEnum = builder.enumType('DisputeDecision', {
  description: 'resolveRefundFull 전액 환불, resolveRefundLessFee 반품비 제외 환불, upholdRefusal 반품 거절 유지',
  values: disputeDecisions,
});

const PhotoRef = builder.objectRef<ConditionPhoto>('AdminReturnPhoto').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    url: t.exposeString('url'),
    thumbUrl: t.exposeString('thumbUrl'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

const DisputedRef = builder.objectRef<DisputedReturn>('AdminDisputedReturn').implement({
  description: '분쟁 조정을 기다리는 반품·교환: 구매자와 매장 양쪽의 말',
  fields: (t) => ({
    orderId: t.exposeInt('orderId'),
    itemName: t.exposeString('itemName'),
    businessId: t.exposeInt('businessId'),
    businessName: t.exposeString('businessName'),
    customerNickname: t.exposeString('customerNickname'),
    kindLabel: t.exposeString('kindLabel'),
    reasonLabel: t.exposeString('reasonLabel', { description: '구매자가 고른 사유' }),
    note: t.exposeString('note', { description: '구매자가 신청하며 쓴 내용' }),
    disputeNote: t.exposeString('disputeNote', {
      nullable: true,
      description: '구매자가 분쟁 조정을 신청하며 쓴 내용',
    }),
    photos: t.field({ type: [PhotoRef], resolve: (r) => r.photos }),
    rejectReason: t.exposeString('rejectReason', { nullable: true, description: '매장의 거절 사유' }),
    requestedAt: t.exposeString('requestedAt'),
    disputedAt: t.exposeString('disputedAt'),
    paidAmount: t.exposeInt('paidAmount'),
    fullRefund: t.exposeInt('fullRefund', { description: '전액 환불 시 돌려줄 금액' }),
    refundLessFee: t.exposeInt('refundLessFee', { description: '반품비 제외 환불 시 돌려줄 금액' }),
  }),
});

const OutcomeRef = builder.objectRef<DisputeOutcome>('AdminDisputeOutcome').implement({
  fields: (t) => ({
    orderId: t.exposeInt('orderId'),
    state: t.exposeString('state'),
    stateLabel: t.exposeString('stateLabel'),
    refundAmount: t.exposeInt('refundAmount', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  disputedReturns: t.field({
    type: [DisputedRef],
    description: '분쟁 조정 중인 반품, 오래 기다린 순 (운영자 전용)',
    resolve: async (_root, _args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return listDisputedReturns(ctx.db);
    },
  }),
}));

builder.mutationFields((t) => ({
  decideDisputedReturn: t.field({
    type: OutcomeRef,
    description:
      '분쟁 조정 결정(사유 필수, 양쪽에 알림). 환불 결정은 돈에 관한 처리라 최근 5분 안의 2단계 인증이 필요해요.',
    args: {
      orderId: t.arg.int({ required: true }),
      decision: t.arg({ type: DecisionEnum, required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      return decideDisputedReturn(
        ctx.db,
        (name) => providerByName(ctx.db, name),
        operator.userId,
        args,
        (tx) => requireRecentFactor(tx, operator)
      );
    },
  }),
}));
