/**
 * Delays of the timed `system` transitions. docs/product.md §9 Timing: the value 4320 serves two delays;
 * issue 16 fixes them as minutes (3 days).
 */

/** A reservation the seller has not accepted or refused within this time becomes 무응답, fully refunded. */
export const NO_RESPONSE_MINUTES = 4_320;

/** A delivered sale the customer has not confirmed within this time is confirmed (구매 확정) automatically. */
export const AUTO_CONFIRM_MINUTES = 4_320;

/** A payment left in 결제 대기 this long loses its hold on the dates or stock (issue 16 §4). */
export const HOLD_EXPIRY_MINUTES = 15;
