import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SellerItemEditScreen } from '@/components/seller/items/SellerItemEditScreen';
import { SellerItemsScreen } from '@/components/seller/items/SellerItemsScreen';
import { SellerBusinessScreen } from '@/components/seller/business/SellerBusinessScreen';
import { loadSellerItemPage, loadSellerItemsPage } from '@/store/sellerItemsThunks';
import { loadSellerBusinessPage } from '@/store/sellerBusinessThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

jest.mock('next/router', () => ({
  useRouter: () => ({
    back: jest.fn(),
    push: jest.fn(),
    pathname: '/seller/items',
    query: {},
    asPath: '/seller/items',
  }),
}));

const item = {
  id: 5,
  name: '레드스터 G9 1일 렌탈',
  img: '/app/v4/images/3',
  dealType: 'RENTAL',
  status: 'AVAILABLE',
  price: 40000,
  originPrice: 50000,
  discountRate: 20,
  stock: 3,
};
const sale = { ...item, id: 6, name: '새 상품', dealType: 'SELL', stock: 0 };
const options = [
  { id: 31, itemId: 6, kind: 'REQUIRED', name: '170cm', price: 0, stock: 4 },
  { id: 32, itemId: 6, kind: 'ADDITIONAL', name: '왁싱', price: 10000, stock: 0 },
];
const profile = {
  id: 2,
  name: '용평',
  notice: '공지',
  introduction: '소개',
  maintenance: '',
  turnaroundDays: 1,
  openingHours: [{ weekday: 1, open: '09:00', close: '24:00' }],
};
const calls: string[] = [];
function respond(call: RecordedCall) {
  calls.push(call.body.operationName as string);
  const v = call.body.variables as Record<string, unknown>;
  switch (call.body.operationName) {
    case 'bz_sellerItemsPage':
      return fakeResponse({
        data: { me: null, sellerItems: { business: { id: 2, name: '용평' }, items: [item, sale], searchAfter: 'x' } },
      });
    case 'bz_sellerItemPage':
      return fakeResponse({
        data: {
          me: null,
          sellerItem: {
            item: v.itemId === 6 ? sale : item,
            maintenanceBlocks: [{ id: 9, itemId: 5, startDate: '2030-01-02', endDate: '2030-01-04', note: '엣지' }],
            options: v.itemId === 6 ? options : [],
          },
        },
      });
    case 'bz_updateItemStock':
      return fakeResponse({
        data: null,
        errors: [
          { message: '12.2(수)에 2개가 예약돼 있어 재고를 2개보다 줄일 수 없어요.', extensions: { code: 'CONFLICT' } },
        ],
      });
    case 'bz_updateOptionStock':
      return v.optionId === 32
        ? fakeResponse({ data: { updateOptionStock: { ...options[1], stock: v.stock } } })
        : fakeResponse({
            data: null,
            errors: [{ message: '내 매장의 상품만 바꿀 수 있어요.', extensions: { code: 'FORBIDDEN' } }],
          });
    case 'bz_updateItemStatus':
      return fakeResponse({ data: { updateItemStatus: { ...sale, status: v.status } } });
    case 'bz_removeMaintenanceBlock':
      return fakeResponse({ data: { removeMaintenanceBlock: [] } });
    case 'bz_sellerBusinessPage':
      return fakeResponse({ data: { me: null, sellerBusinessProfile: profile } });
    case 'bz_updateBusinessProfile':
      return fakeResponse({ data: { updateBusinessProfile: { ...profile, ...(v.input as object) } } });
    default:
      return fakeResponse({ data: null, errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] });
  }
}

it('items list', async () => {
  const { store } = testStore(respond);
  await store.dispatch(loadSellerItemsPage(''));
  render(
    <Provider store={store}>
      <SellerItemsScreen keyword="" />
    </Provider>
  );
  expect(screen.getByText('레드스터 G9 1일 렌탈')).toBeInTheDocument();
  expect(screen.getByText('보유 3대')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '더 보기' })).toBeInTheDocument();
});

it('rental edit', async () => {
  const { store } = testStore(respond);
  await store.dispatch(loadSellerItemPage(5));
  render(
    <Provider store={store}>
      <SellerItemEditScreen itemId={5} />
    </Provider>
  );
  expect(screen.getByRole('radio', { name: /품절/ })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('보유 장비 수 (대)'), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: '재고 저장' }));
  await waitFor(() => expect(screen.getByText(/12.2\(수\)에 2개가/)).toBeInTheDocument());
  expect(screen.getByText(/1.2\(수\) - 1.4\(금\) · 3일/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /정비 일정 삭제/ }));
  await waitFor(() => expect(screen.getByText('잡힌 정비 일정이 없어요.')).toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: '정비 일정 추가' }));
  expect(screen.getByText('시작일과 종료일을 골라 주세요.')).toBeInTheDocument();
});

it('sale edit suggests sold out', async () => {
  const { store } = testStore(respond);
  await store.dispatch(loadSellerItemPage(6));
  render(
    <Provider store={store}>
      <SellerItemEditScreen itemId={6} />
    </Provider>
  );
  fireEvent.click(screen.getByRole('button', { name: '품절로 바꾸기' }));
  await waitFor(() => expect(store.getState().sellerItems.edit.item?.status).toBe('SOLD_OUT'));
  expect(screen.queryByText('정비 일정')).toBeNull();
});

it('sale edit shows option stock, explains a blocking item stock and saves each option on its own', async () => {
  const { store } = testStore(respond);
  await store.dispatch(loadSellerItemPage(6));
  render(
    <Provider store={store}>
      <SellerItemEditScreen itemId={6} />
    </Provider>
  );
  expect(screen.getByRole('heading', { name: '옵션별 재고' })).toBeInTheDocument();
  expect(screen.getByText(/상품 재고\(지금 0개\)가 함께 줄어요/)).toBeInTheDocument();
  expect(
    screen.getByText(
      '상품 재고가 0개라 옵션 재고가 남아 있어도 주문할 수 없어요. 위의 재고에서 상품 재고를 늘려 주세요.'
    )
  ).toBeInTheDocument();
  expect(screen.getByText('필수')).toBeInTheDocument();
  expect(screen.getByText('10,000원')).toBeInTheDocument();
  expect(screen.getByLabelText('170cm 재고 (개)')).toHaveValue('4');
  fireEvent.change(screen.getByLabelText('왁싱 재고 (개)'), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: '왁싱 재고 저장' }));
  expect(screen.getByText('재고는 0부터 999까지 입력해 주세요.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('왁싱 재고 (개)'), { target: { value: '7' } });
  fireEvent.click(screen.getByRole('button', { name: '왁싱 재고 저장' }));
  await waitFor(() => expect(store.getState().sellerItems.edit.options[1].stock).toBe(7));
  fireEvent.click(screen.getByRole('button', { name: '170cm 재고 저장' }));
  await waitFor(() => expect(screen.getByText('내 매장의 상품만 바꿀 수 있어요.')).toBeInTheDocument());
  expect(store.getState().sellerItems.optionForms[32].status).toBe('succeeded');
  expect(calls.filter((c) => c === 'bz_updateOptionStock')).toHaveLength(2);
});

it('rental edit explains option stock as a pick limit', async () => {
  const { store } = testStore(respond);
  await store.dispatch(loadSellerItemPage(5));
  render(
    <Provider store={store}>
      <SellerItemEditScreen itemId={5} />
    </Provider>
  );
  expect(screen.getByText(/예약은 보유 장비 수\(지금 3대\)로 받아요/)).toBeInTheDocument();
  expect(screen.getByText('이 상품에는 옵션이 없어요.')).toBeInTheDocument();
});

it('business profile', async () => {
  const { store } = testStore(respond);
  await store.dispatch(loadSellerBusinessPage());
  render(
    <Provider store={store}>
      <SellerBusinessScreen />
    </Provider>
  );
  expect(screen.getByLabelText('월요일 닫는 시간')).toHaveValue('00:00');
  fireEvent.change(screen.getByLabelText('월요일 여는 시간'), { target: { value: '10:00' } });
  fireEvent.click(screen.getAllByRole('checkbox')[1]);
  fireEvent.change(screen.getByLabelText('화요일 닫는 시간'), { target: { value: '09:00' } });
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(screen.getByText('화요일: 문 닫는 시간은 여는 시간보다 늦어야 해요.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('화요일 닫는 시간'), { target: { value: '21:00' } });
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(store.getState().sellerBusiness.save.status).toBe('succeeded'));
  expect(store.getState().sellerBusiness.profile?.openingHours).toEqual([
    { weekday: 1, open: '10:00', close: '24:00' },
    { weekday: 2, open: '10:00', close: '21:00' },
  ]);
});
