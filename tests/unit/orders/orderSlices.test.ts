import type { OrderSummary } from '@/api/order/orders';
import { loadMoreOrders, loadOrdersPage } from '@/store/orderThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const card = (id: number): OrderSummary => ({
  id,
  itemId: 1,
  itemName: `상품 ${id}`,
  img: '/app/v4/images/1',
  businessId: 2,
  businessName: '매장',
  process: 'saleOrder',
  state: 'ORDERED',
  status: '주문 완료',
  totalPrice: 1000,
  startDate: null,
  endDate: null,
  createdDatetime: '2026-11-20T00:00:00.000Z',
});

describe('order list slice', () => {
  it('replaces the list on a tab load and appends the next page by its cursor, without repeats', async () => {
    const respond = (call: RecordedCall) =>
      call.body.operationName === 'us_orders'
        ? fakeResponse({ data: { me: null, orders: { orders: [card(3), card(2)], searchAfter: 'c1' } } })
        : fakeResponse({ data: { orders: { orders: [card(2), card(1)], searchAfter: null } } });
    const { store, transport } = testStore(respond);
    await store.dispatch(loadOrdersPage('PURCHASE'));
    expect(store.getState().order).toMatchObject({
      kind: 'PURCHASE',
      status: 'succeeded',
      orders: { searchAfter: 'c1' },
    });
    await store.dispatch(loadMoreOrders());
    expect(transport.calls[1].body.variables).toEqual({ kind: 'PURCHASE', searchAfter: 'c1' });
    expect(store.getState().order.orders.items.map((o) => o.id)).toEqual([3, 2, 1]);
    expect(store.getState().order.orders.searchAfter).toBeNull();
    // Nothing more to ask: no call.
    await store.dispatch(loadMoreOrders());
    expect(transport.calls).toHaveLength(2);
  });
});
