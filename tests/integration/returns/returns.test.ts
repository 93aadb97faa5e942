import { setPaymentProviderOverride } from '@/server/payments/providers';
import { DomainError } from '@/lib/errors';
import { AUTO_CONFIRM_MINUTES, RETURN_SHIPPING_FEE } from '@/lib/orders';
import { applyOrderAction } from '@/server/domain/orders/orderAction';
import { requestReturn } from '@/server/domain/returns/requestReturn';
import { customerReturnAction, sellerReturnAction } from '@/server/domain/returns/returnActions';
import { RETURN_MESSAGES } from '@/server/domain/returns/returnInputs';
import { runAutoConfirm } from '@/server/jobs/orderJobsTimed';
import { mayViewPrivateUpload } from '@/server/images/photoAccess';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { orderRow, sandbox, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import { callOrder, ledgerCount, ledgerSum, type Caller } from '../sellerOrders/sellerHarness';
import { twoBusinesses } from '../seller/twoBusinesses';
import { daysAfterDelivery, deliveredSale, returnEvents, returnOf, uploads } from './returnHarness';

const PAID = 903_000;

const REQUEST = `mutation us_requestReturn($orderId: Int!, $kind: String!, $reason: String!, $note: String, $imageIds: [Int!]!) {
  requestReturn(orderId: $orderId, kind: $kind, reason: $reason, note: $note, imageIds: $imageIds) { id } }`;
const SELLER = `mutation bz_sellerReturnAction($orderId: Int!, $action: String!, $reason: String, $carrier: String, $invoiceNumber: String) {
  sellerReturnAction(orderId: $orderId, action: $action, reason: $reason, carrier: $carrier, invoiceNumber: $invoiceNumber) {
    orderReturn { state stateLabel actions } } }`;
const DETAIL = `query us_orderDetail($id: Int!) { order(id: $id) {
  state status orderReturn { state stateLabel kindLabel reasonLabel feeAmount refundAmount actions photos { id } steps { state label } }
  returnOffer { deadline } } }`;

type Detail = {
  order: {
    state: string;
    status: string;
    orderReturn: {
      state: string;
      stateLabel: string;
      kindLabel: string;
      reasonLabel: string;
      feeAmount: number;
      refundAmount: number;
      actions: string[];
      photos: { id: number }[];
      steps: { state: string; label: string }[];
    } | null;
    returnOffer: { deadline: string } | null;
  };
};

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return null;
  } catch (error) {
    return error instanceof DomainError
      ? { code: error.code, message: error.message }
      : { code: 'THROWN', message: String(error) };
  }
};

describe.each(testDbKinds())(
  'returns and exchanges (us_requestReturn, us_returnAction, bz_sellerReturnAction) on %s',
  (kind) => {
    const db = useTestDb(kind);
    beforeAll(() => setPaymentProviderOverride((d) => sandbox(d)));
    afterAll(() => setPaymentProviderOverride(null));

    let f: CheckoutFixture, seller: NonNullable<Caller>, otherSeller: NonNullable<Caller>, customer: number;
    beforeAll(async () => {
      const cast = await twoBusinesses(db(), { units: 5, saleStock: 40 });
      ({ f, customer } = { f: cast.f, customer: cast.member });
      seller = cast.seller!;
      otherSeller = cast.otherSeller!;
    });

    const providerFor = () => sandbox(db());
    const sellerStep = (orderId: number, action: string, now: Date, extra: Record<string, string> = {}, who = seller) =>
      sellerReturnAction(
        db(),
        providerFor,
        { userId: who.userId, businessId: who.businessId! },
        { orderId, action, ...extra },
        now
      );
    const ask = (orderId: number, now: Date, extra: Record<string, unknown> = {}) =>
      requestReturn(
        db(),
        customer,
        { orderId, kind: 'RETURN', reason: 'CHANGE_OF_MIND', note: '생각보다 커요', imageIds: [], ...extra },
        now
      );
    const pickup = { carrier: 'CJ대한통운', invoiceNumber: '6012-3456-7890' };

    it('takes a request on the 7th Seoul day after delivery with photos; the 8th day is refused in Korean', async () => {
      const order = await deliveredSale(db(), f, seller, customer);
      const photos = await uploads(db(), customer, 2);
      // 23:00 in Seoul on the 7th day after delivery (delivered at 10:00 Seoul on day 0).
      await ask(order, daysAfterDelivery(7, 13), { imageIds: photos, kind: 'EXCHANGE', reason: 'SIZE_EXCHANGE' });
      const [ret] = await returnOf(db(), order);
      expect(ret).toMatchObject({
        state: 'REQUESTED',
        kind: 'EXCHANGE',
        reason: 'SIZE_EXCHANGE',
        note: '생각보다 커요',
      });
      expect(await returnEvents(db(), order)).toEqual(['requestReturn']);
      expect((await orderRow(db(), order)).state).toBe('DELIVERED');

      const detail = await callOrder<Detail>(db(), { userId: customer }, DETAIL, { id: order });
      expect(detail.code).toBeNull();
      expect(detail.data!.order.orderReturn).toMatchObject({
        state: 'REQUESTED',
        stateLabel: '반품·교환 신청',
        kindLabel: '교환',
        reasonLabel: '사이즈 교환',
        feeAmount: RETURN_SHIPPING_FEE,
        refundAmount: PAID - RETURN_SHIPPING_FEE,
        actions: ['withdraw'],
        steps: [{ state: 'REQUESTED', label: '반품·교환 신청' }],
      });
      expect(detail.data!.order.orderReturn!.photos.map((p) => p.id)).toEqual(photos);
      expect(detail.data!.order.returnOffer).toBeNull();
      // The photos are private: the customer and the sale's business see them, another business does not.
      expect(
        await mayViewPrivateUpload(db(), photos[0], { userId: seller.userId, businessId: seller.businessId! })
      ).toBe(true);
      expect(
        await mayViewPrivateUpload(db(), photos[0], { userId: otherSeller.userId, businessId: otherSeller.businessId! })
      ).toBe(false);

      const late = await deliveredSale(db(), f, seller, customer);
      // 00:00 in Seoul on the 8th day.
      expect(await codeOf(ask(late, daysAfterDelivery(7, 15)))).toEqual({
        code: 'INVALID_TRANSITION',
        message: RETURN_MESSAGES.windowClosed,
      });
      expect(await returnOf(db(), late)).toEqual([]);
    });

    it("answers another member's order and another business's return as NOT_FOUND, and refuses bad input", async () => {
      const order = await deliveredSale(db(), f, seller, customer);
      const stranger = await verifiedMember(db());
      const asStranger = await callOrder(db(), { userId: stranger }, REQUEST, {
        orderId: order,
        kind: 'RETURN',
        reason: 'DEFECTIVE',
        imageIds: [],
      });
      expect(asStranger.code).toBe('NOT_FOUND');

      const bad = await callOrder(db(), { userId: customer }, REQUEST, {
        orderId: order,
        kind: 'RETURN',
        reason: 'BORED',
        imageIds: [],
      });
      expect(bad.code).toBe('INVALID_INPUT');
      const someoneElsesPhoto = await uploads(db(), stranger, 1);
      expect((await codeOf(ask(order, daysAfterDelivery(1), { imageIds: someoneElsesPhoto })))?.code).toBe(
        'INVALID_INPUT'
      );

      await ask(order, daysAfterDelivery(1));
      const otherBusiness = await callOrder(db(), otherSeller, SELLER, { orderId: order, action: 'accept', ...pickup });
      expect(otherBusiness.code).toBe('NOT_FOUND');
      const noInvoice = await callOrder(db(), seller, SELLER, {
        orderId: order,
        action: 'accept',
        carrier: 'CJ대한통운',
      });
      expect(noInvoice.code).toBe('INVALID_INPUT');
      const noReason = await callOrder(db(), seller, SELLER, { orderId: order, action: 'reject' });
      expect(noReason.code).toBe('INVALID_INPUT');
      expect((await returnOf(db(), order))[0].state).toBe('REQUESTED');

      // A second request on the same order meets the first.
      expect(await codeOf(ask(order, daysAfterDelivery(2)))).toEqual({
        code: 'CONFLICT',
        message: RETURN_MESSAGES.alreadyRequested,
      });
    });

    it('accepts, inspects and refunds a change of mind less the return fee: the sale is 반품 완료 with one REFUND row', async () => {
      const order = await deliveredSale(db(), f, seller, customer);
      await ask(order, daysAfterDelivery(2));
      await sellerStep(order, 'accept', daysAfterDelivery(3), pickup);
      expect((await returnOf(db(), order))[0]).toMatchObject({
        state: 'COLLECTING',
        pickupCarrier: 'CJ대한통운',
        pickupInvoice: '601234567890',
      });
      await sellerStep(order, 'inspect', daysAfterDelivery(5));
      expect(await codeOf(ask(order, daysAfterDelivery(5)))).toMatchObject({ code: 'CONFLICT' });
      await sellerStep(order, 'refund', daysAfterDelivery(5));

      const [ret] = await returnOf(db(), order);
      expect(ret).toMatchObject({
        state: 'REFUNDED',
        feeAmount: RETURN_SHIPPING_FEE,
        refundAmount: PAID - RETURN_SHIPPING_FEE,
      });
      const row = await orderRow(db(), order);
      expect(row).toMatchObject({
        state: 'RETURNED',
        paymentState: 'RETURNED',
        refundDue: PAID - RETURN_SHIPPING_FEE,
        refundedAmount: PAID - RETURN_SHIPPING_FEE,
      });
      expect(await ledgerCount(db(), order, 'REFUND')).toBe(1);
      expect(await ledgerSum(db(), order, 'REFUND')).toBe(PAID - RETURN_SHIPPING_FEE);
      expect(await returnEvents(db(), order)).toEqual(['requestReturn', 'accept', 'inspect', 'refund']);
      // The same step again is the table's Korean refusal, and no second refund.
      expect(await codeOf(sellerStep(order, 'refund', daysAfterDelivery(6)))).toMatchObject({
        code: 'INVALID_TRANSITION',
      });
      expect(await ledgerCount(db(), order, 'REFUND')).toBe(1);

      const detail = await callOrder<Detail>(db(), { userId: customer }, DETAIL, { id: order });
      expect(detail.data!.order).toMatchObject({ state: 'RETURNED', status: '반품 완료' });
    });

    it('refunds a defect in full (the business pays the return), sends an exchange, and lets a refusal go to a dispute', async () => {
      const defect = await deliveredSale(db(), f, seller, customer);
      await ask(defect, daysAfterDelivery(1), { reason: 'DEFECTIVE' });
      for (const [action, extra] of [
        ['accept', pickup],
        ['inspect', {}],
        ['refund', {}],
      ] as const)
        await sellerStep(defect, action, daysAfterDelivery(2), extra);
      expect(await ledgerSum(db(), defect, 'REFUND')).toBe(PAID);
      expect((await returnOf(db(), defect))[0]).toMatchObject({ feeAmount: 0, refundAmount: PAID });

      const exchange = await deliveredSale(db(), f, seller, customer);
      await ask(exchange, daysAfterDelivery(1), { kind: 'EXCHANGE', reason: 'WRONG_ITEM' });
      await sellerStep(exchange, 'accept', daysAfterDelivery(2), pickup);
      await sellerStep(exchange, 'inspect', daysAfterDelivery(3));
      await sellerStep(exchange, 'sendExchange', daysAfterDelivery(3), {
        carrier: '롯데택배',
        invoiceNumber: '701234567890',
      });
      expect((await returnOf(db(), exchange))[0]).toMatchObject({ state: 'EXCHANGED', exchangeCarrier: '롯데택배' });
      expect(await ledgerCount(db(), exchange, 'REFUND')).toBe(0);
      expect((await orderRow(db(), exchange)).state).toBe('DELIVERED');

      const refused = await deliveredSale(db(), f, seller, customer);
      await ask(refused, daysAfterDelivery(1));
      await sellerStep(refused, 'reject', daysAfterDelivery(2), { reason: '주행 흔적이 있어요' });
      expect((await returnOf(db(), refused))[0]).toMatchObject({
        state: 'REJECTED',
        rejectReason: '주행 흔적이 있어요',
      });
      await customerReturnAction(
        db(),
        customer,
        { orderId: refused, action: 'dispute', reason: '주행하지 않았어요' },
        daysAfterDelivery(3)
      );
      expect((await returnOf(db(), refused))[0].state).toBe('DISPUTED');
      // Another member cannot touch it.
      const stranger = await verifiedMember(db());
      expect((await codeOf(customerReturnAction(db(), stranger, { orderId: refused, action: 'withdraw' })))?.code).toBe(
        'NOT_FOUND'
      );

      const withdrawn = await deliveredSale(db(), f, seller, customer);
      await ask(withdrawn, daysAfterDelivery(1));
      await customerReturnAction(db(), customer, { orderId: withdrawn, action: 'withdraw' }, daysAfterDelivery(1));
      expect((await returnOf(db(), withdrawn))[0].state).toBe('WITHDRAWN');
    });

    it('auto-confirm skips a sale whose return is open, and 구매 확정 is refused meanwhile', async () => {
      const open = await deliveredSale(db(), f, seller, customer);
      const plain = await deliveredSale(db(), f, seller, customer);
      await ask(open, daysAfterDelivery(1));
      expect(
        await codeOf(
          applyOrderAction(
            db(),
            null,
            { orderId: open, action: 'confirmPurchase', actor: 'customer', actorUserId: customer },
            daysAfterDelivery(2)
          )
        )
      ).toMatchObject({ code: 'INVALID_TRANSITION', message: '반품·교환이 진행 중이라 구매를 확정할 수 없어요.' });

      const due = new Date(daysAfterDelivery(0).getTime() + (AUTO_CONFIRM_MINUTES + 1) * 60_000);
      await runAutoConfirm(db(), { now: due, providerFor: providerFor });
      expect((await orderRow(db(), open)).state).toBe('DELIVERED');
      expect((await orderRow(db(), plain)).state).toBe('CONFIRMED');
    });

    it('two requests at once make one return; the business accepting twice at once makes one transition', async () => {
      const order = await deliveredSale(db(), f, seller, customer);
      const results = await Promise.allSettled([ask(order, daysAfterDelivery(1)), ask(order, daysAfterDelivery(1))]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
      expect(lost.reason).toMatchObject({ code: 'CONFLICT', message: RETURN_MESSAGES.alreadyRequested });
      expect(await returnOf(db(), order)).toHaveLength(1);

      const accepts = await Promise.allSettled([
        sellerStep(order, 'accept', daysAfterDelivery(2), pickup),
        sellerStep(order, 'accept', daysAfterDelivery(2), pickup),
      ]);
      expect(accepts.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = accepts.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
      expect(rejected.reason).toMatchObject({ code: 'INVALID_TRANSITION' });
      expect(await returnEvents(db(), order)).toEqual(['requestReturn', 'accept']);
    });
  }
);
