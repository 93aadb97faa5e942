import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ConditionReport, SellerOrder, SellerOrderDetail, SellerRequest } from '@/api/order/sellerOrders';
import { SellerOrderScreen } from '@/components/seller/orders/SellerOrderScreen';
import { SellerRequestsScreen } from '@/components/seller/requests/SellerRequestsScreen';
import { loadSellerOrderPage, loadSellerRequestsPage } from '@/store/sellerOrderThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const routerQuery: { id?: string } = {};
jest.mock('next/router', () => ({
  useRouter: () => ({ back: jest.fn(), pathname: '/seller', query: routerQuery, asPath: '/seller' }),
}));

const rental = (id: number, extra: Partial<SellerOrder> = {}): SellerOrder => ({
  id,
  process: 'rentalReservation',
  state: 'WAITING',
  stateLabel: '예약 대기',
  paymentState: 'PAID',
  paymentStateLabel: '결제 완료',
  itemId: 3,
  itemName: `스키 세트 ${id}`,
  totalPrice: 80_000,
  ordererName: '김렌탈',
  ordererPhone: '010-1234-5678',
  deliveryType: 'PICKUP',
  rentalStartDate: '2026-12-05',
  rentalEndDate: '2026-12-06',
  shipping: null,
  carrier: null,
  invoiceNumber: null,
  cancelReason: null,
  paidAt: '2026-11-20T01:00:00.000Z',
  createdAt: '2026-11-20T01:00:00.000Z',
  actions: ['ACCEPT', 'REFUSE'],
  ...extra,
});
const request = (id: number, minutesLeft: number): SellerRequest => ({
  order: rental(id),
  respondBy: '2026-11-23T01:00:00.000Z',
  minutesLeft,
});
const detail = (order: SellerOrder, extra: Partial<SellerOrderDetail> = {}): SellerOrderDetail => ({
  order,
  lines: [{ name: '스키 세트', optionType: 1, amount: 1, unitPrice: 40_000 }],
  paidAmount: 80_000,
  respondBy: null,
  minutesLeft: null,
  canRecordHandOver: false,
  canRecordReturn: false,
  carriers: ['CJ대한통운', '한진택배'],
  conditionReports: [],
  orderReturn: null,
  deposit: null,
  ...extra,
});
const report: ConditionReport = {
  id: 1,
  stage: 'CHECK_OUT',
  stageLabel: '인수인계',
  note: '앞바퀴 긁힘',
  damageNote: null,
  createdAt: '2026-12-05T00:00:00.000Z',
  photos: [{ id: 91, url: '/app/v4/images/91', thumbUrl: '/app/v4/images/91?w=480', width: 1200, height: 900 }],
};

function answering(routes: Record<string, (call: RecordedCall) => unknown>) {
  return (call: RecordedCall) => {
    const route = routes[String(call.body.operationName)];
    return route
      ? fakeResponse({ data: route(call) })
      : fakeResponse({ data: null, errors: [{ message: '알 수 없는 요청', extensions: { code: 'INTERNAL' } }] });
  };
}

describe("the console's requests screen", () => {
  it('accepts one request and refuses another with a written reason: each leaves the list with a toast', async () => {
    const { store, transport } = testStore(
      answering({
        bz_sellerRequestsPage: () => ({ me: null, sellerRequests: [request(1, 30), request(2, 3_000)] }),
        bz_sellerOrderAction: (call) => ({
          sellerOrderAction: rental(Number(call.body.variables?.orderId), {
            state: call.body.variables?.action === 'ACCEPT' ? 'RESERVED' : 'REFUSED',
            actions: [],
          }),
        }),
      })
    );
    await store.dispatch(loadSellerRequestsPage());
    render(
      <Provider store={store}>
        <SellerRequestsScreen />
      </Provider>
    );
    expect(screen.getByText('마감 임박')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /김렌탈님에게 전화/ })[0]).toHaveAttribute(
      'href',
      'tel:010-1234-5678'.replace(/-/g, '')
    );

    const first = screen.getByRole('heading', { name: '스키 세트 1' }).closest('li')!;
    fireEvent.click(within(first).getByRole('button', { name: '수락' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '스키 세트 1' })).toBeNull());
    // The toast follows the list in a later render: the action settles, then useSellerAction notifies.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('예약을 수락했어요'));

    fireEvent.click(screen.getByRole('button', { name: '거절' }));
    const sheet = screen.getByRole('dialog', { hidden: true });
    fireEvent.click(within(sheet).getByLabelText('기타 (직접 입력)'));
    fireEvent.change(within(sheet).getByLabelText('사유 직접 입력'), { target: { value: '짧음' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '거절하기', hidden: true }));
    expect(within(sheet).getByRole('alert', { hidden: true })).toHaveTextContent('5자 이상');
    fireEvent.change(within(sheet).getByLabelText('사유 직접 입력'), {
      target: { value: '  그날은 단체 예약이 있어요  ' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: '거절하기', hidden: true }));
    await waitFor(() => expect(screen.getByText('답을 기다리는 예약 요청이 없어요.')).toBeInTheDocument());
    const refused = transport.calls.filter((c) => c.body.operationName === 'bz_sellerOrderAction')[1];
    expect(refused.body.variables).toEqual({ orderId: 2, action: 'REFUSE', reason: '그날은 단체 예약이 있어요' });
  });
});

describe("the console's reservation screen", () => {
  it('records the hand-over (an empty one is refused first), then shows the report with its photo opening full size', async () => {
    routerQuery.id = '5';
    const reserved = rental(5, {
      state: 'RESERVED',
      stateLabel: '예약 완료',
      actions: ['SELLER_CANCEL', 'MARK_RETURNED'],
    });
    const { store, transport } = testStore(
      answering({
        bz_sellerOrderPage: () => ({
          me: null,
          sellerOrder: detail(reserved, { canRecordHandOver: true, canRecordReturn: true }),
        }),
        bz_recordHandOver: () => ({
          recordHandOver: detail(reserved, {
            canRecordHandOver: false,
            canRecordReturn: true,
            conditionReports: [report],
          }),
        }),
      })
    );
    await store.dispatch(loadSellerOrderPage(5));
    render(
      <Provider store={store}>
        <SellerOrderScreen section="requests" />
      </Provider>
    );
    const form = screen.getByRole('form', { name: '인수인계 기록' });
    fireEvent.click(within(form).getByRole('button', { name: '인수인계 기록 남기기' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('사진이나 메모를 하나 이상 남겨 주세요.');
    expect(transport.calls.some((c) => c.body.operationName === 'bz_recordHandOver')).toBe(false);

    fireEvent.change(within(form).getByLabelText('메모'), { target: { value: ' 앞바퀴 긁힘 ' } });
    fireEvent.click(within(form).getByRole('button', { name: '인수인계 기록 남기기' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: '인수인계 기록' })).toBeNull());
    expect(transport.calls.find((c) => c.body.operationName === 'bz_recordHandOver')?.body.variables).toEqual({
      orderId: 5,
      note: '앞바퀴 긁힘',
      imageIds: [],
    });
    expect(screen.getByRole('form', { name: '반납 확인' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '인수인계 사진 1/1 크게 보기' }));
    expect(screen.getByRole('dialog', { hidden: true }).querySelector('img')).toHaveAttribute(
      'src',
      '/app/v4/images/91'
    );
  });

  it('ships a parcel sale only with a carrier and a 10–14 digit invoice', async () => {
    routerQuery.id = '8';
    const sale = rental(8, {
      process: 'saleOrder',
      state: 'ORDERED',
      stateLabel: '주문 완료',
      deliveryType: 'PARCEL',
      rentalStartDate: null,
      rentalEndDate: null,
      shipping: {
        name: '김결제',
        phone: '010-1111-2222',
        postNum: '06236',
        address1: '서울 강남구 테헤란로 152',
        address2: '12층',
      },
      actions: ['SHIP', 'SELLER_CANCEL'],
    });
    const { store, transport } = testStore(
      answering({
        bz_sellerOrderPage: () => ({ me: null, sellerOrder: detail(sale) }),
        bz_sellerOrderAction: () => ({
          sellerOrderAction: {
            ...sale,
            state: 'SHIPPING',
            stateLabel: '배송 중',
            carrier: '한진택배',
            invoiceNumber: '501234567890',
            actions: ['MARK_DELIVERED'],
          },
        }),
      })
    );
    await store.dispatch(loadSellerOrderPage(8));
    render(
      <Provider store={store}>
        <SellerOrderScreen section="orders" />
      </Provider>
    );
    fireEvent.click(screen.getByRole('button', { name: '발송 처리' }));
    expect(screen.getByText('택배사를 선택해 주세요.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('택배사'), { target: { value: '한진택배' } });
    fireEvent.change(screen.getByLabelText('송장 번호'), { target: { value: '5012-3456-7890' } });
    fireEvent.click(screen.getByRole('button', { name: '발송 처리' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '배송 완료' })).toBeInTheDocument());
    expect(transport.calls.find((c) => c.body.operationName === 'bz_sellerOrderAction')?.body.variables).toEqual({
      orderId: 8,
      action: 'SHIP',
      carrier: '한진택배',
      invoiceNumber: '501234567890',
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('발송 처리했어요.'));
  });
});
