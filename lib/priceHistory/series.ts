/**
 * A model's price history as the page reads it (docs/product.md §3 Price history). Stored rows are
 * sparse: a day without a row means "unchanged", so the series carries the last row forward to
 * every following day up to today. Days are Seoul calendar days as `YYYY-MM-DD`.
 */
export type PricePoint = { day: string; sale: number | null; rental: number | null };

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus `days` (calendar arithmetic in UTC, where a date key has no time zone). */
export function addDayKey(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Every day from `from` to `to` (both included), each the last row on or before it. Rows before
 * `from` only seed the first day; days before the first row are left out (no history yet).
 */
export function carryForward(rows: readonly PricePoint[], from: string, to: string): PricePoint[] {
  const sorted = [...rows].sort((a, b) => a.day.localeCompare(b.day));
  const points: PricePoint[] = [];
  let index = 0;
  let last: PricePoint | null = null;
  for (let day = from; day <= to; day = addDayKey(day, 1)) {
    while (index < sorted.length && sorted[index].day <= day) {
      last = sorted[index];
      index += 1;
    }
    if (last) points.push({ day, sale: last.sale, rental: last.rental });
  }
  return points;
}

/** The lowest non-null value of one line, or null when the line is empty. */
export function lowestOf(points: readonly PricePoint[], line: 'sale' | 'rental'): number | null {
  let lowest: number | null = null;
  for (const point of points) {
    const value = point[line];
    if (value !== null && (lowest === null || value < lowest)) lowest = value;
  }
  return lowest;
}
