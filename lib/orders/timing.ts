/**
 * Delays of the timed `system` transitions (docs/product.md §9 Timing), as minutes (issue 16).
 */

/** A reservation the seller has not accepted or refused within this time becomes 무응답, fully refunded. */
export const NO_RESPONSE_MINUTES = 4_320;

/**
 * A delivered sale the customer has not confirmed within this time is confirmed (구매 확정)
 * automatically. Eight days: the withdrawal window is the delivery's Seoul day and the 7 days after
 * it (lib/orders/returnRules.ts), and 8 × 1,440 minutes after any instant of the delivery day falls
 * after that window, so no sale is confirmed while the customer may still return it
 * (docs/product.md §4 Returns and exchanges).
 */
export const AUTO_CONFIRM_MINUTES = 11_520;

/** A payment left in 결제 대기 this long loses its hold on the dates or stock (issue 16 §4). */
export const HOLD_EXPIRY_MINUTES = 15;

/**
 * An operator may push the 무응답 or the automatic 구매 확정 back by whole days (docs/product.md §10
 * Orders), at most this many days in all for one state; the jobs add the extension to the delay.
 */
export const MAX_DEADLINE_EXTENSION_DAYS = 30;

/** When a timed transition falls due: its delay after the state was entered, plus any extension. */
export function timedDeadline(enteredAt: Date, delayMinutes: number, extensionMinutes = 0): Date {
  return new Date(enteredAt.getTime() + (delayMinutes + extensionMinutes) * 60_000);
}

/**
 * Damage deposits (docs/product.md §4 Damage deposits). A held deposit the business has not claimed
 * against within this time after 이용 완료 is released; the business may open a claim until then.
 */
export const DEPOSIT_CLAIM_WINDOW_MINUTES = 2_880;
/** A damage claim the customer has neither accepted nor disputed within this time is accepted and captured. */
export const DEPOSIT_CLAIM_ANSWER_MINUTES = 4_320;
/** The most a business may ask as one item's deposit (integer won). */
export const MAX_DEPOSIT_AMOUNT = 3_000_000;
