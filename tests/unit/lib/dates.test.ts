import {
  formatDate,
  formatDateTime,
  formatDayKey,
  formatMonthDay,
  formatRelative,
  formatYearMonth,
  todayInSeoul,
  toSeoulDateKey,
} from '@/lib/dates';

describe('lib/dates (Asia/Seoul, ko)', () => {
  // 2024-03-04T16:30Z is already Tuesday 5 March, 01:30 in Seoul (UTC+9).
  const instant = '2024-03-04T16:30:00Z';

  it('formats in Seoul time whatever the machine time zone', () => {
    expect(formatDate(instant)).toBe('2024.03.05');
    expect(formatDateTime(instant)).toBe('2024.03.05 01:30');
    expect(formatMonthDay(instant)).toBe('3월 5일 (화)');
    expect(formatYearMonth(instant)).toBe('2024년 3월');
    expect(toSeoulDateKey(new Date(instant))).toBe('2024-03-05');
    expect(todayInSeoul(Date.parse(instant))).toBe('2024-03-05');
  });

  it('writes a Seoul day key as the date a shopper reads, the same as formatting its Seoul midnight, and refuses anything else', () => {
    for (const day of ['2024-03-05', '2025-12-31', '2026-01-01']) {
      expect(formatDayKey(day)).toBe(formatDate(`${day}T00:00:00+09:00`));
    }
    expect(() => formatDayKey('2024-3-5')).toThrow(RangeError);
    expect(() => formatDayKey('2024-03-05T00:00:00Z')).toThrow(RangeError);
  });

  it('agrees with the platform time-zone database for Asia/Seoul across years and boundaries', () => {
    const seoul = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (const iso of [
      '1999-12-31T15:00:00Z',
      '2023-12-31T14:59:59Z',
      '2023-12-31T15:00:00Z',
      '2026-02-28T15:30:00Z',
      '2028-02-28T15:00:00Z',
      '2026-07-01T00:00:00Z',
    ]) {
      expect(toSeoulDateKey(iso)).toBe(seoul.format(new Date(iso)));
    }
  });

  it('names the weekday in Korean, Sunday to Saturday', () => {
    const days = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
    expect(days.map((d) => formatMonthDay(`${d}T03:00:00Z`).slice(-3))).toEqual([
      '(일)',
      '(월)',
      '(화)',
      '(수)',
      '(목)',
      '(금)',
      '(토)',
    ]);
  });

  it('formats relative times as Korean boards do', () => {
    const now = Date.parse('2024-03-05T12:00:00Z');
    expect(formatRelative(now - 20_000, now)).toBe('방금 전');
    expect(formatRelative(now - 5 * 60_000, now)).toBe('5분 전');
    expect(formatRelative(now - 3 * 3_600_000, now)).toBe('3시간 전');
    expect(formatRelative(now - 2 * 86_400_000, now)).toBe('2일 전');
    expect(formatRelative('2024-01-01T03:00:00Z', now)).toBe('2024.01.01');
  });
});
