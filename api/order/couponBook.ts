import type { ApiClient } from '../client';
import {
  us_couponBookPageDocument,
  us_downloadCouponDocument,
  type DownloadableCouponFieldsFragment,
  type MemberCouponFieldsFragment,
  type us_couponBookPageQuery,
} from './generated';

export type MemberCoupon = MemberCouponFieldsFragment;
export type DownloadableCoupon = DownloadableCouponFieldsFragment;
export type CouponBookPage = us_couponBookPageQuery;

/** /user/couponbook's one operation: the viewer and the book (held coupons and the ones to take). */
export async function fetchCouponBookPage(client: ApiClient): Promise<CouponBookPage> {
  return client.request('order', us_couponBookPageDocument, {});
}

/** Takes a copy of a running coupon (once per member); answers the copy now held. */
export async function downloadCoupon(client: ApiClient, couponId: number): Promise<MemberCoupon> {
  return (await client.request('order', us_downloadCouponDocument, { couponId })).downloadCoupon;
}
