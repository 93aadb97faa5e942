import { addDayKey, carryForward, lowestOf } from '@/lib/priceHistory/series';
import { parsePriceRange } from '@/lib/priceHistory/ranges';

describe('price history series', () => {
  it('carries the last row forward to every day up to the end, starting from a row before the range', () => {
    const points = carryForward(
      [
        { day: '2026-11-20', sale: 100, rental: null },
        { day: '2026-11-01', sale: 120, rental: 10 },
      ],
      '2026-11-18',
      '2026-11-21'
    );
    expect(points).toEqual([
      { day: '2026-11-18', sale: 120, rental: 10 },
      { day: '2026-11-19', sale: 120, rental: 10 },
      { day: '2026-11-20', sale: 100, rental: null },
      { day: '2026-11-21', sale: 100, rental: null },
    ]);
    expect(lowestOf(points, 'rental')).toBe(10);
  });

  it('leaves out days before the first row, and crosses month and year ends', () => {
    expect(carryForward([{ day: '2027-01-01', sale: 5, rental: null }], '2026-12-31', '2027-01-01')).toEqual([
      { day: '2027-01-01', sale: 5, rental: null },
    ]);
    expect(addDayKey('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('the range in the URL: 30, 90 or 365, anything else 90', () => {
    expect([parsePriceRange('30'), parsePriceRange(['365']), parsePriceRange('7'), parsePriceRange(undefined)]).toEqual(
      [30, 365, 90, 90]
    );
  });
});
