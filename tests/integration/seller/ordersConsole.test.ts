import { sql } from 'drizzle-orm';
import { setPaymentProviderOverride } from '@/server/payments/providers';
import { listSellerRequests } from '@/server/domain/seller/sellerOrderDetail';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { count, orderRow, sandbox, type CheckoutFixture } from '../../support/checkoutFixture';
import { callOrder, paidRental, paidSale, type Caller } from '../sellerOrders/sellerHarness';
import { twoBusinesses } from './twoBusinesses';

const REQUESTS = `query bz_sellerRequests { sellerRequests { order { id state itemName ordererName ordererPhone rentalStartDate totalPrice actions } respondBy minutesLeft } }`;
const DETAIL = `query bz_sellerOrder($id: Int!) { sellerOrder(id: $id) {
  order { id process state actions cancelReason } lines { name optionType amount unitPrice } paidAmount respondBy minutesLeft
  canRecordHandOver canRecordReturn carriers conditionReports { stage } } }`;
const ACTION = `mutation bz_sellerOrderAction($orderId: Int!, $action: SellerOrderAction!, $reason: String) {
  sellerOrderAction(orderId: $orderId, action: $action, reason: $reason) { id state cancelReason } }`;

type Request = { order: { id: number; state: string; actions: string[] }; respondBy: string; minutesLeft: number };
type Detail = {
  order: { id: number; process: string; state: string; actions: string[]; cancelReason: string | null };
  lines: { name: string; amount: number; unitPrice: number }[];
  paidAmount: number;
  respondBy: string | null;
  minutesLeft: number | null;
  canRecordHandOver: boolean;
  canRecordReturn: boolean;
  carriers: string[];
  conditionReports: unknown[];
};

describe.each(testDbKinds())(
  "the console's requests and order detail (bz_sellerRequests, bz_sellerOrder) on %s",
  (kind) => {
    const db = useTestDb(kind);
    beforeAll(() => setPaymentProviderOverride((d) => sandbox(d)));
    afterAll(() => setPaymentProviderOverride(null));

    let f: CheckoutFixture, other: CheckoutFixture, seller: Caller, otherSeller: Caller, customer: number;
    beforeAll(async () => {
      ({ f, other, seller, otherSeller, member: customer } = await twoBusinesses(db(), { units: 20, saleStock: 20 }));
    });
    const provider = () => sandbox(db());
    const requests = (caller: Caller) => callOrder<{ sellerRequests: Request[] }>(db(), caller, REQUESTS);
    const detail = (caller: Caller, id: number) => callOrder<{ sellerOrder: Detail }>(db(), caller, DETAIL, { id });
    const setWaitingSince = (orderId: number, iso: string) =>
      db().execute(sql`UPDATE orders SET state_changed_at = ${iso}::timestamptz WHERE id = ${orderId}`);

    it('lists WAITING rentals only, the nearest no-response deadline first, with the time left; answered ones leave the list', async () => {
      const young = await paidRental(db(), provider(), f, customer, 3);
      const old = await paidRental(db(), provider(), f, customer, 5);
      const sale = await paidSale(db(), provider(), f, customer);
      await setWaitingSince(young, '2030-01-02T00:00:00Z');
      await setWaitingSince(old, '2030-01-01T00:00:00Z');
      const otherBusiness = await paidRental(db(), provider(), other, customer, 3);

      const listed = await requests(seller);
      expect(listed.code).toBeNull();
      expect(listed.data!.sellerRequests.map((r) => r.order.id)).toEqual([old, young]);
      expect(listed.data!.sellerRequests[0]).toMatchObject({
        respondBy: '2030-01-04T00:00:00.000Z',
        order: { state: 'WAITING', actions: ['ACCEPT', 'REFUSE'] },
      });
      expect(listed.data!.sellerRequests.some((r) => [sale, otherBusiness].includes(r.order.id))).toBe(false);

      // The time left, at a moment of our choosing: 3 days (4,320 minutes) after it started waiting.
      const at = await listSellerRequests(db(), f.businessId, new Date('2030-01-03T23:00:00Z'));
      expect(at.map((r) => [r.order.id, r.minutesLeft])).toEqual([
        [old, 60],
        [young, 1_500],
      ]);
      const past = await listSellerRequests(db(), f.businessId, new Date('2030-02-01T00:00:00Z'));
      expect(past.map((r) => r.minutesLeft)).toEqual([0, 0]);

      expect((await callOrder(db(), seller, ACTION, { orderId: old, action: 'ACCEPT' })).code).toBeNull();
      expect(
        (await callOrder(db(), seller, ACTION, { orderId: young, action: 'REFUSE', reason: '해당 날짜 정비 일정' }))
          .code
      ).toBeNull();
      expect((await requests(seller)).data!.sellerRequests).toEqual([]);
      expect(
        await count(
          db(),
          sql`SELECT count(*)::int AS n FROM alarms WHERE user_id = ${customer} AND kind = 'ORDER' AND body LIKE '%해당 날짜 정비 일정%'`
        )
      ).toBe(1);
    });

    it('keeps requests to sellers: a member without a business is FORBIDDEN, a visitor UNAUTHENTICATED; another business sees only its own', async () => {
      expect((await requests({ userId: customer })).code).toBe('FORBIDDEN');
      expect((await requests(null)).code).toBe('UNAUTHENTICATED');
      const mine = await paidRental(db(), provider(), f, customer, 7);
      const theirs = (await requests(otherSeller)).data!.sellerRequests.map((r) => r.order.id);
      expect(theirs).not.toContain(mine);
    });

    it('shows one order with its lines, what was paid and the deadline while WAITING; then the report buttons once accepted', async () => {
      const order = await paidRental(db(), provider(), f, customer, 9, 2);
      const waiting = await detail(seller, order);
      expect(waiting.code).toBeNull();
      expect(waiting.data!.sellerOrder).toMatchObject({
        order: { id: order, process: 'rentalReservation', state: 'WAITING', actions: ['ACCEPT', 'REFUSE'] },
        paidAmount: 80_000,
        canRecordHandOver: false,
        canRecordReturn: false,
        conditionReports: [],
        carriers: ['CJ대한통운', '롯데택배', '한진택배', '우체국택배', '로젠택배'],
      });
      expect(waiting.data!.sellerOrder.lines.length).toBeGreaterThan(0);
      expect(waiting.data!.sellerOrder.respondBy).not.toBeNull();
      await callOrder(db(), seller, ACTION, { orderId: order, action: 'ACCEPT' });
      expect((await detail(seller, order)).data!.sellerOrder).toMatchObject({
        order: { state: 'RESERVED', actions: ['SELLER_CANCEL', 'MARK_RETURNED'] },
        respondBy: null,
        minutesLeft: null,
        canRecordHandOver: true,
        canRecordReturn: true,
      });
    });

    it("answers NOT_FOUND for another business's order or an id that does not exist, FORBIDDEN to a member without a business", async () => {
      const order = await paidSale(db(), provider(), f, customer, 'PARCEL');
      const sale = await detail(seller, order);
      expect(sale.data!.sellerOrder).toMatchObject({
        order: { process: 'saleOrder', state: 'ORDERED' },
        paidAmount: 903_000,
        canRecordHandOver: false,
      });
      const foreign = await detail(otherSeller, order);
      expect(foreign.code).toBe('NOT_FOUND');
      expect(foreign.data).toBeNull();
      expect((await detail(seller, 999_999)).code).toBe('NOT_FOUND');
      expect((await detail({ userId: customer }, order)).code).toBe('FORBIDDEN');
      expect((await detail(null, order)).code).toBe('UNAUTHENTICATED');
      // Nor may another business's seller move it, nor learn that it exists.
      expect(
        (
          await callOrder(db(), otherSeller, ACTION, {
            orderId: order,
            action: 'SELLER_CANCEL',
            reason: '재고 부족입니다',
          })
        ).code
      ).toBe('NOT_FOUND');
      expect((await orderRow(db(), order)).state).toBe('ORDERED');
    });

    it('refuses a refusal without a reason or with one over 200 characters, and leaves the request waiting', async () => {
      const order = await paidRental(db(), provider(), f, customer, 13);
      const none = await callOrder(db(), seller, ACTION, { orderId: order, action: 'REFUSE' });
      expect(none.code).toBe('INVALID_INPUT');
      const long = await callOrder(db(), seller, ACTION, {
        orderId: order,
        action: 'REFUSE',
        reason: '가'.repeat(201),
      });
      expect(long.code).toBe('INVALID_INPUT');
      expect((await orderRow(db(), order)).state).toBe('WAITING');
    });
  }
);
