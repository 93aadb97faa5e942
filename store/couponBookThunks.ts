import { createAction } from '@reduxjs/toolkit';
import { downloadCoupon, fetchCouponBookPage } from '@/api/order/couponBook';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /user/couponbook's loader: the viewer and the book, one operation of the order service. */
export const loadCouponBookPage = createPageThunk('couponBook/loadPage', (_: void, { extra }) =>
  fetchCouponBookPage(extra.client)
);

/**
 * The optimistic half of 받기: the card moves to 보유 쿠폰 at once (the moment is taken here, so
 * the reducer stays pure). The thunk's answer replaces it, or its failure puts the card back.
 */
export const couponDownloadStarted = createAction<{ couponId: number; at: string }>('couponBook/downloadStarted');

/** 받기: one copy per member; a second tap on the same coupon while one runs is dropped. */
export const takeCoupon = createApiThunk(
  'couponBook/download',
  async (couponId: number, { extra, dispatch }) => {
    dispatch(couponDownloadStarted({ couponId, at: new Date().toISOString() }));
    return downloadCoupon(extra.client, couponId);
  },
  { condition: (couponId, { getState }) => !getState().couponBook.pending.some((offer) => offer.id === couponId) }
);
