import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireVerifiedOperator } from '../../../domain/admin/operatorAccess';
import { requireRecentFactor } from '../../../domain/admin/secondFactor';
import { adminBusinessFields, reasonInput } from '@/lib/admin/businessInput';
import {
  createAdminBusiness,
  editAdminBusiness,
  getAdminBusiness,
  issueAdminInvite,
  listAdminBusinesses,
  listBusinessInvites,
  revokeAdminInvite,
  setBusinessSuspension,
  type AdminBusiness,
  type AdminInvite,
} from '../../../domain/admin/adminBusinesses';
import { businessChanged, businessSuspensionChanged } from '../../../cluster/pageChanges';

/** Businesses in the console (docs/product.md §10 Businesses). Every field is for verified operators only. */
const AdminInviteRef = builder.objectRef<AdminInvite>('AdminSellerInvite').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    createdAt: t.exposeString('createdAt'),
    expiresAt: t.exposeString('expiresAt'),
    redeemedAt: t.exposeString('redeemedAt', { nullable: true }),
    redeemedByNickname: t.exposeString('redeemedByNickname', { nullable: true }),
    active: t.exposeBoolean('active', { description: '아직 쓸 수 있는 코드' }),
  }),
});

const AdminBusinessRef = builder.objectRef<AdminBusiness>('AdminBusiness').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    region: t.exposeString('region'),
    address: t.exposeString('address'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
    phone: t.exposeString('phone'),
    commissionRateBp: t.exposeInt('commissionRateBp', { description: '수수료율 (bp, 1000 = 10%)' }),
    settlementBank: t.exposeString('settlementBank', { nullable: true }),
    settlementAccountNumber: t.exposeString('settlementAccountNumber', { nullable: true }),
    settlementAccountHolder: t.exposeString('settlementAccountHolder', { nullable: true }),
    suspendedAt: t.exposeString('suspendedAt', { nullable: true }),
    suspendedReason: t.exposeString('suspendedReason', { nullable: true }),
    sellerCount: t.exposeInt('sellerCount'),
    createdAt: t.exposeString('createdAt'),
    invites: t.field({
      type: [AdminInviteRef],
      description: '판매자 초대 코드, 최신순 20건',
      resolve: (b, _args, ctx) => listBusinessInvites(ctx.db, b.id),
    }),
  }),
});

const IssuedInviteRef = builder
  .objectRef<{ code: string; businessId: number; expiresAt: Date }>('IssuedSellerInvite')
  .implement({
    fields: (t) => ({
      code: t.exposeString('code', { description: '이번 한 번만 보이는 초대 코드' }),
      businessId: t.exposeInt('businessId'),
      expiresAt: t.string({ resolve: (i) => i.expiresAt.toISOString() }),
    }),
  });

const BusinessInput = builder.inputType('AdminBusinessInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    region: t.string({ required: true }),
    address: t.string({ required: true }),
    lat: t.float({ required: true }),
    lng: t.float({ required: true }),
    phone: t.string({ required: true }),
    commissionRateBp: t.int({ required: true }),
    settlementBank: t.string(),
    settlementAccountNumber: t.string(),
    settlementAccountHolder: t.string(),
  }),
});

const idArg = z.object({ id: z.number().int().positive('id가 올바르지 않아요.') });
const listArgs = z.object({
  query: z
    .string()
    .trim()
    .max(60, '검색어는 60자까지 쓸 수 있어요.')
    .nullish()
    .transform((v) => v || null),
});
const suspendArgs = idArg.extend({ reason: reasonInput });

builder.queryFields((t) => ({
  adminBusinesses: t.field({
    type: [AdminBusinessRef],
    description: '매장 목록: 이름·지역·전화번호 검색, 정지된 매장 먼저 (운영자 전용)',
    args: { query: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return listAdminBusinesses(ctx.db, parseInput(listArgs, args).query);
    },
  }),
  adminBusiness: t.field({
    type: AdminBusinessRef,
    description: '매장 한 곳 (운영자 전용)',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return getAdminBusiness(ctx.db, parseInput(idArg, args).id);
    },
  }),
}));

builder.mutationFields((t) => ({
  createBusiness: t.field({
    type: AdminBusinessRef,
    description: '매장 등록. 수수료율과 정산 계좌를 정하므로 최근 5분 안에 2단계 인증을 다시 거쳐야 해요.',
    args: { input: t.arg({ type: BusinessInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const fields = parseInput(adminBusinessFields, args.input);
      await requireRecentFactor(ctx.db, operator);
      return createAdminBusiness(ctx.db, operator.userId, fields);
    },
  }),
  editBusiness: t.field({
    type: AdminBusinessRef,
    description: '매장 정보 수정. 수수료율이나 정산 계좌를 바꿀 때는 최근 5분 안의 2단계 인증이 필요해요.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: BusinessInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const { id } = parseInput(idArg, { id: args.id });
      const fields = parseInput(adminBusinessFields, args.input);
      const edited = await editAdminBusiness(ctx.db, operator.userId, id, fields, (tx) =>
        requireRecentFactor(tx, operator)
      );
      businessChanged(ctx.db, id);
      return edited;
    },
  }),
  suspendBusiness: t.field({
    type: AdminBusinessRef,
    description: '매장 정지(사유): 상품이 바로 검색에서 빠지고, 이미 받은 주문은 끝까지 진행돼요.',
    args: { id: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const input = parseInput(suspendArgs, args);
      const suspended = await setBusinessSuspension(ctx.db, operator.userId, input.id, { reason: input.reason });
      await businessSuspensionChanged(ctx.db, input.id);
      return suspended;
    },
  }),
  unsuspendBusiness: t.field({
    type: AdminBusinessRef,
    description: '매장 정지 해제',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const { id } = parseInput(idArg, args);
      const lifted = await setBusinessSuspension(ctx.db, operator.userId, id, null);
      await businessSuspensionChanged(ctx.db, id);
      return lifted;
    },
  }),
  issueSellerInvite: t.field({
    type: IssuedInviteRef,
    description: '판매자 초대 코드 발급 (7일, 한 번 사용). 코드는 이 응답에서만 보여요.',
    args: { businessId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const { id } = parseInput(idArg, { id: args.businessId });
      return issueAdminInvite(ctx.db, operator.userId, id);
    },
  }),
  revokeSellerInvite: t.field({
    type: AdminBusinessRef,
    description: '아직 쓰지 않은 초대 코드 취소',
    args: { inviteId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const { id } = parseInput(idArg, { id: args.inviteId });
      const { businessId } = await revokeAdminInvite(ctx.db, operator.userId, id);
      return getAdminBusiness(ctx.db, businessId);
    },
  }),
}));
