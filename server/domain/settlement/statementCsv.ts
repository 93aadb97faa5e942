import { formatDateTime } from '@/lib/dates';
import { toCsv } from '@/lib/settlement/csv';
import type { SettlementStatementDetail } from './sellerStatements';

export type CsvFile = { fileName: string; content: string };

const KIND_LABEL = { ORDER: '정산', ADJUSTMENT: '정산 후 환불', CARRIED: '이월' } as const;

/**
 * A statement as the business downloads it (docs/product.md §10 Settlement statements): one row per
 * line with Korean headers, amounts as plain integer won so Excel can add them up, and a total row.
 */
export function statementCsv(statement: SettlementStatementDetail): CsvFile {
  const rows = statement.lines.map((line) => [
    line.orderId,
    line.itemName,
    KIND_LABEL[line.kind],
    formatDateTime(line.settledAt),
    line.gross,
    line.refunds,
    line.commission,
    line.payout,
  ]);
  rows.push(['합계', '', '', '', statement.gross, statement.refunds, statement.commission, statement.payout]);
  return {
    fileName: `정산서_${statement.periodStart}_${statement.periodEnd}.csv`,
    content: toCsv(['주문번호', '상품명', '구분', '확정일시', '판매금액', '환불금액', '수수료', '정산금액'], rows),
  };
}
