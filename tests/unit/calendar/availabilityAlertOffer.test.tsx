import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AvailabilityAlertOffer } from '@/components/calendar/AvailabilityAlertOffer';
import { setUser } from '@/store/userSlice';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

jest.mock('next/router', () => ({
  useRouter: () => ({ push: jest.fn(), pathname: '/services/[id]', query: {}, asPath: '/services/7' }),
}));

// Issue 31 §1: a dated link whose range bookings fill offers the existing 빈자리 알림 for all of it.
describe('AvailabilityAlertOffer', () => {
  it('asks for the whole range in one alert and says so', async () => {
    const made = testStore(() =>
      fakeResponse({
        data: { requestAvailabilityAlert: { id: 3, itemId: 7, startDate: '2026-12-08', endDate: '2026-12-11' } },
      })
    );
    made.store.dispatch(setUser({ id: 7, nickname: '한강라이더' }));
    render(
      <Provider store={made.store}>
        <AvailabilityAlertOffer itemId={7} startDate="2026-12-08" endDate="2026-12-11" />
      </Provider>
    );
    expect(screen.getByText('12월 8일 (화) ~ 12월 11일 (금)에는 예약이 차 있는 날이 있어요.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '빈자리 알림 받기' }));
    expect(
      await screen.findByText('12월 8일 (화) ~ 12월 11일 (금)에 빈자리가 생기면 알림으로 알려 드릴게요.')
    ).toBeTruthy();
    expect(made.transport.calls).toHaveLength(1);
    expect(made.transport.calls[0].body.variables).toEqual({
      itemId: 7,
      startDate: '2026-12-08',
      endDate: '2026-12-11',
    });
  });

  it('keeps the one-day wording for a tapped day', () => {
    const made = testStore();
    render(
      <Provider store={made.store}>
        <AvailabilityAlertOffer itemId={7} startDate="2026-12-10" endDate="2026-12-10" />
      </Provider>
    );
    expect(screen.getByText('12월 10일 (목)은 예약이 모두 찼어요.')).toBeTruthy();
  });
});
