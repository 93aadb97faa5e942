/**
 * Conversion pages of the page-view analytics (docs/product.md §2 Conversion pages: two paths, counted only on the
 * production host). They are the two places where a purchase is known to have completed:
 * - `/order/complete/{id}`: the order-complete page;
 * - `/pay/…`: the payment-provider result pages (card, portal and rental payments).
 * Anything else, and every page seen on another host (local, stage, test), is not a conversion, so
 * that reports count only real purchases.
 */
const CONVERSION_PATHS = [/^\/order\/complete\/[^/]+\/?$/, /^\/pay\/.+/];

export const DEFAULT_PRODUCTION_HOST = 'www.ridemarket.kr';

function pathnameOf(url: string): string | null {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
}

export function isConversionPage(url: string): boolean {
  const pathname = pathnameOf(url);
  return pathname !== null && CONVERSION_PATHS.some((pattern) => pattern.test(pathname));
}

/** Host names compare without case; the port is ignored unless PRODUCTION_HOST names one. */
export function isProductionHost(requestHost: string | null, productionHost: string): boolean {
  if (!requestHost) return false;
  const wanted = productionHost.trim().toLowerCase();
  const actual = requestHost.trim().toLowerCase();
  return wanted.includes(':') ? actual === wanted : actual.replace(/:\d+$/, '') === wanted;
}
