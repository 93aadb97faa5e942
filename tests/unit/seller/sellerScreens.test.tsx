import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { SellerTodayEntry, SellerTodayPage } from '@/api/order/sellerToday';
import { SellerJoinScreen } from '@/components/seller/join/SellerJoinScreen';
import { SellerTodayScreen } from '@/components/seller/today/SellerTodayScreen';
import { MyPageScreen } from '@/components/member/MyPageScreen';
import { viewerLoaded } from '@/store/viewerActions';
import { loadSellerTodayPage } from '@/store/sellerTodayThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { sampleViewer } from '../item/itemFixtures';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({ back: jest.fn(), push, replace: jest.fn(), pathname: '/seller', query: {}, asPath: '/seller' }),
}));

const seller = { ...sampleViewer, businessId: 7, businessName: '용평 스키 렌탈' };

const entry = (id: number, extra: Partial<SellerTodayEntry> = {}): SellerTodayEntry => ({
  id,
  kind: 'RENTAL',
  state: 'RESERVED',
  stateLabel: '예약 완료',
  itemName: `레드스터 G9 ${id}`,
  ordererName: '김렌탈',
  deliveryType: 'PICKUP',
  totalPrice: 80_000,
  rentalStartDate: '2026-03-10',
  rentalEndDate: '2026-03-11',
  overdue: false,
  deadlineAt: null,
  minutesLeft: null,
  href: `/seller/reservations/${id}`,
  ...extra,
});

const todayAnswer: SellerTodayPage = {
  me: seller,
  sellerToday: {
    date: '2026-03-10',
    today: '2026-03-10',
    pickups: [entry(1)],
    returns: [entry(2, { overdue: true, rentalEndDate: '2026-03-08' })],
    requests: [
      entry(3, {
        state: 'WAITING',
        stateLabel: '예약 대기',
        minutesLeft: 14 * 60 + 5,
        deadlineAt: '2026-03-11T05:05:00.000Z',
      }),
      entry(4, { state: 'WAITING', minutesLeft: 12 }),
    ],
    toShip: [],
    counts: { pickups: 1, returns: 0, overdue: 1, requests: 2, toShip: 0 },
  },
};

describe('/seller/join', () => {
  beforeEach(() => push.mockClear());

  it("asks for a code, shows the server's message under the field, and goes to the console once joined", async () => {
    let answer: object = {
      errors: [
        {
          message: '사용할 수 없는 초대 코드예요. 코드를 확인하거나 새 코드를 받아 주세요.',
          extensions: { code: 'INVALID_INPUT' },
        },
      ],
    };
    const { store, transport } = testStore(() => fakeResponse(answer));
    store.dispatch(viewerLoaded(sampleViewer));
    render(
      <Provider store={store}>
        <SellerJoinScreen />
      </Provider>
    );
    const field = screen.getByLabelText('판매자 초대 코드');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAttribute('inputmode', 'text');
    fireEvent.click(screen.getByRole('button', { name: '판매자로 등록하기' }));
    expect(await screen.findByText('초대 코드를 입력해 주세요.')).toBeInTheDocument();
    expect(transport.calls).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'abcd-efgh-jklm-npqr' } });
    fireEvent.click(screen.getByRole('button', { name: '판매자로 등록하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('사용할 수 없는 초대 코드예요.');
    expect(transport.calls[0].body.variables).toEqual({ code: 'abcd-efgh-jklm-npqr' });
    expect(push).not.toHaveBeenCalled();

    answer = { data: { redeemSellerInvite: { id: 7, name: '용평 스키 렌탈' } } };
    fireEvent.change(field, { target: { value: 'ABCD-EFGH-JKLM-NPQS' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '판매자로 등록하기' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/seller'));
  });

  it('a member who already sells sees their business and the way to the console, not the form', () => {
    const { store } = testStore();
    store.dispatch(viewerLoaded(seller));
    render(
      <Provider store={store}>
        <SellerJoinScreen />
      </Provider>
    );
    expect(screen.getByText('용평 스키 렌탈')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '판매자 센터로 가기' })).toHaveAttribute('href', '/seller');
    expect(screen.queryByLabelText('판매자 초대 코드')).toBeNull();
  });
});

describe('/seller (오늘)', () => {
  it('shows the day in cards with counts, the time left on requests, overdue returns, and empty groups in words', async () => {
    const { store } = testStore(() => fakeResponse({ data: todayAnswer }));
    await store.dispatch(loadSellerTodayPage(null));
    render(
      <Provider store={store}>
        <SellerTodayScreen />
      </Provider>
    );
    expect(screen.getByRole('heading', { name: /3\.10\(화\)\s*오늘/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /레드스터 G9 3/ })).toHaveAttribute('href', '/seller/reservations/3');
    expect(screen.getByText('14시간 남음')).toBeInTheDocument();
    expect(screen.getByText('마감 임박')).toBeInTheDocument();
    expect(screen.getByText('반납 지연')).toBeInTheDocument();
    expect(screen.getByText('발송을 기다리는 택배·배송 주문이 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /새 예약 요청\s*2건/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '다음 날 보기' })).toHaveAttribute('href', '/seller?date=2026-03-11');
  });

  it('이 매장에서 나가기 asks first, then leaves and goes to my page', async () => {
    const respond = (call: RecordedCall) =>
      fakeResponse(
        call.body.query.includes('leaveBusiness')
          ? { data: { leaveBusiness: { id: 7, name: '용평 스키 렌탈' } } }
          : { data: todayAnswer }
      );
    const { store, transport } = testStore(respond);
    await store.dispatch(loadSellerTodayPage(null));
    render(
      <Provider store={store}>
        <SellerTodayScreen />
      </Provider>
    );
    fireEvent.click(screen.getByRole('button', { name: '이 매장에서 나가기' }));
    // jsdom has no showModal, so the dialog stays closed to the accessibility tree: query it hidden.
    expect(screen.getByRole('heading', { name: '용평 스키 렌탈에서 나갈까요?', hidden: true })).toBeInTheDocument();
    expect(transport.calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '나가기', hidden: true }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/user/my_page'));
    expect(transport.calls.at(-1)?.body.query).toContain('bz_leaveBusiness');
  });
});

describe('my page', () => {
  it('a seller has 판매자 센터; anyone else the quiet 판매자 초대 코드 입력', () => {
    const { store } = testStore();
    store.dispatch(viewerLoaded(seller));
    const { unmount } = render(
      <Provider store={store}>
        <MyPageScreen />
      </Provider>
    );
    expect(screen.getByRole('link', { name: /판매자 센터/ })).toHaveAttribute('href', '/seller');
    expect(screen.queryByRole('link', { name: /판매자 초대 코드 입력/ })).toBeNull();
    unmount();
    const other = testStore().store;
    other.dispatch(viewerLoaded(sampleViewer));
    render(
      <Provider store={other}>
        <MyPageScreen />
      </Provider>
    );
    expect(screen.getByRole('link', { name: /판매자 초대 코드 입력/ })).toHaveAttribute('href', '/seller/join');
    expect(screen.queryByRole('link', { name: /판매자 센터/ })).toBeNull();
  });
});
