import { DomainError } from '@/lib/errors';
import { parseRentalRange, shiftRange, type RentalRange } from '@/lib/rentalRange/rentalRange';

/**
 * A range argument at the trust boundary: the one range rule (lib/rentalRange/rentalRange.ts), its
 * Korean message as INVALID_INPUT under `range`. Null when the caller sent none.
 */
export function rangeArg(
  raw: { start?: unknown; end?: unknown } | null | undefined,
  today: string
): RentalRange | null {
  if (!raw) return null;
  const parsed = parseRentalRange(raw.start ?? null, raw.end ?? null, today);
  if (parsed === null) return null;
  if ('error' in parsed) throw new DomainError('INVALID_INPUT', parsed.error, { range: parsed.error });
  return parsed.range;
}

/** A same-length range near the chosen one where something is free, and how many (items or offers). */
export type NearbyRange = { start: string; end: string; count: number };

/** How far the nearest other ranges may move (issue 31 §1: ±3 days), nearest first, earlier before later. */
const SHIFTS = [-1, 1, -2, 2, -3, 3];

/** The same-length ranges within ±3 days that are themselves valid for today (not past, within the window). */
export function nearbyRangeCandidates(range: RentalRange, today: string): RentalRange[] {
  return SHIFTS.map((days) => shiftRange(range, days)).filter((candidate) => {
    const parsed = parseRentalRange(candidate.start, candidate.end, today);
    return parsed !== null && 'range' in parsed;
  });
}
