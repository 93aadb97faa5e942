import { sellerOrderActionInput, SELLER_ORDER_MESSAGES as M } from '@/server/domain/seller/sellerOrderAction';
import { sellerActionsOf } from '@/server/domain/seller/sellerOrders';
import type { OrderRow } from '@/server/domain/orders/orderEffects';

const order = (o: Partial<OrderRow>) =>
  ({ process: 'saleOrder', state: 'ORDERED', paymentState: 'PAID', deliveryType: 'PICKUP', ...o }) as OrderRow;

describe('the seller’s buttons (sellerActionsOf)', () => {
  it.each([
    [{ process: 'rentalReservation', state: 'WAITING' }, ['accept', 'refuse']],
    [{ process: 'rentalReservation', state: 'RESERVED' }, ['sellerCancel', 'markReturned']],
    [{ process: 'rentalReservation', state: 'NO_RESPONSE', paymentState: 'CANCELLED' }, []],
    [{ process: 'contract', state: 'CONTRACTED' }, ['handOver', 'sellerCancel']],
    [{ deliveryType: 'PICKUP' }, ['readyForPickup', 'sellerCancel', 'prepare']],
    [{ deliveryType: 'PARCEL' }, ['ship', 'sellerCancel', 'prepare']],
    [{ deliveryType: 'PARCEL', paymentState: 'PREPARING' }, ['ship', 'sellerCancel']],
    [{ state: 'SHIPPING', paymentState: 'SHIPPING', deliveryType: 'PARCEL' }, ['markDelivered']],
    [{ state: 'AWAITING_PICKUP', paymentState: 'AWAITING_PICKUP' }, ['handOver', 'sellerCancel']],
    [{ state: 'DELIVERED', paymentState: 'SHIPPING', deliveryType: 'PARCEL' }, []],
    [{ state: null, paymentState: 'PENDING' }, []],
  ] as [Partial<OrderRow>, string[]][])('%o → %o', (row, actions) => {
    expect(sellerActionsOf(order(row))).toEqual(actions);
  });
});

describe('sellerOrderActionInput', () => {
  const parse = (input: Record<string, unknown>) => sellerOrderActionInput.safeParse({ orderId: 1, ...input });
  const issue = (input: Record<string, unknown>) => {
    const parsed = parse(input);
    return parsed.success ? null : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('needs a reason to refuse or cancel, and drops blank text', () => {
    expect(issue({ action: 'refuse', reason: '  ' })).toEqual({ reason: M.reasonRequired });
    expect(issue({ action: 'sellerCancel' })).toEqual({ reason: M.reasonRequired });
    expect(issue({ action: 'refuse', reason: '가'.repeat(201) })).toEqual({ reason: M.reasonTooLong });
    expect(parse({ action: 'accept', reason: ' ' }).data).toMatchObject({ reason: null });
  });

  it('ships only with a listed carrier and 10–14 digits (hyphens and spaces ignored)', () => {
    expect(parse({ action: 'ship', carrier: '로젠택배', invoiceNumber: '1234-5678 90' }).data).toMatchObject({
      carrier: '로젠택배',
      invoiceNumber: '1234567890',
    });
    expect(issue({ action: 'ship', carrier: 'CJ', invoiceNumber: '1234567890' })).toEqual({
      carrier: M.carrierInvalid,
    });
    for (const invoiceNumber of ['123456789', '123456789012345', '12345678901a', '']) {
      expect(issue({ action: 'ship', carrier: '우체국택배', invoiceNumber })).toEqual({
        invoiceNumber: M.invoiceInvalid,
      });
    }
    expect(issue({ action: 'drop', carrier: null })).not.toBeNull();
  });
});
