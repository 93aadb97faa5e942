import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import type { Viewer } from '../domain/viewer';
import { requireVerifiedOperator } from '../domain/admin/operatorAccess';
import { payoutListCsv } from '../domain/settlement/statementPayment';
import { DomainError, errorMessages } from '@/lib/errors';

export type CsvAnswer = { status: number; headers: Record<string, string>; body: string };

const notFound = (): CsvAnswer => ({
  status: 404,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND }),
});

/**
 * GET /app/v4/admin/settlements/{periodStart}/payouts.csv: the period's payout list for the bank
 * (docs/product.md §10 Paying the businesses) as a download. Only a verified operator gets it;
 * everyone else, and a malformed or unclosed period, hears the same 404 as a path that does not exist.
 */
export async function adminPayoutCsv(db: Db, viewer: Viewer | null, periodStart: string): Promise<CsvAnswer> {
  try {
    await requireVerifiedOperator(db, viewer);
    // A period that is not closed has no list to give: the same 404 as a missing path.
    const [closed] = await queryRows<{ n: number }>(
      db,
      sql`SELECT 1 AS n FROM settlement_periods WHERE period_start::text = ${periodStart}`
    );
    if (!closed) return notFound();
    const file = await payoutListCsv(db, periodStart);
    return {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="payouts_${periodStart}.csv"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      },
      body: file.content,
    };
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'NOT_FOUND' || error.code === 'INVALID_INPUT'))
      return notFound();
    throw error;
  }
}
