import {
  MAX_RANGE_DAYS,
  parseRentalRange,
  rangeDays,
  rangeLabel,
  rangeQuery,
  shiftRange,
} from '@/lib/rentalRange/rentalRange';
import { rentalRangeSchema } from '@/lib/rentalRange/rentalRangeSchema';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';

const TODAY = '2026-12-01';

describe('a rental range', () => {
  it('counts both ends: a single day is 1 day, 24–27 is 4', () => {
    expect(rangeDays({ start: '2026-12-24', end: '2026-12-24' })).toBe(1);
    expect(rangeDays({ start: '2026-12-24', end: '2026-12-27' })).toBe(4);
    expect(rangeDays({ start: '2026-12-30', end: '2027-01-02' })).toBe(4);
  });

  it('reads as a Korean shop writes it', () => {
    expect(rangeLabel({ start: '2026-12-24', end: '2026-12-27' })).toBe('12월 24일(목) – 12월 27일(일) · 4일');
    expect(rangeLabel({ start: '2026-12-24', end: '2026-12-24' })).toBe('12월 24일(목) · 1일');
  });

  it('moves by whole days across a month and a year, and travels in the URL as start and end', () => {
    expect(shiftRange({ start: '2026-12-30', end: '2027-01-02' }, 3)).toEqual({
      start: '2027-01-02',
      end: '2027-01-05',
    });
    expect(shiftRange({ start: '2026-12-01', end: '2026-12-02' }, -1)).toEqual({
      start: '2026-11-30',
      end: '2026-12-01',
    });
    expect(rangeQuery({ start: '2026-12-24', end: '2026-12-27' })).toEqual({ start: '2026-12-24', end: '2026-12-27' });
  });
});

describe('parseRentalRange', () => {
  it('is null when neither date is given (an undated search)', () => {
    expect(parseRentalRange(undefined, undefined, TODAY)).toBeNull();
    expect(parseRentalRange('', null, TODAY)).toBeNull();
  });

  it('accepts today to the last day of the window, and up to 60 days', () => {
    expect(parseRentalRange(TODAY, TODAY, TODAY)).toEqual({ range: { start: TODAY, end: TODAY } });
    expect(parseRentalRange(TODAY, addDays(TODAY, 90), TODAY)).toEqual({
      error: expect.any(String),
      code: 'INVALID_INPUT',
    });
    const longest = { start: addDays(TODAY, 10), end: addDays(TODAY, 10 + MAX_RANGE_DAYS - 1) };
    expect(parseRentalRange(longest.start, longest.end, TODAY)).toEqual({ range: longest });
    expect(parseRentalRange(addDays(TODAY, 89), addDays(TODAY, 90), TODAY)).toEqual({
      range: { start: addDays(TODAY, 89), end: addDays(TODAY, 90) },
    });
  });

  it.each([
    ['only a start', '2026-12-24', undefined, '대여일과 반납일을 모두 올바르게 골라 주세요.'],
    ['a date that does not exist', '2026-12-24', '2026-02-30', '대여일과 반납일을 모두 올바르게 골라 주세요.'],
    ['not a date', 'tomorrow', '2026-12-27', '대여일과 반납일을 모두 올바르게 골라 주세요.'],
    ['an end before the start', '2026-12-27', '2026-12-24', '반납일이 대여일보다 빨라요. 날짜를 다시 골라 주세요.'],
    ['61 days', '2026-12-10', '2027-02-08', '한 번에 60일까지 빌릴 수 있어요.'],
    ['a start in the past', '2026-11-30', '2026-12-02', '지난 날짜는 고를 수 없어요. 날짜를 다시 골라 주세요.'],
    ['an end beyond the window', '2027-02-27', '2027-03-02', '예약은 3월 1일(월)까지만 할 수 있어요.'],
  ])('refuses %s with a Korean message', (_, start, end, message) => {
    expect(parseRentalRange(start, end, TODAY)).toEqual({ error: message, code: 'INVALID_INPUT' });
  });
});

describe('rentalRangeSchema', () => {
  it('gives the range back, and refuses what parseRentalRange refuses with its message', () => {
    const today = todayInSeoul();
    const range = { start: addDays(today, 3), end: addDays(today, 5) };
    expect(rentalRangeSchema.parse(range)).toEqual(range);
    const refused = rentalRangeSchema.safeParse({ start: addDays(today, 5), end: addDays(today, 3) });
    expect(refused.success ? null : refused.error.issues[0].message).toBe(
      '반납일이 대여일보다 빨라요. 날짜를 다시 골라 주세요.'
    );
  });
});
