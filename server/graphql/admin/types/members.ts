import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireVerifiedOperator } from '../../../domain/admin/operatorAccess';
import { reasonInput } from '@/lib/admin/businessInput';
import {
  getAdminMember,
  searchMembers,
  setMemberSuspension,
  type AdminMemberDetail,
  type AdminMemberOrder,
  type AdminMemberReport,
  type AdminMemberSummary,
  type AdminSanction,
} from '../../../domain/admin/adminMembers';

/** Members in the console (docs/product.md §10 Members). Verified operators only. */

const AdminMemberRef = builder.objectRef<AdminMemberSummary>('AdminMember').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    email: t.exposeString('email', { nullable: true }),
    nickname: t.exposeString('nickname'),
    phone: t.exposeString('phone', { nullable: true }),
    businessId: t.exposeInt('businessId', { nullable: true }),
    suspendedAt: t.exposeString('suspendedAt', { nullable: true }),
    suspendedReason: t.exposeString('suspendedReason', { nullable: true }),
    suspendedUntil: t.exposeString('suspendedUntil', {
      nullable: true,
      description: '정지가 저절로 끝나는 때 (없으면 해제할 때까지)',
    }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const OrderRef = builder.objectRef<AdminMemberOrder>('AdminMemberOrder').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    itemName: t.exposeString('itemName'),
    stateLabel: t.exposeString('stateLabel'),
    totalPrice: t.exposeInt('totalPrice'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const ReportRef = builder.objectRef<AdminMemberReport>('AdminMemberReport').implement({
  fields: (t) => ({
    targetKind: t.exposeString('targetKind'),
    targetId: t.exposeInt('targetId'),
    reason: t.exposeString('reason'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const SanctionRef = builder.objectRef<AdminSanction>('AdminSanction').implement({
  fields: (t) => ({
    action: t.exposeString('action'),
    reason: t.exposeString('reason', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
    operatorNickname: t.exposeString('operatorNickname'),
  }),
});

const AdminMemberDetailRef = builder.objectRef<AdminMemberDetail>('AdminMemberDetail').implement({
  fields: (t) => ({
    member: t.field({ type: AdminMemberRef, resolve: (m) => m }),
    orders: t.field({ type: [OrderRef], description: '최근 주문 20건', resolve: (m) => m.orders }),
    reports: t.field({
      type: [ReportRef],
      description: '이 회원의 글·댓글·리뷰에 들어온 신고',
      resolve: (m) => m.reports,
    }),
    sanctions: t.field({ type: [SanctionRef], description: '정지·해제 기록', resolve: (m) => m.sanctions }),
  }),
});

const searchArgs = z.object({
  query: z.string().trim().min(2, '검색어를 2자 이상 입력해 주세요.').max(60, '검색어는 60자까지 쓸 수 있어요.'),
});
const idArg = z.object({ id: z.number().int().positive('id가 올바르지 않아요.') });
const suspendArgs = idArg.extend({ reason: reasonInput });

builder.queryFields((t) => ({
  adminMembers: t.field({
    type: [AdminMemberRef],
    description: '회원 검색: 이메일, 전화번호, 닉네임 (운영자 전용)',
    args: { query: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return searchMembers(ctx.db, parseInput(searchArgs, args).query);
    },
  }),
  adminMember: t.field({
    type: AdminMemberDetailRef,
    description: '회원 한 명: 주문, 신고, 제재 (운영자 전용)',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return getAdminMember(ctx.db, parseInput(idArg, args).id);
    },
  }),
}));

builder.mutationFields((t) => ({
  suspendMember: t.field({
    type: AdminMemberRef,
    description: '회원 정지(사유): 모든 기기의 로그인이 바로 끝나고 다시 로그인할 수 없어요.',
    args: { id: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const input = parseInput(suspendArgs, args);
      return setMemberSuspension(ctx.db, operator.userId, input.id, { reason: input.reason });
    },
  }),
  unsuspendMember: t.field({
    type: AdminMemberRef,
    description: '회원 정지 해제',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      return setMemberSuspension(ctx.db, operator.userId, parseInput(idArg, args).id, null);
    },
  }),
}));
