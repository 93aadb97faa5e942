import type { ApiClient } from '../client';
import {
  us_checkoutPageDocument,
  us_checkoutQuoteDocument,
  us_completeCheckoutDocument,
  us_prepareCheckoutDocument,
  type CheckoutPageFieldsFragment,
  type CheckoutSelectionInput,
  type PaymentChoicesInput,
  type PriceQuoteFieldsFragment,
  type us_checkoutPageQuery,
  type us_completeCheckoutMutation,
  type us_prepareCheckoutMutation,
} from './generated';

export type CheckoutPageData = CheckoutPageFieldsFragment;
export type CheckoutQuote = PriceQuoteFieldsFragment;
export type CheckoutSelection = CheckoutSelectionInput;
export type CheckoutChoices = PaymentChoicesInput;
export type CheckoutPageAnswer = us_checkoutPageQuery;
export type PreparedCheckout = us_prepareCheckoutMutation['prepareCheckout'];
export type PaymentCompletion = us_completeCheckoutMutation['completeCheckout'];

/** The payment page's one operation: the viewer and what the selection can be paid with. */
export async function fetchCheckoutPage(client: ApiClient, selection: CheckoutSelection): Promise<CheckoutPageAnswer> {
  return client.request('order', us_checkoutPageDocument, { selection });
}

/** The server's price for the current choices (never cached: coupons, points and prices move). */
export async function fetchCheckoutQuote(
  client: ApiClient,
  selection: CheckoutSelection,
  choices: CheckoutChoices,
  signal?: AbortSignal
): Promise<CheckoutQuote> {
  return (await client.request('order', us_checkoutQuoteDocument, { selection, choices }, signal ? { signal } : {}))
    .checkoutQuote;
}

export type PrepareArgs = {
  selection: CheckoutSelection;
  choices: CheckoutChoices;
  expectedAmount: number;
  idempotencyKey: string;
};

/** Makes the order (결제 대기) and answers what opens the provider's checkout. */
export async function prepareCheckout(client: ApiClient, args: PrepareArgs): Promise<PreparedCheckout> {
  return (await client.request('order', us_prepareCheckoutDocument, args)).prepareCheckout;
}

/** Asks the server to check the payment with the provider: PAID, PENDING or FAILED. Safe to repeat. */
export async function completeCheckout(
  client: ApiClient,
  paymentKey: string,
  failed = false
): Promise<PaymentCompletion> {
  return (await client.request('order', us_completeCheckoutDocument, { paymentKey, failed })).completeCheckout;
}
