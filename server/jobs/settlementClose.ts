import type { Db } from '../db/client';
import { closeSettlementPeriod } from '../domain/settlement/closeSettlement';
import { lastEndedPeriod } from '@/lib/settlement/period';

/**
 * The settlement job (docs/product.md §10 Settlement statements): closes the latest ended period if
 * no instance has yet. Safe to run anywhere at any time; the period row is the claim.
 */
export async function runSettlementClose(db: Db, weeks: number, now: Date = new Date()) {
  const period = lastEndedPeriod(now, weeks);
  const result = await closeSettlementPeriod(db, period, now);
  return { period: period.start, ...result };
}
