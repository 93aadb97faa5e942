/**
 * The coupon book (/user/couponbook, docs/product.md §3 Coupon book: coupons, couponBooks): `coupons` are the
 * copies the member holds, `couponBooks` the running coupons they can still take. Server-owned
 * (replaced on hydrate); the downloads in flight are the browser's own and survive a hydrate.
 */
import { createSlice, type Draft } from '@reduxjs/toolkit';
import type { DownloadableCoupon, MemberCoupon } from '@/api/order/couponBook';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { couponDownloadStarted, loadCouponBookPage, takeCoupon } from './couponBookThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type CouponBookState = AsyncFields & {
  coupons: MemberCoupon[];
  couponBooks: DownloadableCoupon[];
  /** Offers taken optimistically and not answered yet: what a failure puts back. */
  pending: DownloadableCoupon[];
  download: AsyncFields;
};

export const initialCouponBookState: CouponBookState = {
  coupons: [],
  couponBooks: [],
  pending: [],
  ...idleAsync,
  download: idleAsync,
};

/** The placeholder copy of an offer being taken; its id is negative until the server's copy replaces it. */
export function placeholderCopy(offer: DownloadableCoupon, at: string): MemberCoupon {
  return {
    id: -offer.id,
    couponId: offer.id,
    name: offer.name,
    amountText: offer.amountText,
    discountText: offer.discountText,
    conditionText: offer.conditionText,
    status: 'AVAILABLE',
    issuedAt: at,
    expiresAt: offer.expiresAt,
    usedAt: null,
    daysLeft: offer.daysLeft,
  };
}

/** The server's order of offers: ending soonest first. */
const byEnd = (a: DownloadableCoupon, b: DownloadableCoupon) => a.endsAt.localeCompare(b.endsAt) || a.id - b.id;

function putBack(state: Draft<CouponBookState>, couponId: number) {
  const offer = state.pending.find((o) => o.id === couponId);
  state.pending = state.pending.filter((o) => o.id !== couponId);
  state.coupons = state.coupons.filter((c) => c.id !== -couponId);
  if (offer && !state.couponBooks.some((o) => o.id === couponId))
    state.couponBooks = [...state.couponBooks, offer].sort(byEnd);
}

export const couponBookSlice = createSlice({
  name: 'couponBook',
  initialState: initialCouponBookState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<CouponBookState>('couponBook', { keep: ['pending', 'download'] }))
      .addCase(couponDownloadStarted, (state, { payload }) => {
        const offer = state.couponBooks.find((o) => o.id === payload.couponId);
        if (!offer) return;
        state.couponBooks = state.couponBooks.filter((o) => o.id !== offer.id);
        state.pending.push(offer);
        state.coupons.unshift(placeholderCopy(offer, payload.at));
      })
      .addCase(takeCoupon.pending, (state) => {
        state.download = { status: 'loading', error: null };
      })
      .addCase(takeCoupon.fulfilled, (state, { payload, meta }) => {
        state.pending = state.pending.filter((o) => o.id !== meta.arg);
        const at = state.coupons.findIndex((c) => c.id === -meta.arg);
        if (at >= 0) state.coupons[at] = payload;
        else if (!state.coupons.some((c) => c.id === payload.id)) state.coupons.unshift(payload);
        state.download = { status: 'succeeded', error: null };
      })
      .addCase(takeCoupon.rejected, (state, action) => {
        putBack(state, action.meta.arg);
        state.download = { status: 'failed', error: errorFromRejected(action) };
      });
    addThunkCases(builder, loadCouponBookPage, (state, { couponBook }) => {
      state.coupons = couponBook.coupons;
      // An offer still in flight stays with the held coupons it was moved to.
      state.couponBooks = couponBook.couponBooks.filter((o) => !state.pending.some((p) => p.id === o.id));
    });
  },
  selectors: {
    selectHeldCoupons: (state) => state.coupons,
    selectDownloadableCoupons: (state) => state.couponBooks,
    selectCouponBookStatus: (state) => state.status,
    selectCouponBookError: (state) => state.error,
    selectCouponDownload: (state) => state.download,
  },
});

export const {
  selectHeldCoupons,
  selectDownloadableCoupons,
  selectCouponBookStatus,
  selectCouponBookError,
  selectCouponDownload,
} = injectSlice(couponBookSlice.injectInto(rootReducer)).selectors;

/** 보유 쿠폰 N장 counts what can still be used. */
export const selectUsableCouponCount = (state: { couponBook: CouponBookState }): number =>
  state.couponBook.coupons.filter((c) => c.status === 'AVAILABLE').length;
