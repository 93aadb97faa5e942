import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireVerifiedOperator } from '../../../domain/admin/operatorAccess';
import { requireRecentFactor } from '../../../domain/admin/secondFactor';
import {
  decideAdminClaim,
  getAdminClaim,
  listDisputedClaims,
  type AdminClaim,
  type AdminClaimSummary,
} from '../../../domain/admin/adminClaims';
import type { ConditionPhoto, ConditionReportView } from '../../../domain/seller/conditionReports';
import type { DepositView } from '../../../domain/deposits/depositView';
import { providerByName } from '../../../payments/providers';

/** Damage claims in the console (docs/product.md §10 Damage claims). Every field is for verified operators only. */
const PhotoRef = builder.objectRef<ConditionPhoto>('AdminClaimPhoto').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    url: t.exposeString('url'),
    thumbUrl: t.exposeString('thumbUrl'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

const ReportRef = builder.objectRef<ConditionReportView>('AdminConditionReport').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    stage: t.exposeString('stage', { description: 'CHECK_OUT 인수인계, CHECK_IN 반납 확인' }),
    stageLabel: t.exposeString('stageLabel'),
    note: t.exposeString('note'),
    damageNote: t.exposeString('damageNote', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
    photos: t.field({ type: [PhotoRef], resolve: (r) => r.photos }),
  }),
});

const DepositRef = builder.objectRef<DepositView>('AdminDeposit').implement({
  fields: (t) => ({
    claimDescription: t.exposeString('claimDescription', { nullable: true }),
    claimedAt: t.exposeString('claimedAt', { nullable: true }),
    customerNote: t.exposeString('customerNote', { nullable: true }),
    decidedAmount: t.exposeInt('decidedAmount', { nullable: true }),
    decisionReason: t.exposeString('decisionReason', { nullable: true }),
    capturedAmount: t.exposeInt('capturedAmount'),
    businessPhotos: t.field({ type: [PhotoRef], resolve: (d) => d.businessPhotos }),
    customerPhotos: t.field({ type: [PhotoRef], resolve: (d) => d.customerPhotos }),
  }),
});

const ClaimSummaryRef = builder.objectRef<AdminClaimSummary>('AdminClaimSummary').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    orderId: t.exposeInt('orderId'),
    itemName: t.exposeString('itemName'),
    businessName: t.exposeString('businessName'),
    customerNickname: t.exposeString('customerNickname'),
    amount: t.exposeInt('amount', { description: '보증금 (원)' }),
    claimAmount: t.exposeInt('claimAmount', { description: '청구 금액 (원)' }),
    state: t.exposeString('state'),
    stateLabel: t.exposeString('stateLabel'),
    since: t.exposeString('since', { description: '지금 상태가 된 시각 (목록에서는 이의 제기 시각)' }),
  }),
});

const ClaimRef = builder.objectRef<AdminClaim>('AdminClaim').implement({
  fields: (t) => ({
    summary: t.field({ type: ClaimSummaryRef, resolve: (c) => c }),
    deposit: t.field({ type: DepositRef, resolve: (c) => c.deposit }),
    reports: t.field({
      type: [ReportRef],
      description: '인수인계와 반납 확인 기록',
      resolve: (c) => c.reports,
    }),
  }),
});

const idArg = z.object({ id: z.number().int().positive('id가 올바르지 않아요.') });

builder.queryFields((t) => ({
  disputedClaims: t.field({
    type: [ClaimSummaryRef],
    description: '이의 제기된 손상 청구, 오래 기다린 순 (운영자 전용)',
    resolve: async (_root, _args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return listDisputedClaims(ctx.db);
    },
  }),
  adminClaim: t.field({
    type: ClaimRef,
    description: '손상 청구 하나와 양쪽 상태 기록 (운영자 전용)',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return getAdminClaim(ctx.db, parseInput(idArg, args).id);
    },
  }),
}));

builder.mutationFields((t) => ({
  decideClaim: t.field({
    type: ClaimRef,
    description:
      '이의 제기된 손상 청구 결정: CAPTURE_ALL 전부 결제, CAPTURE_PART 일부 결제(금액), RELEASE 보증금 해제, 사유 필수. 최근 5분 안의 2단계 인증이 필요해요.',
    args: {
      id: t.arg.int({ required: true }),
      outcome: t.arg.string({ required: true }),
      amount: t.arg.int(),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      return decideAdminClaim(
        ctx.db,
        (name) => providerByName(ctx.db, name),
        operator.userId,
        { depositId: args.id, outcome: args.outcome, amount: args.amount, reason: args.reason },
        (tx) => requireRecentFactor(tx, operator)
      );
    },
  }),
}));
