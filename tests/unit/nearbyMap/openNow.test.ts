import { openStatus } from '@/lib/businesses/openNow';

// 2026-11-02 is a Monday. Times are Seoul wall clock (UTC+9).
const seoul = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2026, 10, day, hh - 9, mm));
const weekdays = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '10:00', close: '20:00' }));

describe('open now in Asia/Seoul', () => {
  it("is open within the day's hours and says until when", () => {
    expect(openStatus(weekdays, [], seoul(2, 12))).toEqual({ isOpen: true, text: '영업 중 · 20:00까지' });
  });

  it('is closed before opening, and says when it opens', () => {
    expect(openStatus(weekdays, [], seoul(2, 9, 30))).toEqual({ isOpen: false, text: '영업 전 · 10:00 오픈' });
  });

  it('is closed after closing, and names the next opening', () => {
    expect(openStatus(weekdays, [], seoul(2, 20))).toEqual({ isOpen: false, text: '영업 종료 · 내일 10:00 오픈' });
    // Saturday evening: Sunday is the weekly closed day, so Monday.
    expect(openStatus(weekdays, [], seoul(7, 21))).toEqual({ isOpen: false, text: '영업 종료 · 월요일 10:00 오픈' });
  });

  it('is closed all day on the weekly closed day and on an extra closed date', () => {
    expect(openStatus(weekdays, [], seoul(1, 12))).toEqual({ isOpen: false, text: '오늘 휴무 · 내일 10:00 오픈' });
    expect(openStatus(weekdays, ['2026-11-03'], seoul(3, 12))).toEqual({
      isOpen: false,
      text: '오늘 휴무 · 내일 10:00 오픈',
    });
  });

  it('uses the Seoul date, not the UTC one (00:30 in Seoul is still the previous day in UTC)', () => {
    const lateShop = [{ weekday: 2, open: '00:00', close: '01:00' }];
    expect(openStatus(lateShop, [], seoul(3, 0, 30)).isOpen).toBe(true);
  });

  it('keeps hours that run past midnight open after midnight', () => {
    const night = [{ weekday: 5, open: '18:00', close: '02:00' }];
    expect(openStatus(night, [], seoul(6, 23))).toEqual({ isOpen: true, text: '영업 중 · 02:00까지' });
    expect(openStatus(night, [], seoul(7, 1, 30))).toEqual({ isOpen: true, text: '영업 중 · 02:00까지' });
    expect(openStatus(night, [], seoul(7, 3)).isOpen).toBe(false);
  });

  it('says only 휴무 when the business has no hours at all', () => {
    expect(openStatus([], [], seoul(2, 12))).toEqual({ isOpen: false, text: '오늘 휴무' });
  });
});
