import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/retryTransaction';
import type { PaymentProvider, ProviderName } from '../../payments/types';
import { settleRefund } from '../orders/settleRefund';
import { parseInput } from '../parseInput';
import { lockOrderWithReturn, type ReturnParty } from './returnLocks';
import { customerReturnActionInput, sellerReturnActionInput, type SellerReturnActionInput } from './returnInputs';
import { transitionReturn } from './transitionReturn';

/** Only the columns the action is about, so an acceptance can never overwrite a refusal's reason. */
function columnsOf(input: SellerReturnActionInput) {
  switch (input.action) {
    case 'accept':
      return { pickupCarrier: input.carrier, pickupInvoice: input.invoiceNumber };
    case 'sendExchange':
      return { exchangeCarrier: input.carrier, exchangeInvoice: input.invoiceNumber };
    case 'reject':
      return { rejectReason: input.reason };
    default:
      return {};
  }
}

async function step(
  db: Db,
  provider: PaymentProvider | null,
  party: ReturnParty,
  orderId: number,
  apply: Omit<Parameters<typeof transitionReturn>[3], 'now'>,
  now: Date
): Promise<void> {
  const order = await retryTransaction(db, async (tx) => {
    const { order: locked, ret } = await lockOrderWithReturn(tx, party, orderId);
    await transitionReturn(tx, locked, ret, { ...apply, now });
    return locked;
  });
  // The refund step recorded what is owed; the provider is asked after commit (the job retries a failure).
  if (provider) await settleRefund(db, provider, order.id, now);
}

/**
 * The business's step on a return of its own sale (accept with the pick-up's carrier and invoice,
 * inspect, refund, send the exchange, reject with a reason). Another business's order is NOT_FOUND.
 */
export async function sellerReturnAction(
  db: Db,
  providerFor: (name: ProviderName) => PaymentProvider | null,
  seller: { userId: number; businessId: number },
  rawInput: unknown,
  now: Date = new Date()
): Promise<void> {
  const input = parseInput(sellerReturnActionInput, rawInput);
  const party: ReturnParty = { actor: 'seller', businessId: seller.businessId };
  // The provider only matters for the refund step; it is the one the order was paid with.
  const provider = input.action === 'refund' ? await providerOfOrder(db, party, input.orderId, providerFor) : null;
  await step(
    db,
    provider,
    party,
    input.orderId,
    {
      action: input.action,
      actor: 'seller',
      actorUserId: seller.userId,
      note: input.action === 'reject' ? input.reason : null,
      set: columnsOf(input),
    },
    now
  );
}

async function providerOfOrder(
  db: Db,
  party: ReturnParty,
  orderId: number,
  providerFor: (name: ProviderName) => PaymentProvider | null
): Promise<PaymentProvider | null> {
  const { order } = await db.transaction((tx) => lockOrderWithReturn(tx, party, orderId));
  return providerFor(order.provider);
}

/** The customer's step on their return: take a refusal to a dispute, or withdraw before the pick-up is booked. */
export async function customerReturnAction(
  db: Db,
  userId: number,
  rawInput: unknown,
  now: Date = new Date()
): Promise<void> {
  const input = parseInput(customerReturnActionInput, rawInput);
  await step(
    db,
    null,
    { actor: 'customer', userId },
    input.orderId,
    { action: input.action, actor: 'customer', actorUserId: userId, note: input.reason, set: {} },
    now
  );
}
