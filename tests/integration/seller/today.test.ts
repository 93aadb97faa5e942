import crypto from 'node:crypto';
import type { Db } from '@/server/db/client';
import type { OrderState, PaymentState } from '@/lib/orders';
import { orders } from '@/server/db/schema';
import { sellerToday } from '@/server/domain/seller/sellerToday';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { seedCheckoutFixture, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import { callOrder, sellerOf, type Caller } from '../sellerOrders/sellerHarness';

/** A fixed moment, 12:00 in Seoul on 2026-03-10: every date below counts from it, never from today. */
const NOW = new Date('2026-03-10T03:00:00Z');
const DAY = '2026-03-10';
const MINUTE = 60_000;

const TODAY = `query bz_sellerTodayPage($date: String) { sellerToday(date: $date) {
  date today counts { pickups returns overdue requests toShip }
  pickups { id kind href } returns { id overdue href } requests { id minutesLeft deadlineAt href } toShip { id kind href }
} }`;

type Kind = 'rental' | 'sale';
type Spec = {
  state: OrderState | null;
  from?: string;
  to?: string;
  delivery?: string;
  changedAt?: Date;
  paymentState?: PaymentState;
};

/**
 * One order of the business written straight into the table (the agenda only reads orders): a rental
 * of [from, to) (end exclusive, as the daterange stores it) or a sale with its delivery type.
 */
async function order(db: Db, f: CheckoutFixture, customer: number, kind: Kind, spec: Spec): Promise<number> {
  const rental = kind === 'rental';
  const [row] = await db
    .insert(orders)
    .values({
      paymentKey: `pay_${crypto.randomBytes(8).toString('hex')}`,
      idempotencyKey: crypto.randomUUID(),
      userId: customer,
      itemId: rental ? f.rental.itemId : f.sale.itemId,
      businessId: f.businessId,
      process: rental ? 'rentalReservation' : 'saleOrder',
      state: spec.state,
      paymentState: spec.paymentState ?? 'PAID',
      stateChangedAt: spec.changedAt ?? new Date(NOW.getTime() - 60 * MINUTE),
      deliveryType: spec.delivery ?? 'PICKUP',
      rentalPeriod: rental ? `[${spec.from},${spec.to})` : null,
      itemName: rental ? '레드스터 G9 1일 렌탈' : '레드스터 G9 새 상품',
      price: {
        basicPrice: 40_000,
        basicDiscount: 0,
        couponDiscount: 0,
        pointDiscount: 0,
        insurancePrice: 0,
        shippingFee: 0,
        totalPrice: 40_000,
        earnPoints: 0,
        rentalDays: 1,
      },
      totalPrice: 40_000,
      payMethod: 'CARD',
      provider: 'SANDBOX',
      ordererName: '김렌탈',
      ordererPhone: '010-1234-5678',
    })
    .returning({ id: orders.id });
  return row.id;
}

const ids = (list: { id: number }[]) => list.map((e) => e.id);

describe.each(testDbKinds())("the console's 오늘 (bz_sellerTodayPage) on %s", (kind) => {
  const db = useTestDb(kind);
  let f: CheckoutFixture;
  let other: CheckoutFixture;
  let seller: Caller;
  let otherSeller: Caller;
  let o: Record<string, number>;
  let theirs: number[];
  beforeAll(async () => {
    f = await seedCheckoutFixture(db());
    other = await seedCheckoutFixture(db());
    seller = await sellerOf(db(), await verifiedMember(db()), f.businessId);
    otherSeller = await sellerOf(db(), await verifiedMember(db()), other.businessId);
    const customer = await verifiedMember(db());
    const ago = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE);
    const specs: [string, Kind, Spec][] = [
      ['pickupToday', 'rental', { state: 'RESERVED', from: '2026-03-10', to: '2026-03-12' }],
      ['returnToday', 'rental', { state: 'RESERVED', from: '2026-03-09', to: '2026-03-11' }],
      ['oneDayToday', 'rental', { state: 'RESERVED', from: '2026-03-10', to: '2026-03-11' }],
      ['overdue', 'rental', { state: 'RESERVED', from: '2026-03-07', to: '2026-03-09' }],
      ['later', 'rental', { state: 'RESERVED', from: '2026-03-12', to: '2026-03-14' }],
      ['request14h', 'rental', { state: 'WAITING', from: '2026-03-15', to: '2026-03-16', changedAt: ago(58 * 60) }],
      ['request20m', 'rental', { state: 'WAITING', from: '2026-03-15', to: '2026-03-16', changedAt: ago(4_300) }],
      ['requestPast', 'rental', { state: 'WAITING', from: '2026-03-15', to: '2026-03-16', changedAt: ago(5_000) }],
      ['used', 'rental', { state: 'USED', from: '2026-03-09', to: '2026-03-11' }],
      ['unpaid', 'rental', { state: null, from: '2026-03-10', to: '2026-03-11', paymentState: 'PENDING' }],
      ['counter', 'sale', { state: 'AWAITING_PICKUP' }],
      ['parcel', 'sale', { state: 'ORDERED', delivery: 'PARCEL' }],
      ['pickupSaleOrdered', 'sale', { state: 'ORDERED' }],
      ['shipping', 'sale', { state: 'SHIPPING', delivery: 'PARCEL' }],
      ['delivery', 'sale', { state: 'ORDERED', delivery: 'DELIVERY' }],
    ];
    o = {};
    for (const [name, k, spec] of specs) o[name] = await order(db(), f, customer, k, spec);
    // The other business's day, identical in shape: none of it may show on ours.
    theirs = [
      await order(db(), other, customer, 'rental', { state: 'RESERVED', from: '2026-03-10', to: '2026-03-11' }),
      await order(db(), other, customer, 'rental', { state: 'WAITING', from: '2026-03-15', to: '2026-03-16' }),
      await order(db(), other, customer, 'sale', { state: 'ORDERED', delivery: 'PARCEL' }),
      await order(db(), other, customer, 'sale', { state: 'AWAITING_PICKUP' }),
    ];
  });

  it("groups the business's day: pick-ups, returns (overdue first), requests by deadline, parcels to ship", async () => {
    const day = await sellerToday(db(), f.businessId, null, NOW);
    expect({ date: day.date, today: day.today }).toEqual({ date: DAY, today: DAY });
    expect(ids(day.pickups)).toEqual([o.pickupToday, o.oneDayToday, o.counter]);
    expect(ids(day.returns)).toEqual([o.overdue, o.returnToday, o.oneDayToday]);
    expect(day.returns.map((e) => e.overdue)).toEqual([true, false, false]);
    expect(ids(day.requests)).toEqual([o.requestPast, o.request20m, o.request14h]);
    expect(day.requests.map((e) => e.minutesLeft)).toEqual([0, 20, 14 * 60]);
    expect(day.requests[2].deadlineAt).toBe(new Date(NOW.getTime() + 14 * 60 * MINUTE).toISOString());
    expect(ids(day.toShip)).toEqual([o.parcel, o.delivery]);
    expect(day.counts).toEqual({ pickups: 3, returns: 2, overdue: 1, requests: 3, toShip: 2 });
    expect(day.pickups.map((e) => e.href)).toEqual([
      `/seller/reservations/${o.pickupToday}`,
      `/seller/reservations/${o.oneDayToday}`,
      `/seller/orders/${o.counter}`,
    ]);
    expect(day.pickups[0]).toMatchObject({
      kind: 'RENTAL',
      rentalStartDate: '2026-03-10',
      rentalEndDate: '2026-03-11',
      stateLabel: '예약 완료',
    });
  });

  it('another day: the rentals starting and ending then; no overdue list or counter pick-ups; the backlog stays', async () => {
    const later = await sellerToday(db(), f.businessId, '2026-03-12', NOW);
    expect({ date: later.date, today: later.today }).toEqual({ date: '2026-03-12', today: DAY });
    expect(ids(later.pickups)).toEqual([o.later]);
    expect(ids(later.returns)).toEqual([]);
    const tomorrow = await sellerToday(db(), f.businessId, '2026-03-11', NOW);
    expect(ids(tomorrow.pickups)).toEqual([]);
    expect(ids(tomorrow.returns)).toEqual([o.pickupToday]);
    expect(tomorrow.counts).toEqual({ pickups: 0, returns: 1, overdue: 0, requests: 3, toShip: 2 });
  });

  it("through the order service a seller sees their own business only, the other business's seller theirs", async () => {
    const mine = await callOrder<{
      sellerToday: {
        pickups: { id: number }[];
        returns: { id: number }[];
        requests: { id: number }[];
        toShip: { id: number }[];
      };
    }>(db(), seller, TODAY, { date: DAY });
    expect(mine.code).toBeNull();
    const all = Object.values(mine.data!.sellerToday).flatMap((v) => (Array.isArray(v) ? ids(v) : []));
    expect(all.filter((id) => theirs.includes(id))).toEqual([]);
    expect(all).toEqual(expect.arrayContaining([o.pickupToday, o.parcel, o.request14h]));
    const them = await callOrder<{
      sellerToday: { pickups: { id: number }[]; requests: { id: number }[]; toShip: { id: number }[] };
    }>(db(), otherSeller, TODAY, { date: DAY });
    expect(ids(them.data!.sellerToday.pickups)).toEqual([theirs[0]]);
    expect(ids(them.data!.sellerToday.requests)).toEqual([theirs[1]]);
    expect(ids(them.data!.sellerToday.toShip)).toEqual([theirs[2]]);
  });

  it('a member who sells nothing is FORBIDDEN, a visitor UNAUTHENTICATED, a bad date INVALID_INPUT; no date is today in Seoul', async () => {
    expect((await callOrder(db(), { userId: await verifiedMember(db()) }, TODAY)).code).toBe('FORBIDDEN');
    expect((await callOrder(db(), null, TODAY)).code).toBe('UNAUTHENTICATED');
    for (const date of ['2026-02-30', '2026-3-10', 'today', '']) {
      const reply = await callOrder(db(), seller, TODAY, { date });
      expect({ date, code: reply.code }).toEqual({ date, code: 'INVALID_INPUT' });
    }
    const now = await callOrder<{ sellerToday: { date: string; today: string } }>(db(), seller, TODAY);
    expect(now.code).toBeNull();
    expect(now.data!.sellerToday.date).toBe(now.data!.sellerToday.today);
    expect(now.data!.sellerToday.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
