import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { RentalRangePicker } from '@/components/calendar/RentalRangePicker';
import { lastEndFor, pickerMonths, pickRangeDay } from '@/components/calendar/RentalRangePickerDays';
import {
  hrefWithRange,
  rentalRangeFromQuery,
  useRentalRangeQuery,
  withRentalRange,
} from '@/components/calendar/useRentalRangeQuery';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';

const router = { pathname: '/search', query: {} as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => router }));

// A fixed "today" is passed in: the picker's window is relative to it, never to the machine's clock.
const TODAY = '2026-03-10';

describe('the rental range in the URL', () => {
  it('reads a real range and refuses malformed, reversed or over-long ones', () => {
    expect(rentalRangeFromQuery({ start: '2026-03-20', end: '2026-03-23' }, TODAY)).toEqual({
      start: '2026-03-20',
      end: '2026-03-23',
    });
    expect(rentalRangeFromQuery({ start: ['2026-03-20'], end: '2026-03-20' }, TODAY)).toEqual({
      start: '2026-03-20',
      end: '2026-03-20',
    });
    expect(rentalRangeFromQuery({ start: '2026-03-20' }, TODAY)).toBeNull();
    expect(rentalRangeFromQuery({ start: '2026-02-30', end: '2026-03-02' }, TODAY)).toBeNull();
    expect(rentalRangeFromQuery({ start: '2026-03-23', end: '2026-03-20' }, TODAY)).toBeNull();
    expect(rentalRangeFromQuery({ start: '2026-03-01', end: '2026-03-12' }, TODAY)).toBeNull();
    expect(rentalRangeFromQuery({ start: '2026-03-11', end: addDays('2026-03-11', 60) }, TODAY)).toBeNull();
    expect(rentalRangeFromQuery({ start: '2026-03-11', end: addDays('2026-03-11', 59) }, TODAY)).not.toBeNull();
  });

  it('sets and removes only start and end, and carries them on links', () => {
    const range = { start: '2026-03-20', end: '2026-03-23' };
    expect(withRentalRange({ keyword: '스키', start: 'x' }, range)).toEqual({ keyword: '스키', ...range });
    expect(withRentalRange({ keyword: '스키', ...range }, null)).toEqual({ keyword: '스키' });
    expect(hrefWithRange('/items/7', range)).toBe('/items/7?start=2026-03-20&end=2026-03-23');
    expect(hrefWithRange('/items/7?from=search#reviews', range)).toBe(
      '/items/7?from=search&start=2026-03-20&end=2026-03-23#reviews'
    );
    expect(hrefWithRange('/items/7', null)).toBe('/items/7');
  });

  it('the hook reads the URL and writes by shallow routing, keeping the other parameters', () => {
    const start = addDays(todayInSeoul(), 20);
    const end = addDays(start, 3);
    router.query = { keyword: '스키', start, end };
    const { result } = renderHook(() => useRentalRangeQuery());
    expect(result.current[0]).toEqual({ start, end });
    act(() => result.current[1](null));
    expect(router.push).toHaveBeenLastCalledWith({ pathname: '/search', query: { keyword: '스키' } }, undefined, {
      shallow: true,
      scroll: false,
    });
  });
});

describe('the picker days', () => {
  it('offers today to today + 90 days, past and later days disabled', () => {
    const days = pickerMonths({ startDate: null, endDate: null }, TODAY).flatMap((m) => m.dates);
    const open = days.filter((d) => !d.isDisable).map((d) => d.date);
    expect(open[0]).toBe(TODAY);
    expect(open[open.length - 1]).toBe(addDays(TODAY, 90));
    expect(days.find((d) => d.date === '2026-03-09')?.disableReason).toBe('PAST');
  });

  it('caps a range at 60 days: a later end starts over from that day', () => {
    const start = { startDate: '2026-03-12', endDate: null };
    expect(lastEndFor('2026-03-12', TODAY)).toBe(addDays('2026-03-12', 59));
    expect(pickRangeDay(start, addDays('2026-03-12', 59), TODAY).range).toEqual({
      startDate: '2026-03-12',
      endDate: addDays('2026-03-12', 59),
    });
    expect(pickRangeDay(start, addDays('2026-03-12', 60), TODAY)).toEqual({
      range: { startDate: addDays('2026-03-12', 60), endDate: null },
      outcome: 'RESTART_TOO_LONG',
    });
    expect(pickRangeDay(start, '2026-03-09', TODAY).outcome).toBe('IGNORED_DISABLED');
  });
});

describe('RentalRangePicker', () => {
  it('says 날짜 선택, then applies a tapped start and end', () => {
    const onChange = jest.fn();
    render(<RentalRangePicker value={null} onChange={onChange} today={TODAY} />);
    fireEvent.click(screen.getByRole('button', { name: /날짜 선택/ }));
    expect(screen.getByRole('dialog', { name: '대여 기간 선택' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^20, 3월 20일/ }));
    fireEvent.click(screen.getByRole('button', { name: /^23, 3월 23일/ }));
    expect(screen.getByText('3.20(금) - 3.23(월) · 3박 4일')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '4일 적용' }));
    expect(onChange).toHaveBeenCalledWith({ start: '2026-03-20', end: '2026-03-23' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the chosen range, and 초기화 then 적용 clears it', () => {
    const onChange = jest.fn();
    render(<RentalRangePicker value={{ start: '2026-03-20', end: '2026-03-23' }} onChange={onChange} today={TODAY} />);
    fireEvent.click(screen.getByRole('button', { name: '대여 기간 3월 20일(금) – 3월 23일(월) · 4일' }));
    fireEvent.click(screen.getByRole('button', { name: '초기화' }));
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
