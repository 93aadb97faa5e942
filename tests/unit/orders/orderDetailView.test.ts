import type { SaleOrderState } from '@/lib/orders';
import type { OrderRowSet } from '@/server/domain/orders/orderDetailView';
import { orderDetailView, rentalDays } from '@/server/domain/orders/orderDetailView';

const at = (iso: string) => new Date(iso);

function saleSet(
  state: SaleOrderState,
  events: [from: string | null, to: string, iso: string][],
  deliveryType = 'PICKUP'
): OrderRowSet {
  return {
    order: {
      id: 9,
      paymentKey: 'k',
      userId: 1,
      itemId: 2,
      businessId: 3,
      process: 'saleOrder',
      state,
      paymentState: 'CANCELLED',
      stateChangedAt: at('2026-11-22T00:00:00Z'),
      deadlineExtensionMinutes: 0,
      deliveryType,
      rentalPeriod: null,
      itemName: '스키',
      totalPrice: 900_000,
      userCouponId: null,
      pointsUsed: 0,
      withInsurance: false,
      price: {
        basicPrice: 1_000_000,
        basicDiscount: 100_000,
        couponDiscount: 0,
        pointDiscount: 0,
        insurancePrice: 0,
        shippingFee: 0,
        totalPrice: 900_000,
        earnPoints: 9_000,
        rentalDays: 0,
      },
      payMethod: 'CARD',
      provider: 'SANDBOX',
      instalmentMonths: 0,
      easyPayProvider: null,
      leaseMonths: null,
      leaseMonthlyPrice: null,
      billingKeyId: null,
      ordererName: '김결제',
      ordererPhone: '010',
      shipping: null,
      carrier: null,
      invoiceNumber: null,
      cancelReason: null,
      refundDue: 900_000,
      refundedAmount: 0,
      refundClaimedAt: null,
      idempotencyKey: 'i',
      paidAt: at('2026-11-20T00:00:00Z'),
      holdExpiresAt: null,
      failureReason: null,
      createdAt: at('2026-11-20T00:00:00Z'),
      updatedAt: at('2026-11-22T00:00:00Z'),
    },
    options: [],
    events: events.map(([fromState, toState, iso], n) => ({
      id: n + 1,
      orderId: 9,
      process: 'saleOrder',
      action: 'x',
      fromState,
      toState,
      actor: 'seller',
      actorUserId: null,
      note: null,
      createdAt: at(iso),
    })),
    business: { name: '매장', phone: '02-000-0000', address: '서울' },
    img: '/app/v4/images/1',
    dealType: 'SELL',
    cardCompany: null,
    paidAmount: 900_000,
  };
}

describe('order detail view', () => {
  it('draws a pick-up order cancelled while waiting at the counter on the pick-up line, with the times it was reached', () => {
    const view = orderDetailView(
      saleSet('CANCELLED', [
        ['ORDERED', 'AWAITING_PICKUP', '2026-11-21T00:00:00Z'],
        ['AWAITING_PICKUP', 'CANCELLED', '2026-11-22T00:00:00Z'],
      ])
    );
    expect(view.orderProcesses).toEqual([
      { state: 'ORDERED', label: '주문 완료', status: 'done', datetime: '2026-11-20T00:00:00.000Z' },
      { state: 'AWAITING_PICKUP', label: '수령 대기', status: 'done', datetime: '2026-11-21T00:00:00.000Z' },
      { state: 'CANCELLED', label: '주문 취소', status: 'current', datetime: '2026-11-22T00:00:00.000Z' },
    ]);
    expect(view).toMatchObject({
      status: '주문 취소',
      subStatus: '주문 취소',
      actions: [],
      canReview: false,
      refund: { refundDue: 900_000 },
    });
  });

  it('draws a pick-up order that was shipped after all on the delivery line', () => {
    const view = orderDetailView(saleSet('SHIPPING', [['ORDERED', 'SHIPPING', '2026-11-21T00:00:00Z']]));
    expect(view.orderProcesses.map((s) => [s.state, s.status])).toEqual([
      ['ORDERED', 'done'],
      ['SHIPPING', 'current'],
      ['DELIVERED', 'upcoming'],
      ['CONFIRMED', 'upcoming'],
    ]);
  });

  it('reads a rental period as its first and last day', () => {
    expect(rentalDays('[2026-12-30,2027-01-02)')).toEqual({ start: '2026-12-30', end: '2027-01-01' });
    expect(rentalDays(null)).toBeNull();
  });
});
