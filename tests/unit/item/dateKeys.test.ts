import {
  addDays,
  addMonths,
  daysBetween,
  formatShortDay,
  isDateKey,
  isYearMonth,
  monthDates,
  monthsUntil,
  weekdayOf,
} from '@/lib/calendar/dateKeys';
import { planRentalBookings } from '@/server/db/seed/build/rentalBookings';
import { planItems } from '@/server/db/seed/build/items';
import { planModels } from '@/server/db/seed/build/models';
import { planBusinesses } from '@/server/db/seed/build/businesses';
import { kst, SeedDay } from '@/server/db/seed/time';

describe('calendar date keys', () => {
  it('does date arithmetic across months, years and leap days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-24', '2026-11-26')).toBe(2);
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(monthDates('2027-02')).toHaveLength(28);
    expect(monthsUntil('2026-11', '2027-02-21')).toBe(4);
  });

  it('knows weekdays (0 = Sunday) and writes a day the Korean way', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(formatShortDay('2026-11-24')).toBe('11.24(화)');
  });

  it('accepts only real dates and months', () => {
    expect(isDateKey('2026-02-28')).toBe(true);
    expect(isDateKey('2026-02-30')).toBe(false);
    expect(isDateKey('2026-2-3')).toBe(false);
    expect(isYearMonth('2026-12')).toBe(true);
    expect(isYearMonth('2026-13')).toBe(false);
  });
});

describe('seeded rental bookings', () => {
  it('never hold one unit (of the item or of its option) twice on a day, stay within the 90 days after the seeding day and fill some days', () => {
    const day = SeedDay.of(kst(2026, 11, 1));
    const items = planItems(planBusinesses(day), planModels(day), day);
    const bookings = planRentalBookings(items, day);
    expect(bookings.length).toBeGreaterThan(100);
    const taken = new Set<string>();
    for (const b of bookings) {
      const [first, end] = b.period.slice(1, -1).split(',');
      expect(first >= '2026-11-25' && end <= '2027-01-31').toBe(true);
      for (let day = first; day < end; day = addDays(day, 1)) {
        const key = `${b.itemIndex}:${b.unitNo}:${day}`;
        const optionKey = `${b.itemIndex}:option ${b.optionIndex}:${b.optionUnitNo}:${day}`;
        expect(taken.has(key) || taken.has(optionKey)).toBe(false);
        taken.add(key).add(optionKey);
      }
      expect(b.unitNo).toBeLessThanOrEqual(items[b.itemIndex].stock);
      const option = items[b.itemIndex].options[b.optionIndex];
      expect(option.kind === 'REQUIRED' && b.optionUnitNo >= 1 && b.optionUnitNo <= option.stock).toBe(true);
    }
    expect(planRentalBookings(items, day)).toEqual(bookings);
  });
});
