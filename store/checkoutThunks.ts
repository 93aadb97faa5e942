/**
 * The payment page's operations (issue 16 §2): the page (with the viewer), the live quote, prepare
 * (one per press of the pay button) and completion (the result routes and /result_pending).
 */
import {
  completeCheckout,
  fetchCheckoutPage,
  fetchCheckoutQuote,
  prepareCheckout,
  type CheckoutSelection,
} from '@/api/order/checkout';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';
import { chargeLeaseFirst } from '@/api/order/cards';

/** /services/{id}/payment's loader: the viewer and the checkout page of the selection, one operation. */
export const loadCheckoutPage = createPageThunk('checkout/loadPage', (selection: CheckoutSelection, { extra }) =>
  fetchCheckoutPage(extra.client, selection)
);

/**
 * The server's price for the current selection and choices. Only the latest request's answer is
 * kept (the slice compares request ids), so a slow answer to an older choice never overwrites a newer one.
 */
export const refreshQuote = createApiThunk(
  'checkout/quote',
  (_: void, { getState, extra, signal }) => {
    const { selection, choices } = getState().checkout;
    return fetchCheckoutQuote(extra.client, selection!, choices, signal);
  },
  { condition: (_, { getState }) => getState().checkout.selection !== null && getState().checkout.page !== null }
);

/**
 * 결제하기: the order at the amount the customer saw on the button. The key is new per press (the
 * caller passes crypto.randomUUID()), so a retried request answers the same order and a new press a new one.
 */
export const prepareOrder = createApiThunk(
  'checkout/prepare',
  (idempotencyKey: string, { getState, extra }) => {
    const { selection, choices, quote } = getState().checkout;
    return prepareCheckout(extra.client, {
      selection: selection!,
      choices,
      expectedAmount: quote.value!.chargeNow,
      idempotencyKey,
    });
  },
  {
    condition: (_, { getState }) => {
      const { selection, quote, prepare } = getState().checkout;
      return selection !== null && quote.value !== null && quote.status === 'succeeded' && prepare.status !== 'loading';
    },
  }
);

export type CompleteArgs = { paymentKey: string; failed?: boolean };

/** Asks the server to settle a payment with its provider: PAID, PENDING or FAILED (repeatable). */
export const completePayment = createApiThunk(
  'checkout/complete',
  ({ paymentKey, failed = false }: CompleteArgs, { extra }) => completeCheckout(extra.client, paymentKey, failed)
);

/** 렌탈페이: after prepare, the first month is charged on the chosen card (no provider window). */
export const chargeLease = createApiThunk(
  'checkout/chargeLease',
  ({ paymentKey, cardId }: { paymentKey: string; cardId: number }, { extra }) =>
    chargeLeaseFirst(extra.client, paymentKey, cardId)
);
