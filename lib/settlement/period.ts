import { addDays, daysBetween } from '@/lib/calendar/dateKeys';
import { todayInSeoul, type DateInput } from '@/lib/dates';

/**
 * Settlement periods (docs/product.md §10 Settlement statements): runs of whole weeks, Monday to
 * Sunday in Asia/Seoul, `weeks` long (1 by default; SETTLEMENT_PERIOD_WEEKS). Every period is counted
 * from one Monday, so the same day always falls in the same period.
 */
const ANCHOR_MONDAY = '2024-01-01';

export type SettlementPeriod = {
  /** First and last day, both included (YYYY-MM-DD, Asia/Seoul). */
  start: string;
  end: string;
  /** The instant the period ends: midnight in Seoul after its last day. */
  cutoff: Date;
};

function periodStartingOn(start: string, weeks: number): SettlementPeriod {
  const next = addDays(start, weeks * 7);
  return { start, end: addDays(next, -1), cutoff: new Date(`${next}T00:00:00+09:00`) };
}

/** The period that holds `day`. */
export function periodOfDay(day: string, weeks = 1): SettlementPeriod {
  const length = weeks * 7;
  const offset = daysBetween(ANCHOR_MONDAY, day);
  const index = Math.floor(offset / length);
  return periodStartingOn(addDays(ANCHOR_MONDAY, index * length), weeks);
}

/** The latest period that has ended by `now`: the one before the period of today in Seoul. */
export function lastEndedPeriod(now: DateInput, weeks = 1): SettlementPeriod {
  const current = periodOfDay(todayInSeoul(now), weeks);
  return periodStartingOn(addDays(current.start, -weeks * 7), weeks);
}
