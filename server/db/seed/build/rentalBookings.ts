import { Rng } from '../random';
import { addDays, ymd, type SeedDay } from '../time';
import type { ItemPlan } from './items';

/**
 * Confirmed rentals already on the books, so that the calendar shows real gaps: some days of some
 * rental items have every unit taken (the day is disabled), others only a few. Periods lie within
 * the 90 days after the seeding day and never overlap on one unit (the exclusion constraint).
 */
export type BookingPlan = { itemIndex: number; unitNo: number; period: string; createdAt: Date };

/** Share of rental items with bookings; the rest are free every open day. */
const BOOKED_SHARE = 0.15;
const FIRST_DAY = 24;
const LAST_DAY = 89;

const isRental = (item: ItemPlan) => item.kind === 'bikeRental' || item.kind === 'skiRental';

/** `[first, day after last)`: PostgreSQL's canonical daterange text. */
export function periodText(firstDay: Date, days: number): string {
  return `[${ymd(firstDay)},${ymd(addDays(firstDay, days))})`;
}

function planForItem(itemIndex: number, stock: number, rng: Rng, day: SeedDay): BookingPlan[] {
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
    for (let unitNo = 1; unitNo <= units; unitNo += 1) rows.push({ itemIndex, unitNo, period: periodText(first, days), createdAt });
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
    return rng.chance(BOOKED_SHARE) ? planForItem(itemIndex, item.stock, rng, day) : [];
  });
}
