import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { requireSeller } from '../../../domain/seller/sellerItems';
import {
  listSellerStatements,
  sellerStatement,
  type SettlementLineView,
  type SettlementStatementDetail,
  type SettlementStatementSummary,
} from '../../../domain/settlement/sellerStatements';
import { statementCsv, type CsvFile } from '../../../domain/settlement/statementCsv';

/** The seller console's 정산 (issue 29 §2, docs/product.md §10 Settlement statements). */
const StatusEnum = builder.enumType('SettlementStatus', {
  description: 'CLOSED 정산 확정(지급 전), PAID 지급 완료, CARRIED 정산금액이 음수라 다음 정산서로 이월',
  values: ['CLOSED', 'PAID', 'CARRIED'] as const,
});

const LineKindEnum = builder.enumType('SettlementLineKind', {
  description:
    'ORDER 이번 기간에 확정된 주문, ADJUSTMENT 지난 정산 뒤의 환불(차감), CARRIED 지난 정산서의 음수 정산금 이월',
  values: ['ORDER', 'ADJUSTMENT', 'CARRIED'] as const,
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The totals both the list and the detail show. */
const summaryFields = <T extends SettlementStatementSummary>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>) => ({
  id: t.int({ resolve: (s) => s.id }),
  periodStart: t.string({ description: '정산 기간 첫날 (서울, YYYY-MM-DD, 월요일)', resolve: (s) => s.periodStart }),
  periodEnd: t.string({ description: '정산 기간 마지막 날 (포함, 일요일)', resolve: (s) => s.periodEnd }),
  orderCount: t.int({ description: '이번 기간에 확정된 주문 수', resolve: (s) => s.orderCount }),
  gross: t.int({ description: '판매금액 (원)', resolve: (s) => s.gross }),
  refunds: t.int({ description: '환불금액 (원)', resolve: (s) => s.refunds }),
  commission: t.int({ description: '수수료 (원, 환불로 돌려받은 수수료는 빼고)', resolve: (s) => s.commission }),
  payout: t.int({ description: '정산금액 = 판매금액 − 환불금액 − 수수료 (원)', resolve: (s) => s.payout }),
  status: t.field({ type: StatusEnum, resolve: (s) => s.status }),
  paidAt: t.string({ nullable: true, description: '지급일시 (ISO)', resolve: (s) => s.paidAt }),
});

const SummaryRef = builder.objectRef<SettlementStatementSummary>('SettlementStatementSummary').implement({
  description: '정산서 한 장의 합계',
  fields: (t) => summaryFields(t),
});

const LineRef = builder.objectRef<SettlementLineView>('SettlementLine').implement({
  description: '정산서의 주문 한 줄',
  fields: (t) => ({
    orderId: t.exposeInt('orderId', { nullable: true, description: '이월 줄에는 주문이 없어요' }),
    itemName: t.exposeString('itemName'),
    kind: t.field({ type: LineKindEnum, resolve: (l) => l.kind }),
    settledAt: t.exposeString('settledAt', { description: '구매 확정·이용 완료 시각, 차감 줄은 환불 시각 (ISO)' }),
    gross: t.exposeInt('gross'),
    refunds: t.exposeInt('refunds'),
    commission: t.exposeInt('commission', { description: '수수료, 차감 줄에서는 돌려받은 수수료(음수)' }),
    payout: t.exposeInt('payout'),
  }),
});

const DetailRef = builder.objectRef<SettlementStatementDetail>('SettlementStatement').implement({
  description: '정산서: 합계와 주문별 내역',
  fields: (t) => ({
    ...summaryFields(t),
    businessName: t.exposeString('businessName'),
    transferReference: t.exposeString('transferReference', { nullable: true, description: '이체 참조번호' }),
    lines: t.field({ type: [LineRef], resolve: (s) => s.lines }),
  }),
});

const CsvRef = builder.objectRef<CsvFile>('SettlementCsv').implement({
  description: '엑셀용 CSV (UTF-8, BOM 포함)',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    content: t.exposeString('content'),
  }),
});

const idArgs = z.object({ id: z.number().int().positive() });

builder.queryFields((t) => ({
  sellerSettlements: t.field({
    type: [SummaryRef],
    description: '내 매장의 정산서, 최근 기간부터 (판매자 계정 전용)',
    resolve: (_root, _args, ctx) => listSellerStatements(ctx.db, requireSeller(requireMember(ctx.viewer))),
  }),
  sellerSettlement: t.field({
    type: DetailRef,
    description: '내 매장의 정산서 한 장과 주문별 내역; 다른 매장의 정산서는 NOT_FOUND (판매자 계정 전용)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      sellerStatement(ctx.db, requireSeller(requireMember(ctx.viewer)), parseInput(idArgs, args).id),
  }),
  sellerSettlementCsv: t.field({
    type: CsvRef,
    description: '정산서를 엑셀에서 여는 CSV로 (한글 머리글, UTF-8 BOM) (판매자 계정 전용)',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) =>
      statementCsv(
        await sellerStatement(ctx.db, requireSeller(requireMember(ctx.viewer)), parseInput(idArgs, args).id)
      ),
  }),
}));
