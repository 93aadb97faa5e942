import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { DomainError } from '@/lib/errors';

/** A statement as its business reads it (docs/product.md §10 Settlement statements). */
export type SettlementStatementSummary = {
  id: number;
  periodStart: string;
  periodEnd: string;
  orderCount: number;
  gross: number;
  refunds: number;
  commission: number;
  payout: number;
  status: 'CLOSED' | 'PAID' | 'CARRIED';
  paidAt: string | null;
};

export type SettlementLineView = {
  /** Null on a CARRIED line: an earlier statement's negative payout, not an order. */
  orderId: number | null;
  itemName: string;
  kind: 'ORDER' | 'ADJUSTMENT' | 'CARRIED';
  settledAt: string;
  gross: number;
  refunds: number;
  commission: number;
  payout: number;
};

export type SettlementStatementDetail = SettlementStatementSummary & {
  businessName: string;
  transferReference: string | null;
  lines: SettlementLineView[];
};

type SummaryRow = Omit<SettlementStatementSummary, 'paidAt'> & { paidAt: Date | string | null };

const SUMMARY_COLUMNS = sql`s.id, s.period_start::text AS "periodStart", s.period_end::text AS "periodEnd",
  s.order_count AS "orderCount", s.gross, s.refunds, s.commission, s.payout, s.status, s.paid_at AS "paidAt"`;

const toSummary = (row: SummaryRow): SettlementStatementSummary => ({
  ...row,
  paidAt: row.paidAt === null ? null : toIso(row.paidAt),
});

/** The business's statements, newest period first. */
export async function listSellerStatements(db: Db, businessId: number): Promise<SettlementStatementSummary[]> {
  const rows = await queryRows<SummaryRow>(
    db,
    sql`SELECT ${SUMMARY_COLUMNS} FROM settlement_statements s
        WHERE s.business_id = ${businessId} ORDER BY s.period_start DESC, s.id DESC LIMIT 104`
  );
  return rows.map(toSummary);
}

/**
 * One statement with its lines. Another business's statement answers NOT_FOUND exactly like a
 * missing one (docs/architecture.md §13).
 */
export async function sellerStatement(
  db: Db,
  businessId: number,
  statementId: number
): Promise<SettlementStatementDetail> {
  const [row] = await queryRows<SummaryRow & { businessName: string; transferReference: string | null }>(
    db,
    sql`SELECT ${SUMMARY_COLUMNS}, b.name AS "businessName", s.transfer_reference AS "transferReference"
        FROM settlement_statements s JOIN businesses b ON b.id = s.business_id
        WHERE s.id = ${statementId} AND s.business_id = ${businessId}`
  );
  if (!row) throw new DomainError('NOT_FOUND', '정산서를 찾을 수 없어요.');
  const lines = await queryRows<Omit<SettlementLineView, 'settledAt'> & { settledAt: Date | string }>(
    db,
    sql`SELECT l.order_id AS "orderId",
          coalesce(o.item_name, '지난 정산 이월 (' || c.period_start::text || '~' || c.period_end::text || ')') AS "itemName",
          l.kind, l.settled_at AS "settledAt", l.gross, l.refunds, l.commission, l.payout
        FROM settlement_lines l LEFT JOIN orders o ON o.id = l.order_id
          LEFT JOIN settlement_statements c ON c.id = l.carried_from_statement_id
        WHERE l.statement_id = ${statementId}
        ORDER BY l.kind DESC, l.settled_at, l.order_id`
  );
  return {
    ...toSummary(row),
    businessName: row.businessName,
    transferReference: row.transferReference,
    lines: lines.map((line) => ({ ...line, settledAt: toIso(line.settledAt) })),
  };
}
