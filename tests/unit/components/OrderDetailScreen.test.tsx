import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { OrderDetail } from '@/api/order/orders';
import { OrderDetailScreen } from '@/components/order/OrderDetailScreen';
import { loadOrderDetailPage } from '@/store/orderThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

jest.mock('next/router', () => ({
  useRouter: () => ({
    back: jest.fn(),
    pathname: '/user/reservations/[id]',
    query: {},
    asPath: '/user/reservations/7',
  }),
}));

const order: OrderDetail = {
  id: 7,
  itemId: 31,
  itemName: '레드스터 G9 1일 렌탈',
  img: '/app/v4/images/3',
  totalPrice: 120_000,
  businessId: 4,
  paymentName: '신한카드 3개월',
  process: 'rentalReservation',
  state: 'WAITING',
  paymentState: 'PAID',
  status: '예약 대기',
  subStatus: '결제 완료',
  orderProcesses: [
    { state: 'WAITING', label: '예약 대기', status: 'current', datetime: '2026-11-20T01:00:00.000Z' },
    { state: 'RESERVED', label: '예약 완료', status: 'upcoming', datetime: null },
    { state: 'USED', label: '이용 완료', status: 'upcoming', datetime: null },
  ],
  purchaseMethod: 'CARD',
  priceType: 'NORMAL',
  dealType: 'RENTAL',
  deliveryType: 'PARCEL',
  delivery: '택배 배송',
  createdDatetime: '2026-11-20T01:00:00.000Z',
  startDatetime: '2026-12-01',
  endDate: '2026-12-03',
  rentalDays: 3,
  shippingAddress: {
    id: 7,
    postNum: '06236',
    address1: '서울 강남구 테헤란로 152',
    address2: '12층',
    phone: '010-1234-5678',
    name: '김결제',
    shippingInvoiceNumbers: ['654321098765'],
  },
  carrier: 'CJ대한통운',
  trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=654321098765',
  orderOptions: [{ id: 1, optionId: 2, name: '165cm', optionType: 1, amount: 1, unitPrice: 40_000 }],
  verificationProcess: '장비를 받을 때 매장에서 예약자 본인 확인(신분증)을 해요.',
  orderBusiness: {
    name: '용평 스키 렌탈',
    phone: '033-335-0000',
    address: '강원특별자치도 평창군 대관령면 올림픽로 715',
  },
  price: {
    basicPrice: 150_000,
    basicDiscount: 30_000,
    longRentalDiscount: 0,
    couponDiscount: 0,
    pointDiscount: 0,
    insurancePrice: 0,
    shippingFee: 0,
    totalPrice: 120_000,
    earnPoints: 0,
    rentalDays: 3,
  },
  leaseMonths: null,
  leaseMonthlyPrice: null,
  refund: null,
  actions: [
    {
      action: 'cancel',
      label: '예약 취소',
      refund: { refundAmount: 84_000, share: 70, condition: '이용 2일 전', outcome: '70% 환불', restoreBenefits: true },
    },
  ],
  canReview: false,
  conditionReports: [],
  orderReturn: null,
  deposit: null,
  returnOffer: null,
};

const cancelled: OrderDetail = {
  ...order,
  state: 'CANCELLED',
  status: '예약 취소',
  subStatus: '주문 취소',
  actions: [],
  orderProcesses: [
    { ...order.orderProcesses[0], status: 'done' },
    { state: 'CANCELLED', label: '예약 취소', status: 'current', datetime: '2026-11-29T01:00:00.000Z' },
  ],
  refund: { refundDue: 84_000, refundedAmount: 84_000, cancelReason: '일정 변경' },
};

function respond(call: RecordedCall) {
  if (call.body.operationName === 'us_orderDetail') return fakeResponse({ data: { me: null, order } });
  if (call.body.operationName === 'us_orderAction') return fakeResponse({ data: { orderAction: cancelled } });
  return fakeResponse({ data: null, errors: [{ message: '알 수 없는 요청', extensions: { code: 'INTERNAL' } }] });
}

describe('OrderDetailScreen', () => {
  it('shows the timeline, the parcel with its tracking link, the business with a call link, and cancels after showing the refund', async () => {
    const { store, transport } = testStore(respond);
    await store.dispatch(loadOrderDetailPage(7));
    render(
      <Provider store={store}>
        <OrderDetailScreen orderId={7} />
      </Provider>
    );

    const timeline = screen.getByRole('region', { name: '진행 상황' });
    expect(within(timeline).getByText('예약 대기').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: '배송 조회' })).toHaveAttribute('href', order.trackingUrl);
    expect(screen.getByRole('link', { name: '전화하기' })).toHaveAttribute('href', 'tel:0333350000');
    expect(screen.getByText('신한카드 3개월')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '리뷰 쓰기' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '예약 취소' }));
    const dialog = screen.getByRole('alertdialog', { name: '예약 취소할까요?' });
    expect(within(dialog).getByText(/84,000원을 돌려받아요/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '일정 변경' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '예약 취소' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const sent = transport.calls.find((c) => c.body.operationName === 'us_orderAction');
    expect(sent?.body.variables).toEqual({ orderId: 7, action: 'cancel', reason: '일정 변경' });
    expect(screen.getAllByText('예약 취소').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '예약 취소' })).toBeNull();
    expect(screen.getByText('환불된 금액')).toBeInTheDocument();
  });

  it('takes the status, the timeline words and the buttons from the process table, the refund preview from the server', async () => {
    // A server answer whose words drifted from the table (an old deploy, a stale cache): the table wins.
    const drifted: OrderDetail = {
      ...order,
      state: 'RESERVED',
      status: '확정됨',
      orderProcesses: [
        { state: 'WAITING', label: '대기', status: 'done', datetime: '2026-11-20T01:00:00.000Z' },
        { state: 'RESERVED', label: '확정됨', status: 'current', datetime: '2026-11-21T01:00:00.000Z' },
        { state: 'USED', label: '사용함', status: 'upcoming', datetime: null },
      ],
      actions: [{ ...order.actions[0], label: '취소하기' }],
    };
    const { store } = testStore(() => fakeResponse({ data: { me: null, order: drifted } }));
    await store.dispatch(loadOrderDetailPage(7));
    render(
      <Provider store={store}>
        <OrderDetailScreen orderId={7} />
      </Provider>
    );

    const timeline = screen.getByRole('region', { name: '진행 상황' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent)
    ).toEqual(['예약 대기', '예약 완료', '이용 완료']);
    expect(screen.queryByText('확정됨')).toBeNull();
    expect(screen.getAllByText('예약 완료').length).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: '예약 취소' }));
    expect(
      within(screen.getByRole('alertdialog', { name: '예약 취소할까요?' })).getByText(/84,000원을 돌려받아요/)
    ).toBeInTheDocument();
  });

  it('a used rental offers 리뷰 쓰기 to its review page (which opens the review for editing once written)', async () => {
    const used = { ...order, state: 'USED', status: '이용 완료', actions: [], canReview: true };
    const { store } = testStore(() => fakeResponse({ data: { me: null, order: used } }));
    await store.dispatch(loadOrderDetailPage(7));
    render(
      <Provider store={store}>
        <OrderDetailScreen orderId={7} />
      </Provider>
    );
    expect(screen.getAllByText('이용 완료').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '리뷰 쓰기' }).getAttribute('href')).toBe('/user/write_review/7');
  });

  it('an order not yet used offers no review link', async () => {
    const { store } = testStore(() => fakeResponse({ data: { me: null, order: { ...order, canReview: false } } }));
    await store.dispatch(loadOrderDetailPage(7));
    render(
      <Provider store={store}>
        <OrderDetailScreen orderId={7} />
      </Provider>
    );
    expect(document.querySelector('a[href^="/user/write_review"]')).toBeNull();
  });

  it('shows a damage claim and sends a dispute with its note (the deposit of docs/product.md §4)', async () => {
    const deposit: NonNullable<OrderDetail['deposit']> = {
      id: 3,
      state: 'CLAIMED',
      stateLabel: '손상 청구',
      amount: 200_000,
      claimAmount: 80_000,
      claimDescription: '앞바퀴 림 교체',
      claimedAt: '2026-11-29T01:00:00.000Z',
      customerNote: null,
      decidedAmount: null,
      decisionReason: null,
      capturedAmount: 0,
      claimDeadline: null,
      answerDeadline: '2026-12-02T01:00:00.000Z',
      businessPhotos: [],
      customerPhotos: [],
      actions: ['accept', 'dispute'],
    };
    const claimed = { ...order, deposit };
    const disputed = { ...claimed, deposit: { ...deposit, state: 'DISPUTED', stateLabel: '이의 제기', actions: [] } };
    const { store, transport } = testStore((call) =>
      call.body.operationName === 'us_orderDetail'
        ? fakeResponse({ data: { me: null, order: claimed } })
        : fakeResponse({ data: { answerDepositClaim: disputed } })
    );
    await store.dispatch(loadOrderDetailPage(7));
    render(
      <Provider store={store}>
        <OrderDetailScreen orderId={7} />
      </Provider>
    );
    const section = screen.getByRole('region', { name: '보증금' });
    expect(within(section).getByText('200,000원')).toBeInTheDocument();
    expect(within(section).getByText('80,000원')).toBeInTheDocument();
    expect(within(section).getByText('앞바퀴 림 교체')).toBeInTheDocument();

    fireEvent.click(within(section).getByRole('button', { name: '이의 제기' }));
    fireEvent.click(within(section).getByRole('button', { name: '이의 제기하기' }));
    expect(within(section).getByText('이의 제기 사유를 입력해 주세요.')).toBeInTheDocument();
    fireEvent.change(within(section).getByLabelText('이의 제기 사유'), { target: { value: '원래 있던 흠집이에요' } });
    fireEvent.click(within(section).getByRole('button', { name: '이의 제기하기' }));

    await waitFor(() => expect(within(section).getByText('이의 제기', { selector: 'strong' })).toBeInTheDocument());
    const sent = transport.calls.find((c) => c.body.operationName === 'us_answerDepositClaim');
    expect(sent?.body.variables).toEqual({ orderId: 7, answer: 'dispute', note: '원래 있던 흠집이에요', imageIds: [] });
    expect(within(section).queryByRole('button', { name: '청구 수락' })).toBeNull();
  });
});
