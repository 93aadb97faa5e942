/**
 * Where a login sends the member back (`returnUrl`). Only a path of this site is followed: an
 * absolute URL (`https://evil.example`), a protocol-relative one (`//evil.example`), a backslash
 * trick (`/\evil.example`, which browsers read as `//`) or anything with control characters is
 * ignored, so a crafted login link can't forward a freshly signed-in member to a phishing page.
 */
const FALLBACK = '/';
/** Login and sign-up pages never make sense as a destination after logging in. */
const LOOPING = /^\/(login|registration|find_id|find_pwd)(\/|\?|$)/;

export function safeReturnUrl(raw: unknown, fallback: string = FALLBACK): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  // Tabs and newlines are stripped by URL parsers, so "/\t/evil.example" would become "//evil…".
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw, 'http://same.origin');
  } catch {
    return fallback;
  }
  if (parsed.origin !== 'http://same.origin') return fallback;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return LOOPING.test(path) ? fallback : path;
}

/** The login page that brings the shopper back to `returnUrl` afterwards. */
export function loginHref(returnUrl: string): string {
  return `/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}
