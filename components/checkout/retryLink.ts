/**
 * Where 다시 결제하기 goes after a failed payment: the payment page the customer left from. The
 * completion names only the order, so the page remembers its own address per payment, in this
 * tab's session storage, just before it leaves for the provider.
 */
const keyOf = (paymentKey: string) => `rm.checkout.return.${paymentKey}`;

export function rememberCheckoutPage(paymentKey: string, path: string): void {
  try {
    window.sessionStorage.setItem(keyOf(paymentKey), path);
  } catch {
    // Storage off (private mode): the failure screen offers the home page instead.
  }
}

/** The remembered payment page (same-origin paths only), or null. */
export function checkoutPageOf(paymentKey: string): string | null {
  try {
    const path = window.sessionStorage.getItem(keyOf(paymentKey));
    return path && path.startsWith('/services/') ? path : null;
  } catch {
    return null;
  }
}
