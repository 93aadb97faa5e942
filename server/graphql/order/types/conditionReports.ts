import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { requireSeller } from '../../../domain/seller/sellerItems';
import {
  handOverInput,
  loadConditionReports,
  recordHandOver,
  recordReturn,
  returnInput,
  type ConditionPhoto,
  type ConditionReportView,
} from '../../../domain/seller/conditionReports';
import {
  listSellerRequests,
  sellerOrderDetail,
  type SellerOrderDetail,
  type SellerOrderLine,
  type SellerRequest,
} from '../../../domain/seller/sellerOrderDetail';
import { OrderDetailRef } from './memberOrders';
import { SellerOrderRef } from './sellerOrders';

/**
 * The console's requests, order and reservation screens and the hand-over / return reports
 * (issue 17 §1 ★): `bz_` operations for the business's sellers, plus the reports on the customer's own
 * order detail (the customer reads them there; only the business writes them).
 */
const StageEnum = builder.enumType('ConditionStage', {
  description: 'CHECK_OUT 인수인계(장비를 건넬 때), CHECK_IN 반납 확인',
  values: ['CHECK_OUT', 'CHECK_IN'] as const,
});

export const PhotoRef = builder.objectRef<ConditionPhoto>('ConditionReportPhoto').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    url: t.exposeString('url'),
    thumbUrl: t.exposeString('thumbUrl'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

const ReportRef = builder.objectRef<ConditionReportView>('ConditionReport').implement({
  description: '장비 상태 기록 (인수인계·반납 확인): 사진과 메모',
  fields: (t) => ({
    id: t.exposeInt('id'),
    stage: t.field({ type: StageEnum, resolve: (r) => r.stage }),
    stageLabel: t.exposeString('stageLabel'),
    note: t.exposeString('note'),
    damageNote: t.exposeString('damageNote', { nullable: true, description: '반납 때 발견한 파손 (반납 확인만)' }),
    createdAt: t.exposeString('createdAt'),
    photos: t.field({ type: [PhotoRef], resolve: (r) => r.photos }),
  }),
});

const LineRef = builder.objectRef<SellerOrderLine>('SellerOrderLine').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    optionType: t.exposeInt('optionType'),
    amount: t.exposeInt('amount'),
    unitPrice: t.exposeInt('unitPrice'),
  }),
});

const RequestRef = builder.objectRef<SellerRequest>('SellerRequest').implement({
  description: '답을 기다리는 렌탈 예약 요청',
  fields: (t) => ({
    order: t.field({ type: SellerOrderRef, resolve: (r) => r.order }),
    respondBy: t.exposeString('respondBy', { description: '이때까지 답이 없으면 무응답으로 자동 취소돼요 (4,320분)' }),
    minutesLeft: t.exposeInt('minutesLeft'),
  }),
});

export const SellerOrderDetailRef = builder.objectRef<SellerOrderDetail>('SellerOrderDetail').implement({
  description: '판매자 화면의 주문·예약 상세',
  fields: (t) => ({
    order: t.field({ type: SellerOrderRef, resolve: (d) => d.order }),
    lines: t.field({ type: [LineRef], resolve: (d) => d.lines }),
    paidAmount: t.exposeInt('paidAmount', { description: '결제된 금액: 판매자 취소 때 전액 환불돼요' }),
    respondBy: t.exposeString('respondBy', { nullable: true }),
    minutesLeft: t.exposeInt('minutesLeft', { nullable: true }),
    conditionReports: t.field({ type: [ReportRef], resolve: (d) => d.conditionReports }),
    canRecordHandOver: t.exposeBoolean('canRecordHandOver'),
    canRecordReturn: t.exposeBoolean('canRecordReturn'),
    carriers: t.exposeStringList('carriers'),
  }),
});

builder.queryFields((t) => ({
  sellerRequests: t.field({
    type: [RequestRef],
    description: '내 매장의 예약 대기 요청, 무응답 마감이 가까운 순 (판매자 계정 전용)',
    resolve: (_root, _args, ctx) => listSellerRequests(ctx.db, requireSeller(requireMember(ctx.viewer))),
  }),
  sellerOrder: t.field({
    type: SellerOrderDetailRef,
    description: '내 매장의 주문 하나: 다른 매장의 주문은 NOT_FOUND (판매자 계정 전용)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => sellerOrderDetail(ctx.db, requireSeller(requireMember(ctx.viewer)), args.id),
  }),
}));

builder.mutationFields((t) => ({
  recordHandOver: t.field({
    type: SellerOrderDetailRef,
    description:
      '인수인계 기록: 예약 완료인 렌탈에 사진(10장까지)과 메모(500자까지), 단계마다 한 번 (판매자 계정 전용)',
    args: { orderId: t.arg.int({ required: true }), note: t.arg.string(), imageIds: t.arg.intList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const businessId = requireSeller(viewer);
      const input = parseInput(handOverInput, args);
      await recordHandOver(ctx.db, { userId: viewer.userId, businessId }, input);
      return sellerOrderDetail(ctx.db, businessId, input.orderId);
    },
  }),
  recordReturn: t.field({
    type: SellerOrderDetailRef,
    description: '반납 확인: 사진·메모·파손 메모를 남기고 같은 트랜잭션에서 이용 완료로 바꿔요 (판매자 계정 전용)',
    args: {
      orderId: t.arg.int({ required: true }),
      note: t.arg.string(),
      damageNote: t.arg.string(),
      imageIds: t.arg.intList({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const businessId = requireSeller(viewer);
      const input = parseInput(returnInput, args);
      await recordReturn(ctx.db, { userId: viewer.userId, businessId }, input);
      return sellerOrderDetail(ctx.db, businessId, input.orderId);
    },
  }),
}));

// The parent is the member's own order (the `order` query checked the owner), so its reports are theirs to see.
builder.objectField(OrderDetailRef, 'conditionReports', (t) =>
  t.field({
    type: [ReportRef],
    description: '매장이 남긴 인수인계·반납 확인 기록 (렌탈 예약만)',
    resolve: (order, _args, ctx) =>
      order.process === 'rentalReservation' ? loadConditionReports(ctx.db, order.id) : [],
  })
);
