import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { OrderSummary } from '@/api/order/orders';
import { OrderListScreen } from '@/components/order/OrderListScreen';
import { loadOrdersPage } from '@/store/orderThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const replace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({
    back: jest.fn(),
    replace,
    pathname: '/user/reservations',
    query: {},
    asPath: '/user/reservations',
  }),
}));

const rental: OrderSummary = {
  id: 5,
  itemId: 1,
  itemName: '레드스터 G9 1일 렌탈',
  img: '/app/v4/images/1',
  businessId: 2,
  businessName: '용평 스키 렌탈',
  process: 'rentalReservation',
  state: 'WAITING',
  status: '예약 대기',
  totalPrice: 120_000,
  startDate: '2026-12-01',
  endDate: '2026-12-03',
  createdDatetime: '2026-11-20T00:00:00.000Z',
};
const sale: OrderSummary = {
  ...rental,
  id: 6,
  itemName: '레드스터 G9 새 상품',
  process: 'saleOrder',
  state: 'CONFIRMED',
  status: '구매 확정',
  totalPrice: 900_000,
  startDate: null,
  endDate: null,
};

function respond(call: RecordedCall) {
  const kind = call.body.variables?.kind;
  return fakeResponse({
    data: { me: null, orders: { orders: kind === 'RENTAL' ? [rental] : [sale], searchAfter: null } },
  });
}

describe('OrderListScreen', () => {
  it('shows each order as a card with its dates, status and total, and switches tabs keeping the address', async () => {
    const { store, transport } = testStore(respond);
    await store.dispatch(loadOrdersPage('RENTAL'));
    render(
      <Provider store={store}>
        <OrderListScreen />
      </Provider>
    );

    const card = screen.getByRole('link', { name: /레드스터 G9 1일 렌탈, 예약 대기/ });
    expect(card).toHaveAttribute('href', '/user/reservations/5');
    expect(screen.getByText('12.1(화) ~ 12.3(목)')).toBeInTheDocument();
    expect(screen.getByText('120,000원')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '렌탈' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '구매' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /레드스터 G9 새 상품, 구매 확정/ })).toBeInTheDocument()
    );
    expect(screen.getByRole('tab', { name: '구매' })).toHaveAttribute('aria-selected', 'true');
    expect(transport.calls.at(-1)?.body.variables).toEqual({ kind: 'PURCHASE' });
    expect(replace).toHaveBeenCalledWith({ pathname: '/user/reservations', query: { tab: 'purchase' } }, undefined, {
      shallow: true,
      scroll: false,
    });
  });
});
