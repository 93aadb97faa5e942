import { Rng } from '../random';
import { addDays, ymd, type SeedDay } from '../time';
import type { ItemPlan } from './items';

/**
 * Confirmed rentals already on the books, so that the calendar shows real gaps: some days of some
 * rental items have every unit taken (the day is disabled), others only a few. Periods lie within
 * the 90 days after the seeding day and never overlap on one unit (the exclusion constraint).
 */
export type BookingPlan = {
  itemIndex: number;
  unitNo: number;
  period: string;
  createdAt: Date;
  /** The required option the unit is of (its position in the item's options) and its number within it. */
  optionIndex: number;
  optionUnitNo: number;
};

/**
 * Item unit numbers laid out over the required options in order: with S×2 and M×3, units 1–2 are
 * S 1–2 and units 3–5 are M 1–3 (the item's stock is the sum of its required options').
 */
function optionOfUnit(item: ItemPlan, unitNo: number): { optionIndex: number; optionUnitNo: number } {
  let before = 0;
  for (const [optionIndex, option] of item.options.entries()) {
    if (option.kind !== 'REQUIRED') continue;
    if (unitNo <= before + option.stock) return { optionIndex, optionUnitNo: unitNo - before };
    before += option.stock;
  }
  throw new Error(`unit ${unitNo} is beyond the required options of ${item.name}`);
}

/** Share of rental items with bookings; the rest are free every open day. */
const BOOKED_SHARE = 0.15;
const FIRST_DAY = 24;
const LAST_DAY = 89;

const isRental = (item: ItemPlan) => item.kind === 'bikeRental' || item.kind === 'skiRental';

/** `[first, day after last)`: PostgreSQL's canonical daterange text. */
export function periodText(firstDay: Date, days: number): string {
  return `[${ymd(firstDay)},${ymd(addDays(firstDay, days))})`;
}

function planForItem(itemIndex: number, item: ItemPlan, rng: Rng, day: SeedDay): BookingPlan[] {
  const { stock } = item;
  const rows: BookingPlan[] = [];
  let offset = rng.int(FIRST_DAY, 40);
  let fullSpans = 0;
  while (fullSpans < 3) {
    const days = rng.int(1, 3);
    if (offset + days - 1 > LAST_DAY) break;
    // A weekend group or a club ride takes the whole fleet; a couple of riders take a few units.
    const full = fullSpans === 0 || rng.chance(0.6);
    const units = full ? stock : rng.int(1, Math.max(1, stock - 1));
    const first = day.at(offset);
    const createdAt = day.at(-rng.int(1, 20));
    for (let unitNo = 1; unitNo <= units; unitNo += 1)
      rows.push({ itemIndex, unitNo, period: periodText(first, days), createdAt, ...optionOfUnit(item, unitNo) });
    if (full) fullSpans += 1;
    // Spans never touch, so one unit is never held twice on a day.
    offset += days + rng.int(2, 12);
  }
  return rows;
}

export function planRentalBookings(items: ItemPlan[], day: SeedDay): BookingPlan[] {
  return items.flatMap((item, itemIndex) => {
    if (!isRental(item) || item.stock < 1) return [];
    const rng = new Rng(`bookings:${itemIndex}`);
    return rng.chance(BOOKED_SHARE) ? planForItem(itemIndex, item, rng, day) : [];
  });
}
