import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ItemDetailScreen } from '@/components/item/ItemDetailScreen';
import { ShellContext } from '@/components/shell/ShellContext';
import { setExperimentVariant } from '@/store/featureFlagSlice';
import { pickCalendarDate } from '@/store/calendarSlice';
import { loadedStore, sampleDetail, sampleViewer } from './itemFixtures';

const push = jest.fn(async () => true);
jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), pathname: '/services/[id]', query: { id: '7' }, asPath: '/services/7' }),
}));

const shell = { anonId: null, isCrawler: false, isMobile: true, siteUrl: 'http://localhost:3000' };

async function renderItem(variant: 'A' | 'B' | null, isMember = false, detail = sampleDetail()) {
  const store = await loadedStore(detail, isMember ? sampleViewer : null);
  store.dispatch(setExperimentVariant({ name: 'itemDetail', variant }));
  render(
    <Provider store={store}>
      <ShellContext.Provider value={shell}>
        <ItemDetailScreen itemId={7} internalReferrer={null} />
      </ShellContext.Provider>
    </Provider>
  );
  return store;
}

beforeEach(() => push.mockClear());

describe('ItemDetailScreen', () => {
  it('shows the item, its price with the coupon, and the business with a call link', async () => {
    await renderItem(null);
    expect(screen.getByRole('heading', { level: 1, name: '에스케이프 3 하루 렌탈' })).toBeInTheDocument();
    expect(screen.getByText('10,800원')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /02-456-7890로 전화하기/ })).toHaveAttribute('href', 'tel:024567890');
    expect(screen.getByRole('img', { name: '에스케이프 3' })).toHaveAttribute('width', '600');
  });

  it('says plainly what an item without a catalogue model is: 모델 미등록 equipment or a 정비·서비스', async () => {
    await renderItem(null);
    const equipment = screen.getByRole('region', { name: '모델 정보' });
    expect(within(equipment).getByText('모델 미등록')).toBeInTheDocument();
    expect(within(equipment).getByText(/카탈로그에 아직 없는 모델이라 가격 비교가 없어요/)).toBeInTheDocument();
    expect(within(equipment).queryByRole('link')).toBeNull();
  });

  it('labels a service category’s item 정비·서비스 in the model block', async () => {
    await renderItem(null, false, sampleDetail({ isService: true, categoryName: '정비·피팅' }));
    const service = screen.getByRole('region', { name: '모델 정보' });
    expect(within(service).getByText('정비·서비스')).toBeInTheDocument();
    expect(within(service).getByText('정비·피팅')).toBeInTheDocument();
    expect(within(service).queryByText('모델 미등록')).toBeNull();
  });

  it('variant A (바로 예약) says what is missing and opens the calendar for the dates', async () => {
    await renderItem('A');
    fireEvent.click(screen.getByRole('button', { name: '바로 예약' }));
    expect(screen.getByRole('alert')).toHaveTextContent('대여 날짜를 선택해 주세요.');
    // The calendar's code arrives with the first tap (next/dynamic), so the sheet opens a moment later.
    expect(await screen.findByRole('dialog', { name: '대여 기간 선택' })).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('variant B (옵션 먼저 선택) opens the option sheet, then reads 예약하기 and sends a visitor to log in', async () => {
    const store = await renderItem('B');
    act(() => {
      store.dispatch(pickCalendarDate('2026-12-11'));
      store.dispatch(pickCalendarDate('2026-12-13'));
    });
    fireEvent.click(screen.getByRole('button', { name: '옵션 먼저 선택' }));
    const sheet = screen.getByRole('dialog', { name: '예약 정보 선택' });
    fireEvent.change(within(sheet).getByLabelText('필수 옵션'), { target: { value: '11' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'M (165~178cm) 수량 늘리기' }));
    fireEvent.click(within(sheet).getByRole('radio', { name: /매장 픽업/ }));
    fireEvent.click(within(sheet).getByRole('button', { name: '선택 완료' }));
    expect(screen.getByTestId('item-total')).toHaveTextContent('72,000원');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '예약하기' }));
    });
    expect(push).toHaveBeenCalledWith(
      `/login?returnUrl=${encodeURIComponent('/services/7/payment?options=11%3A2&start=2026-12-11&end=2026-12-13&delivery=PICKUP')}`
    );
  });

  it('sends a member straight to the payment page', async () => {
    const store = await renderItem('A', true);
    act(() => {
      store.dispatch(pickCalendarDate('2026-12-11'));
      store.dispatch(pickCalendarDate('2026-12-11'));
    });
    fireEvent.change(screen.getByLabelText('필수 옵션'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('radio', { name: /택배/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '바로 예약' }));
    });
    expect(push).toHaveBeenCalledWith(
      '/services/7/payment?options=12%3A1&start=2026-12-11&end=2026-12-11&delivery=PARCEL'
    );
  });

  it('sends a visitor who taps the heart to log in and come back', async () => {
    await renderItem(null);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '찜하기' }));
    });
    expect(push).toHaveBeenCalledWith('/login?returnUrl=%2Fservices%2F7');
  });
});
