import { pgEnum } from 'drizzle-orm/pg-core';

// Codes of SPEC.md §9: category BIKE/SKI, product types RENTAL/SELL.
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
export const rentalBookingStatus = pgEnum('rental_booking_status', ['HELD', 'CONFIRMED', 'CANCELLED']);
