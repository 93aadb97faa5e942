/**
 * The item calendar's availability in the shape the business keeps and the server sends to the
 * browser (issue 15: state holds each fact once): the window's first date plus one token per day,
 * run-length encoded: `P*2,3*4,C,3*5,F,1,3*80`. A token is a disable reason letter (P past,
 * C closed, F full, B beyond the window, S sold out) or the free units of a bookable day; `*n`
 * repeats it n times. About 100 bytes for 90 days, where the day objects and month grids were 23 KB.
 * Month grids and the day map are derived from it where they are needed (store/calendarSlice.ts).
 * A disabled day's free units are not kept: nothing shows or counts them.
 */
import { addDays, daysBetween, monthOf } from './dateKeys';
import type { AvailabilityDay, AvailabilityMonth, DisableReason } from './types';

const REASON_CODE: Record<DisableReason, string> = {
  PAST: 'P',
  CLOSED: 'C',
  FULL: 'F',
  BEYOND_WINDOW: 'B',
  SOLD_OUT: 'S',
};
const CODE_REASON: Record<string, DisableReason> = {
  P: 'PAST',
  C: 'CLOSED',
  F: 'FULL',
  B: 'BEYOND_WINDOW',
  S: 'SOLD_OUT',
};

export type CompactAvailability = { firstDate: string | null; availability: string };

export const NO_AVAILABILITY: CompactAvailability = { firstDate: null, availability: '' };

const tokenOf = (day: AvailabilityDay): string =>
  day.isDisable ? REASON_CODE[day.disableReason ?? 'BEYOND_WINDOW'] : String(Math.max(0, Math.trunc(day.freeUnits)));

/** The service's months (days in order) as the first date and the encoded days. Gaps count as beyond the window. */
export function encodeAvailability(months: readonly AvailabilityMonth[]): CompactAvailability {
  const days = months.flatMap((m) => m.dates);
  if (days.length === 0) return NO_AVAILABILITY;
  const firstDate = days[0].date;
  const tokens: string[] = [];
  for (const day of days) {
    const offset = daysBetween(firstDate, day.date);
    if (offset < tokens.length) continue; // a repeated or out-of-order day: the first answer wins
    while (tokens.length < offset) tokens.push(REASON_CODE.BEYOND_WINDOW);
    tokens.push(tokenOf(day));
  }
  const runs: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let n = 1;
    while (tokens[i + n] === tokens[i]) n += 1;
    runs.push(n === 1 ? tokens[i] : `${tokens[i]}*${n}`);
    i += n;
  }
  return { firstDate, availability: runs.join(',') };
}

function dayOf(date: string, token: string): AvailabilityDay {
  const reason = CODE_REASON[token];
  if (reason) return { date, isDisable: true, freeUnits: 0, disableReason: reason };
  const units = Number(token);
  // An unreadable token is never bookable: better a closed day than a booking the service refuses.
  if (!Number.isInteger(units) || units < 0)
    return { date, isDisable: true, freeUnits: 0, disableReason: 'BEYOND_WINDOW' };
  return { date, isDisable: false, freeUnits: units, disableReason: null };
}

/** Every day of the window, in order. */
export function decodeAvailability({ firstDate, availability }: CompactAvailability): AvailabilityDay[] {
  if (!firstDate || !availability) return [];
  const days: AvailabilityDay[] = [];
  for (const run of availability.split(',')) {
    const [token, count] = run.split('*');
    const n = count === undefined ? 1 : Math.max(0, Math.trunc(Number(count)) || 0);
    for (let i = 0; i < n; i += 1) days.push(dayOf(addDays(firstDate, days.length), token));
  }
  return days;
}

/** The days grouped by `YYYY-MM` month, in order. */
export function groupByMonth<D extends { date: string }>(days: readonly D[]): Array<{ yearMonth: string; dates: D[] }> {
  const months: Array<{ yearMonth: string; dates: D[] }> = [];
  for (const day of days) {
    const yearMonth = monthOf(day.date);
    const last = months[months.length - 1];
    if (last?.yearMonth === yearMonth) last.dates.push(day);
    else months.push({ yearMonth, dates: [day] });
  }
  return months;
}
