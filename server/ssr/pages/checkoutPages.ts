/**
 * The money path's pages (issue 16 §2–§3): the payment page, the provider's return routes under
 * /pay/ and /result_pending. All member pages: a visitor is sent to log in and comes back here.
 */
import { z } from 'zod';
import { parseOptionsParam } from '@/server/domain/checkout/checkoutInput';
import type { CheckoutSelection } from '@/api/order/checkout';
import { completePayment, loadCheckoutPage } from '@/store/checkoutThunks';
import { loadViewer } from '@/store/viewerThunks';
import type { RootState } from '@/store/store';
import { definePage } from '../pageLoader';
import { idParam, optionalQueryValue } from './routeParams';

const DELIVERY_TYPES = ['PICKUP', 'DELIVERY', 'PARCEL'] as const;

/**
 * `?options=31:2,35:1&start=…&end=…&delivery=…` as the item page sends it. Only the shape is read
 * here: the order service checks the selection (a bad one answers INVALID_INPUT, shown with 400 and
 * a way back to the item), and a selection gone stale comes back as the page's `problems`.
 */
const checkoutParams = z
  .object({
    id: idParam,
    options: optionalQueryValue,
    start: optionalQueryValue,
    end: optionalQueryValue,
    delivery: optionalQueryValue,
  })
  .transform(({ id, options, start, end, delivery }): CheckoutSelection => ({
    itemId: id,
    options: parseOptionsParam(options),
    startDate: start ?? null,
    endDate: end ?? null,
    deliveryType: DELIVERY_TYPES.find((d) => d === delivery) ?? 'PICKUP',
  }));

/** /services/{id}/payment: the viewer and the checkout page of the selection, one order-service operation. */
export const checkoutPage = definePage({
  params: checkoutParams,
  access: 'member',
  fills: ['checkout', 'user', 'badge'],
  notFoundOn: ['NOT_FOUND'],
  badRequestOn: ['INVALID_INPUT'],
  load: (store, selection) => store.dispatch(loadCheckoutPage(selection)),
  props: (selection) => ({ itemId: selection.itemId }),
});

/** What a provider's return brings: our payment id, and PortOne's `code`/`message` when the payment did not go through. */
const resultParams = z
  .object({
    paymentId: z
      .string()
      .min(8)
      .max(80)
      .regex(/^[A-Za-z0-9_-]+$/),
    code: optionalQueryValue,
    message: optionalQueryValue,
  })
  .transform(({ paymentId, code, message }) => ({
    paymentId,
    failed: code !== undefined && code !== '',
    providerMessage: message ?? null,
  }));

type ResultParams = z.infer<typeof resultParams>;

/** Where a settled completion sends the customer; null renders the page (a failure, or still pending on /result_pending). */
function nextStep(state: RootState, { paymentId }: ResultParams, pendingGoesOn: boolean): string | null {
  const done = state.checkout.completion.value;
  if (done?.status === 'PAID') return `/order/complete/${done.orderId}`;
  if (done?.status === 'PENDING' && pendingGoesOn) return `/result_pending?paymentId=${encodeURIComponent(paymentId)}`;
  return null;
}

/**
 * The completion is asked of the order service (never the browser's word alone); then the viewer,
 * for the header of the screen that renders (a failure or the waiting page).
 */
function resultPage(pendingGoesOn: boolean) {
  return definePage({
    params: resultParams,
    access: 'member',
    fills: ['checkout', 'user', 'badge'],
    notFoundOn: ['NOT_FOUND'],
    badRequestOn: ['PAYMENT_FAILED', 'INVALID_INPUT'],
    load: async (store, params) => {
      const done = await store.dispatch(completePayment({ paymentKey: params.paymentId, failed: params.failed }));
      if (nextStep(store.getState(), params, pendingGoesOn) === null || completePayment.rejected.match(done))
        await store.dispatch(loadViewer());
      return done;
    },
    redirectAfter: (params, state) => nextStep(state, params, pendingGoesOn),
    props: ({ paymentId, providerMessage }) => ({ paymentId, providerMessage }),
  });
}

/** /pay/card, /pay/portal (easy pay), /pay/rental, /pay/rental_temp: the provider's return. */
export const paymentResultPage = resultPage(true);

/** /result_pending: settles by itself; the screen polls until the provider answers. */
export const paymentPendingPage = resultPage(false);
