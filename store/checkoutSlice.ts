/**
 * The payment page (/services/{id}/payment): the page the server loaded (server-owned, replaced on
 * hydrate), the selection and choices the customer edits, and the server's quote of them. The client
 * never sums money: every won on the page is the quote's (docs/architecture.md §7).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  CheckoutPageData,
  CheckoutQuote,
  CheckoutSelection,
  PaymentCompletion,
  PreparedCheckout,
} from '@/api/order/checkout';
import type { EasyPayProvider, PayMethod } from '@/api/order/generated';
import { errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { completePayment, loadCheckoutPage, prepareOrder, refreshQuote } from './checkoutThunks';
import { injectSlice, rootReducer } from './rootReducer';

/** The cap of one option's amount (server/domain/checkout/checkoutInput.ts MAX_OPTION_AMOUNT). */
export const MAX_OPTION_AMOUNT = 99;

export type CheckoutChoices = {
  userCouponId: number | null;
  points: number;
  withInsurance: boolean;
  method: PayMethod;
  instalmentMonths: number;
  cardCode: string | null;
  easyPayProvider: EasyPayProvider | null;
  leaseMonths: number | null;
  billingKeyId: number | null;
  shippingAddressId: number | null;
};

export type CheckoutState = AsyncFields & {
  page: CheckoutPageData | null;
  selection: CheckoutSelection | null;
  choices: CheckoutChoices;
  /** The latest quote request's id: older answers are dropped. */
  quote: AsyncFields & { value: CheckoutQuote | null; requestId: string | null };
  prepare: AsyncFields & { value: PreparedCheckout | null };
  completion: AsyncFields & { value: PaymentCompletion | null };
  /** 구매 조건 및 취소·환불 규정 동의: required before paying. */
  agreed: boolean;
};

export const initialChoices: CheckoutChoices = {
  userCouponId: null,
  points: 0,
  withInsurance: false,
  method: 'CARD',
  instalmentMonths: 0,
  cardCode: null,
  easyPayProvider: null,
  leaseMonths: null,
  billingKeyId: null,
  shippingAddressId: null,
};

export const initialCheckoutState: CheckoutState = {
  ...idleAsync,
  page: null,
  selection: null,
  choices: initialChoices,
  quote: { ...idleAsync, value: null, requestId: null },
  prepare: { ...idleAsync, value: null },
  completion: { ...idleAsync, value: null },
  agreed: false,
};

/** The choices a fresh page starts with: the best applicable coupon, no points, card, insurance as selected. */
export function startingChoices(page: CheckoutPageData, selection: CheckoutSelection): CheckoutChoices {
  const insuranceId = page.insurance?.optionId;
  return {
    ...initialChoices,
    userCouponId: page.bestUserCouponId,
    withInsurance: insuranceId !== undefined && selection.options.some((o) => o.optionId === insuranceId),
  };
}

/** How many units the customer takes (the insurance follows it). */
const unitsOf = (selection: CheckoutSelection, insuranceId: number | undefined) =>
  Math.max(
    1,
    selection.options.filter((o) => o.optionId !== insuranceId).reduce((sum, o) => sum + o.amount, 0)
  );

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    optionAmountChanged(state, { payload }: PayloadAction<{ optionId: number; amount: number }>) {
      const line = state.page?.lines.find((l) => l.optionId === payload.optionId);
      const entry = state.selection?.options.find((o) => o.optionId === payload.optionId);
      if (!line || !entry || !state.selection) return;
      entry.amount = Math.max(1, Math.min(payload.amount, line.maxAmount, MAX_OPTION_AMOUNT));
      const insuranceId = state.page?.insurance?.optionId;
      const insurance = state.selection.options.find((o) => o.optionId === insuranceId);
      if (insurance) insurance.amount = Math.min(MAX_OPTION_AMOUNT, unitsOf(state.selection, insuranceId));
    },
    insuranceToggled(state, { payload }: PayloadAction<boolean>) {
      const insuranceId = state.page?.insurance?.optionId;
      if (insuranceId === undefined || !state.selection) return;
      const rest = state.selection.options.filter((o) => o.optionId !== insuranceId);
      state.selection.options = payload
        ? [
            ...rest,
            { optionId: insuranceId, amount: Math.min(MAX_OPTION_AMOUNT, unitsOf(state.selection, insuranceId)) },
          ]
        : rest;
      state.choices.withInsurance = payload;
    },
    couponChosen(state, { payload }: PayloadAction<number | null>) {
      state.choices.userCouponId = payload;
    },
    pointsChanged(state, { payload }: PayloadAction<number>) {
      const max = state.page?.maxUsablePoints ?? 0;
      state.choices.points = Number.isFinite(payload) ? Math.max(0, Math.min(Math.trunc(payload), max)) : 0;
    },
    methodChosen(state, { payload }: PayloadAction<PayMethod>) {
      const c = state.choices;
      c.method = payload;
      c.easyPayProvider = payload === 'EASY_PAY' ? (c.easyPayProvider ?? 'NAVERPAY') : null;
      if (payload !== 'CARD') {
        c.cardCode = null;
        c.instalmentMonths = 0;
      }
      // Rental pay is billed monthly on a card: no coupon or points (the server refuses them).
      if (payload === 'RENTAL_PAY') {
        c.leaseMonths = c.leaseMonths ?? state.page?.leaseOptions[0]?.months ?? null;
        c.userCouponId = null;
        c.points = 0;
      } else {
        c.leaseMonths = null;
      }
    },
    cardChosen(state, { payload }: PayloadAction<string | null>) {
      state.choices.cardCode = payload;
      state.choices.instalmentMonths = 0;
    },
    instalmentChosen(state, { payload }: PayloadAction<number>) {
      state.choices.instalmentMonths = payload;
    },
    easyPayChosen(state, { payload }: PayloadAction<EasyPayProvider>) {
      state.choices.easyPayProvider = payload;
    },
    leaseMonthsChosen(state, { payload }: PayloadAction<number>) {
      state.choices.leaseMonths = payload;
      // The monthly charges need a registered card: the first one is chosen until the member picks another.
      state.choices.billingKeyId ??= state.page?.cards[0]?.id ?? null;
    },
    leaseCardChosen(state, { payload }: PayloadAction<number>) {
      state.choices.billingKeyId = payload;
    },
    addressChosen(state, { payload }: PayloadAction<number | null>) {
      state.choices.shippingAddressId = payload;
    },
    termsAgreed(state, { payload }: PayloadAction<boolean>) {
      state.agreed = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // The payment page loads `page`; the result routes only `completion`: either means the server filled it.
      .addCase(
        hydrate,
        replaceOnHydrate<CheckoutState>('checkout', {
          when: (s) => s.status !== 'idle' || s.completion.status !== 'idle',
        })
      )
      .addCase(loadCheckoutPage.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(loadCheckoutPage.fulfilled, (state, { payload, meta }) => {
        state.page = payload.checkoutPage;
        state.selection = meta.arg;
        state.choices = startingChoices(payload.checkoutPage, meta.arg);
        state.quote = { ...idleAsync, value: null, requestId: null };
        state.prepare = { ...idleAsync, value: null };
        state.agreed = false;
        state.status = 'succeeded';
        state.error = null;
      })
      .addCase(loadCheckoutPage.rejected, (state, action) => {
        state.status = 'failed';
        state.error = errorFromRejected(action);
      })
      .addCase(refreshQuote.pending, (state, { meta }) => {
        state.quote.status = 'loading';
        state.quote.requestId = meta.requestId;
      })
      .addCase(refreshQuote.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.quote.requestId) return;
        state.quote = { status: 'succeeded', error: null, value: payload, requestId: null };
      })
      .addCase(refreshQuote.rejected, (state, action) => {
        if (action.meta.requestId !== state.quote.requestId || action.meta.aborted) return;
        // The last good price stays visible, but paying waits for a quote of the current choices.
        state.quote = { ...state.quote, status: 'failed', error: errorFromRejected(action), requestId: null };
      })
      .addCase(prepareOrder.pending, (state) => {
        state.prepare = { status: 'loading', error: null, value: null };
      })
      .addCase(prepareOrder.fulfilled, (state, { payload }) => {
        state.prepare = { status: 'succeeded', error: null, value: payload };
      })
      .addCase(prepareOrder.rejected, (state, action) => {
        if (action.meta.condition) return;
        state.prepare = { status: 'failed', error: errorFromRejected(action), value: null };
      })
      .addCase(completePayment.pending, (state) => {
        state.completion.status = 'loading';
        state.completion.error = null;
      })
      .addCase(completePayment.fulfilled, (state, { payload }) => {
        state.completion = { status: 'succeeded', error: null, value: payload };
      })
      .addCase(completePayment.rejected, (state, action) => {
        state.completion = { ...state.completion, status: 'failed', error: errorFromRejected(action) };
      });
  },
  selectors: {
    selectCheckoutPage: (state) => state.page,
    selectCheckoutStatus: (state) => state.status,
    selectCheckoutError: (state) => state.error,
    selectCheckoutSelection: (state) => state.selection,
    selectCheckoutChoices: (state) => state.choices,
    selectQuote: (state) => state.quote,
    selectPrepare: (state) => state.prepare,
    selectCompletion: (state) => state.completion,
    selectTermsAgreed: (state) => state.agreed,
  },
});

export const {
  optionAmountChanged,
  insuranceToggled,
  couponChosen,
  pointsChanged,
  methodChosen,
  cardChosen,
  instalmentChosen,
  easyPayChosen,
  leaseMonthsChosen,
  leaseCardChosen,
  addressChosen,
  termsAgreed,
} = checkoutSlice.actions;

export const {
  selectCheckoutPage,
  selectCheckoutStatus,
  selectCheckoutError,
  selectCheckoutSelection,
  selectCheckoutChoices,
  selectQuote,
  selectPrepare,
  selectCompletion,
  selectTermsAgreed,
} = injectSlice(checkoutSlice.injectInto(rootReducer)).selectors;

/**
 * Whether 결제하기 can be pressed: no problems, a quote of the current choices, the terms agreed, an
 * address when the item is delivered, and no order being made.
 */
export function canPay(state: { checkout: CheckoutState }): boolean {
  const { page, selection, choices, quote, prepare, agreed } = state.checkout;
  if (!page || !selection || page.problems.length > 0) return false;
  if (quote.status !== 'succeeded' || !quote.value) return false;
  if (selection.deliveryType !== 'PICKUP' && choices.shippingAddressId === null) return false;
  if (choices.method === 'RENTAL_PAY' && (choices.leaseMonths === null || choices.billingKeyId === null)) return false;
  return agreed && prepare.status !== 'loading';
}
