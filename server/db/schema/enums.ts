import { pgEnum } from 'drizzle-orm/pg-core';

// Codes of docs/product.md §9: category BIKE/SKI, product types RENTAL/SELL.
export const categoryCode = pgEnum('category_code', ['BIKE', 'SKI']);
export const dealType = pgEnum('deal_type', ['RENTAL', 'SELL']);
export const itemCondition = pgEnum('item_condition', ['NEW', 'USED']);
// AVAILABLE is the spec's availability flag; the others keep an item out of listings without deleting it.
export const itemStatus = pgEnum('item_status', ['AVAILABLE', 'SOLD_OUT', 'HIDDEN']);
// Option type 1 of the spec is REQUIRED (counted toward currentRequireOptionCount); 2 is ADDITIONAL.
export const optionKind = pgEnum('option_kind', ['REQUIRED', 'ADDITIONAL']);
export const deliveryType = pgEnum('delivery_type', ['PICKUP', 'DELIVERY', 'PARCEL']);
export const registKeyType = pgEnum('regist_key_type', ['EMAIL', 'KAKAO', 'NAVER']);
export const contentCategory = pgEnum('content_category', ['MAGAZINE', 'GUIDE', 'EVENT']);
export const provisionCategory = pgEnum('provision_category', ['SERVICE', 'PRIVACY', 'MARKETING', 'LOCATION']);
export const imageKind = pgEnum('image_kind', ['DRAWN', 'UPLOAD']);
export const couponDiscountKind = pgEnum('coupon_discount_kind', ['AMOUNT', 'RATE']);
// HELD: being paid for (expires with the payment); CONFIRMED: paid; CANCELLED no longer blocks the unit.
// MAINTENANCE (issue 17): a seller took one unit out for maintenance on those days; it blocks like a booking.
export const rentalBookingStatus = pgEnum('rental_booking_status', ['HELD', 'CONFIRMED', 'CANCELLED', 'MAINTENANCE']);
// Accounts (issue 6).
export const nickType = pgEnum('nick_type', ['AUTO', 'CUSTOM']);
// Why a phone identity check was started: signing up, or finding one's account id.
export const identityPurpose = pgEnum('identity_purpose', ['SIGNUP', 'FIND_ID']);
// PENDING until the carrier check succeeds; CONSUMED once a sign-up or find-id has used the result.
export const identityStatus = pgEnum('identity_status', ['PENDING', 'VERIFIED', 'FAILED', 'CONSUMED']);
export const oneTimeTokenPurpose = pgEnum('one_time_token_purpose', ['VERIFY_EMAIL', 'RESET_PASSWORD']);
// What an alarm is about; badges are derived from unread alarms of a kind (ORDER, REVIEW).
export const alarmKind = pgEnum('alarm_kind', [
  'LOWEST_PRICE',
  'ORDER',
  'REVIEW',
  'NOTICE',
  'POINT',
  'ACCOUNT',
  'AVAILABILITY',
  'MESSAGE',
  'INQUIRY',
]);
export const pointReason = pgEnum('point_reason', [
  'REFERRAL_INVITER',
  'REFERRAL_INVITEE',
  'ORDER_USE',
  'ORDER_REWARD',
  'ADMIN',
  'EXPIRE',
  'ORDER_RESTORE',
  'ORDER_REWARD_REVERSAL',
  'REVIEW_PHOTO',
]);
// Orders (issue 16): which process table of lib/orders an order follows.
export const orderProcess = pgEnum('order_process', ['rentalReservation', 'contract', 'saleOrder']);
// CARD with instalment months, EASY_PAY (Naver/Kakao/Toss Pay), RENTAL_PAY (the lease on a billing key).
export const payMethod = pgEnum('pay_method', ['CARD', 'EASY_PAY', 'RENTAL_PAY']);
export const payProvider = pgEnum('pay_provider', ['SANDBOX', 'PORTONE']);
// A provider charge as we last saw it; money moves only in money_ledger.
export const paymentRecordStatus = pgEnum('payment_record_status', [
  'READY',
  'PENDING',
  'PAID',
  'FAILED',
  'CANCELLED',
  'PARTIAL_CANCELLED',
]);
export const ledgerKind = pgEnum('ledger_kind', ['CHARGE', 'REFUND']);
// Issue 17: the hand-over (check-out) and the return (check-in) of a rental, each with condition photos.
export const conditionStage = pgEnum('condition_stage', ['CHECK_OUT', 'CHECK_IN']);
