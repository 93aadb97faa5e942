import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireVerifiedOperator } from '../../../domain/admin/operatorAccess';
import { requireRecentFactor } from '../../../domain/admin/secondFactor';
import {
  closablePeriod,
  closePeriodNow,
  listSettlementPeriods,
  payStatement,
  periodStatements,
  type AdminSettlementPeriod,
  type AdminStatement,
  type ClosablePeriod,
} from '../../../domain/admin/adminSettlements';
import type { StatementPayment } from '../../../domain/settlement/statementPayment';
import { serverEnv } from '../../../env';

/** Settlement in the console (docs/product.md §10 Paying the businesses). Verified operators only. */
const StatusEnum = builder.enumType('AdminSettlementStatus', {
  description: 'CLOSED 지급 전, PAID 지급 완료, CARRIED 음수라 다음 정산서로 이월',
  values: ['CLOSED', 'PAID', 'CARRIED'] as const,
});

const PeriodRef = builder.objectRef<AdminSettlementPeriod>('AdminSettlementPeriod').implement({
  description: '마감된 정산 기간과 합계',
  fields: (t) => ({
    periodStart: t.exposeString('periodStart', { description: '기간 첫날 (서울, YYYY-MM-DD)' }),
    periodEnd: t.exposeString('periodEnd', { description: '기간 마지막 날 (포함)' }),
    closedAt: t.exposeString('closedAt'),
    statementCount: t.exposeInt('statementCount'),
    gross: t.exposeInt('gross'),
    refunds: t.exposeInt('refunds'),
    commission: t.exposeInt('commission'),
    payout: t.exposeInt('payout'),
    unpaidCount: t.exposeInt('unpaidCount', { description: '아직 이체하지 않은 정산서 수 (정산금액 0원 초과)' }),
    unpaidPayout: t.exposeInt('unpaidPayout', { description: '아직 이체하지 않은 금액 (원)' }),
  }),
});

const ClosableRef = builder.objectRef<ClosablePeriod>('AdminClosablePeriod').implement({
  description: '가장 최근에 끝난 정산 기간과 마감 여부',
  fields: (t) => ({
    periodStart: t.exposeString('periodStart'),
    periodEnd: t.exposeString('periodEnd'),
    closed: t.exposeBoolean('closed'),
  }),
});

const StatementRef = builder.objectRef<AdminStatement>('AdminSettlementStatement').implement({
  description: '매장 한 곳의 정산서와 정산 계좌',
  fields: (t) => ({
    id: t.exposeInt('id'),
    businessId: t.exposeInt('businessId'),
    businessName: t.exposeString('businessName'),
    orderCount: t.exposeInt('orderCount'),
    gross: t.exposeInt('gross'),
    refunds: t.exposeInt('refunds'),
    commission: t.exposeInt('commission'),
    payout: t.exposeInt('payout'),
    status: t.field({ type: StatusEnum, resolve: (s) => s.status }),
    paidAt: t.exposeString('paidAt', { nullable: true }),
    transferReference: t.exposeString('transferReference', { nullable: true }),
    settlementBank: t.exposeString('settlementBank', { nullable: true }),
    settlementAccountNumber: t.exposeString('settlementAccountNumber', { nullable: true }),
    settlementAccountHolder: t.exposeString('settlementAccountHolder', { nullable: true }),
  }),
});

const PeriodDetailRef = builder
  .objectRef<Awaited<ReturnType<typeof periodStatements>>>('AdminSettlementPeriodDetail')
  .implement({
    description: '정산 기간 하나의 매장별 정산서',
    fields: (t) => ({
      periodStart: t.string({ resolve: (d) => d.period.periodStart }),
      periodEnd: t.string({ resolve: (d) => d.period.periodEnd }),
      statements: t.field({ type: [StatementRef], resolve: (d) => d.statements }),
    }),
  });

const PaymentRef = builder.objectRef<StatementPayment>('AdminStatementPayment').implement({
  fields: (t) => ({
    statementId: t.exposeInt('statementId'),
    paidAt: t.exposeString('paidAt'),
    transferReference: t.exposeString('transferReference'),
  }),
});

const ClosedRef = builder.objectRef<Awaited<ReturnType<typeof closePeriodNow>>>('AdminClosedPeriod').implement({
  fields: (t) => ({
    periodStart: t.exposeString('periodStart'),
    periodEnd: t.exposeString('periodEnd'),
    statements: t.exposeInt('statements', { description: '만든 정산서 수' }),
  }),
});

const periodArg = z.object({ periodStart: z.string().trim().max(10, '정산 기간 시작일이 올바르지 않아요.') });
const payArgs = z.object({
  statementId: z.number().int().positive('정산서 번호가 올바르지 않아요.'),
  transferReference: z.string().max(60, '이체 참조번호는 40자까지 입력할 수 있어요.'),
});

builder.queryFields((t) => ({
  settlementPeriods: t.field({
    type: [PeriodRef],
    description: '마감된 정산 기간, 최신순 52개 (운영자 전용)',
    resolve: async (_root, _args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return listSettlementPeriods(ctx.db);
    },
  }),
  closableSettlementPeriod: t.field({
    type: ClosableRef,
    description: '가장 최근에 끝난 정산 기간 (지금 마감할 수 있는지) (운영자 전용)',
    resolve: async (_root, _args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return closablePeriod(ctx.db, serverEnv().SETTLEMENT_PERIOD_WEEKS);
    },
  }),
  settlementPeriod: t.field({
    type: PeriodDetailRef,
    description: '정산 기간 하나의 매장별 정산서 (운영자 전용)',
    args: { periodStart: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return periodStatements(ctx.db, parseInput(periodArg, args).periodStart);
    },
  }),
}));

builder.mutationFields((t) => ({
  closeSettlementPeriod: t.field({
    type: ClosedRef,
    description: '끝난 정산 기간을 지금 마감 (정산 작업과 같은 코드, 한 번만 마감돼요)',
    args: { periodStart: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const { periodStart } = parseInput(periodArg, args);
      return closePeriodNow(ctx.db, operator.userId, { periodStart, weeks: serverEnv().SETTLEMENT_PERIOD_WEEKS });
    },
  }),
  markStatementPaid: t.field({
    type: PaymentRef,
    description: '정산서 지급 처리 (은행 이체 참조번호). 돈에 관한 처리라 최근 5분 안의 2단계 인증이 필요해요.',
    args: { statementId: t.arg.int({ required: true }), transferReference: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const input = parseInput(payArgs, args);
      return payStatement(ctx.db, operator.userId, input, (tx) => requireRecentFactor(tx, operator));
    },
  }),
}));
